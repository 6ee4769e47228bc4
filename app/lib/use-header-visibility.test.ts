import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useHeaderVisibility } from "./use-header-visibility";

let frames: FrameRequestCallback[] = [];

function flushFrames() {
  act(() => {
    const pending = frames;
    frames = [];
    pending.forEach((callback) => callback(performance.now()));
  });
}

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
  flushFrames();
}

beforeEach(() => {
  frames = [];
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, "cancelAnimationFrame").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function setup(pinned = false) {
  const hook = renderHook(({ pinned: p }) => useHeaderVisibility(p), { initialProps: { pinned } });
  flushFrames();
  return hook;
}

describe("useHeaderVisibility", () => {
  it("reads the scroll position in the first frame, not while the page hydrates", () => {
    const read = vi.fn(() => 0);
    Object.defineProperty(window, "scrollY", { get: read, configurable: true });
    renderHook(() => useHeaderVisibility(false));
    expect(read).not.toHaveBeenCalled();
    flushFrames();
    expect(read).toHaveBeenCalled();
  });

  it("keeps the header shown on a page reloaded mid-way until the visitor scrolls", () => {
    Object.defineProperty(window, "scrollY", { value: 900, configurable: true });
    const { result } = setup();
    expect(result.current).toEqual({ hidden: false, atTop: false });
    scrollTo(1200);
    expect(result.current.hidden).toBe(true);
  });

  it("starts shown and at the top", () => {
    const { result } = setup();
    expect(result.current).toEqual({ hidden: false, atTop: true });
  });

  it("hides when scrolling down and shows when scrolling up", () => {
    const { result } = setup();
    scrollTo(300);
    expect(result.current).toEqual({ hidden: true, atTop: false });
    scrollTo(250);
    expect(result.current).toEqual({ hidden: false, atTop: false });
  });

  it("shows within 10 px of the top even while scrolling down", () => {
    const { result } = setup();
    scrollTo(400);
    expect(result.current.hidden).toBe(true);
    scrollTo(10);
    expect(result.current).toEqual({ hidden: false, atTop: true });
    scrollTo(11);
    expect(result.current.hidden).toBe(true);
  });

  it("stays shown while pinned", () => {
    const { result, rerender } = setup(true);
    scrollTo(500);
    expect(result.current.hidden).toBe(false);
    rerender({ pinned: false });
    expect(result.current.hidden).toBe(true);
  });

  it("updates at most once per animation frame", () => {
    setup();
    Object.defineProperty(window, "scrollY", { value: 100, configurable: true });
    act(() => {
      window.dispatchEvent(new Event("scroll"));
      window.dispatchEvent(new Event("scroll"));
      window.dispatchEvent(new Event("scroll"));
    });
    expect(frames).toHaveLength(1);
  });

  it("stops listening when unmounted", () => {
    const { result, unmount } = setup();
    unmount();
    scrollTo(600);
    expect(result.current.hidden).toBe(false);
  });
});
