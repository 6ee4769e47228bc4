import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VideoFacade } from "./video-facade";

const poster = { src: "/images/glo-poster.webp", width: 1280, height: 720 };
const title = "Youth Leadership and Sustainability with GLO";

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("VideoFacade", () => {
  it("shows a poster and a play button, and no player, until play is pressed", () => {
    const { container } = render(<VideoFacade url="https://youtu.be/dQw4w9WgXcQ" title={title} poster={poster} />);
    expect(screen.getByRole("button", { name: `Play video: ${title}` })).toBeInTheDocument();
    expect(container.querySelector("img")).toHaveAttribute("src", poster.src);
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("loads the privacy-enhanced YouTube player when play is pressed", async () => {
    render(<VideoFacade url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title={title} poster={poster} />);
    await userEvent.click(screen.getByRole("button", { name: `Play video: ${title}` }));
    const frame = screen.getByTitle(title);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(frame).toHaveFocus();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("loads the Vimeo player without tracking when play is pressed", async () => {
    render(<VideoFacade url="https://vimeo.com/76979871" title={title} poster={poster} />);
    expect(document.querySelector("iframe")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: `Play video: ${title}` }));
    expect(screen.getByTitle(title)).toHaveAttribute("src", "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1");
  });

  it("plays any other link as a muted looping background video", () => {
    preferReducedMotion(false);
    const { container } = render(<VideoFacade url="/media/kitchen.mp4" title={title} poster={poster} />);
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("src", "/media/kitchen.mp4");
    expect(video).toHaveAttribute("autoplay");
    expect(video).toHaveAttribute("loop");
    expect(video).toHaveAttribute("playsinline");
    expect(video?.muted).toBe(true);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows only the poster when the visitor asks for reduced motion", () => {
    preferReducedMotion(true);
    const { container } = render(<VideoFacade url="/media/kitchen.mp4" title={title} poster={poster} />);
    expect(container.querySelector("video")).toBeNull();
    expect(screen.getByRole("img", { name: title })).toHaveAttribute("src", poster.src);
  });

  it("shows only the poster for a video link it cannot read", () => {
    const { container } = render(<VideoFacade url="https://www.youtube.com/watch" title={title} poster={poster} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector("iframe, video")).toBeNull();
    expect(screen.getByRole("img", { name: title })).toBeInTheDocument();
  });
});
