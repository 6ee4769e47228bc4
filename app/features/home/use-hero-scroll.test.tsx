import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { heroLockMs, heroSnapY, useHeroScroll } from "./use-hero-scroll";

function Probe({ enabled = true }: { enabled?: boolean }) {
  const hero = useRef<HTMLElement>(null);
  const split = useHeroScroll(enabled, hero);
  return (
    <section ref={hero}>
      <p>{split ? "split" : "whole"}</p>
      <button type="button">In the hero</button>
    </section>
  );
}

let scrollY = 0;
const scrollTo = vi.fn((options: ScrollToOptions) => {
  scrollY = options.top ?? scrollY;
});

/** What the browser does when the visitor scrolls: move, then fire one scroll event. */
function scrollPage(y: number) {
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event("scroll"));
  });
}

/** Renders the hero and lets the browser draw its first frame, where the hook reads the position. */
function showProbe() {
  render(<Probe />);
  act(() => vi.advanceTimersToNextFrame());
}

const locked = () => document.body.classList.contains("scroll-locked");

describe("useHeroScroll", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollY = 0;
    scrollTo.mockClear();
    vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
    vi.stubGlobal("scrollTo", scrollTo);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("stops the first scroll away from the top at 5 px and splits the hero", () => {
    showProbe();
    scrollPage(240);
    expect(scrollTo).toHaveBeenCalledWith({ top: heroSnapY, behavior: "instant" });
    expect(scrollY).toBe(heroSnapY);
    expect(screen.getByText("split")).toBeInTheDocument();
  });

  it("locks scrolling for 500 ms and then releases it", () => {
    showProbe();
    scrollPage(240);
    expect(locked()).toBe(true);
    act(() => vi.advanceTimersByTime(heroLockMs - 1));
    expect(locked()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(locked()).toBe(false);
  });

  it("holds the page at 5 px while the lock lasts", () => {
    showProbe();
    scrollPage(240);
    scrollPage(400);
    expect(scrollY).toBe(heroSnapY);
    act(() => vi.advanceTimersByTime(heroLockMs));
    scrollPage(400);
    expect(scrollY).toBe(400);
  });

  it("does it once per return to the top", () => {
    showProbe();
    scrollPage(240);
    act(() => vi.advanceTimersByTime(heroLockMs));
    scrollPage(600);
    expect(scrollY).toBe(600);
    expect(locked()).toBe(false);

    scrollPage(0);
    expect(screen.getByText("whole")).toBeInTheDocument();
    scrollPage(300);
    expect(scrollY).toBe(heroSnapY);
    expect(locked()).toBe(true);
  });

  it("splits only after more than 1 px of scrolling", () => {
    showProbe();
    scrollPage(240);
    act(() => vi.advanceTimersByTime(heroLockMs));
    scrollPage(1);
    expect(screen.getByText("whole")).toBeInTheDocument();
    scrollPage(2);
    expect(screen.getByText("split")).toBeInTheDocument();
  });

  it("leaves scrolling alone when focus moved below the hero", () => {
    render(
      <>
        <Probe />
        <a href="#below">Below the hero</a>
      </>,
    );
    act(() => vi.advanceTimersToNextFrame());
    act(() => screen.getByRole("link", { name: "Below the hero" }).focus());
    scrollPage(900);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(locked()).toBe(false);
  });

  it("reads the scroll position in the first frame, not while the page hydrates", () => {
    const read = vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
    render(<Probe />);
    expect(read).not.toHaveBeenCalled();
    act(() => vi.advanceTimersToNextFrame());
    expect(read).toHaveBeenCalled();
  });

  it("leaves a page that was reloaded mid-way where it is", () => {
    scrollY = 800;
    showProbe();
    expect(screen.getByText("split")).toBeInTheDocument();
    scrollPage(900);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(locked()).toBe(false);
  });

  it("does nothing at all when disabled for reduced motion", () => {
    render(<Probe enabled={false} />);
    scrollPage(240);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(locked()).toBe(false);
    expect(screen.getByText("whole")).toBeInTheDocument();
  });
});
