import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeroVideo, heroMedia } from "./hero-video";

/** A controllable requestIdleCallback: the test says when the browser goes idle. */
function stubIdle() {
  const tasks: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (task: () => void) => tasks.push(task));
  vi.stubGlobal("cancelIdleCallback", () => {});
  return { idle: () => act(() => tasks.splice(0).forEach((task) => task())) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("HeroVideo", () => {
  it("shows the poster first and adds the clip over it only once the browser is idle", () => {
    const { idle } = stubIdle();
    const { container } = render(<HeroVideo media={heroMedia} still={false} label="background video" />);
    expect(container.querySelector("img")).toHaveAttribute("fetchpriority", "high");
    expect(container.querySelector("video")).toBeNull();
    idle();
    const video = container.querySelector("video");
    expect(video).not.toBeNull();
    expect(container.querySelector("img")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Pause background video" })).toHaveAttribute("aria-pressed", "false");
  });

  it("gives the clip no poster of its own, so the still is downloaded once", () => {
    const { idle } = stubIdle();
    const { container } = render(<HeroVideo media={heroMedia} still={false} label="background video" />);
    idle();
    expect(container.querySelector("video")).not.toHaveAttribute("poster");
    expect(container.querySelector("picture source")).toHaveAttribute("type", "image/avif");
  });

  it("never adds the clip for visitors who ask for less motion", () => {
    const { idle } = stubIdle();
    const { container } = render(<HeroVideo media={heroMedia} still label="background video" />);
    idle();
    expect(container.querySelector("video")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector("img")).not.toBeNull();
  });

  it("pauses and resumes the clip from its button", async () => {
    const { idle } = stubIdle();
    const { container } = render(<HeroVideo media={heroMedia} still={false} label="background video" />);
    idle();
    const video = container.querySelector("video")!;
    let paused = false;
    Object.defineProperty(video, "paused", { get: () => paused });
    video.pause = () => void (paused = true);
    video.play = () => ((paused = false), Promise.resolve());
    const button = screen.getByRole("button", { name: "Pause background video" });
    await userEvent.click(button);
    expect(paused).toBe(true);
    expect(button).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(button);
    expect(paused).toBe(false);
    expect(button).toHaveAttribute("aria-pressed", "false");
  });
});
