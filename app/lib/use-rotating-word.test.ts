import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseWords, useRotatingWord } from "./use-rotating-word";

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe("parseWords", () => {
  it("splits on commas and trims each word", () => {
    expect(parseWords(" ordering, logistics ,data,, ")).toEqual(["ordering", "logistics", "data"]);
  });

  it("rejects anything that is not a string with words", () => {
    expect(parseWords(42)).toBeNull();
    expect(parseWords(" , ")).toBeNull();
    expect(parseWords(["a", "b"])).toBeNull();
  });
});

describe("useRotatingWord", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("moves to the next word every second and starts again after the last", () => {
    const { result } = renderHook(() => useRotatingWord("ordering, logistics, data"));
    expect(result.current).toBe("ordering");
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe("ordering");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("logistics");
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe("data");
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe("ordering");
  });

  it("keeps the first word when reduced motion is asked for", () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useRotatingWord("ordering, logistics, data"));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe("ordering");
  });

  it("logs an error and returns an empty word for wrong data", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = renderHook(() => useRotatingWord(undefined));
    expect(result.current).toBe("");
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("logs an error for a string without words", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = renderHook(() => useRotatingWord(" , "));
    expect(result.current).toBe("");
    expect(error).toHaveBeenCalled();
  });

  it("stops its timer when unmounted", () => {
    const { unmount } = renderHook(() => useRotatingWord("a, b"));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
