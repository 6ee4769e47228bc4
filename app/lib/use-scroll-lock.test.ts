import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lockScroll, useScrollLock } from "./use-scroll-lock";

const locked = () => document.body.classList.contains("scroll-locked");

describe("useScrollLock", () => {
  it("locks the page while active and unlocks when inactive", () => {
    const { rerender } = renderHook(({ active }) => useScrollLock(active), { initialProps: { active: false } });
    expect(locked()).toBe(false);
    rerender({ active: true });
    expect(locked()).toBe(true);
    rerender({ active: false });
    expect(locked()).toBe(false);
  });

  it("unlocks when the locking component unmounts", () => {
    const { unmount } = renderHook(() => useScrollLock(true));
    expect(locked()).toBe(true);
    unmount();
    expect(locked()).toBe(false);
  });

  it("keeps the page locked until the last of two lockers lets go", () => {
    const first = renderHook(() => useScrollLock(true));
    const second = renderHook(() => useScrollLock(true));
    first.unmount();
    expect(locked()).toBe(true);
    second.unmount();
    expect(locked()).toBe(false);
  });

  it("ignores a second release of the same lock", () => {
    const releaseA = lockScroll();
    const releaseB = lockScroll();
    releaseA();
    releaseA();
    expect(locked()).toBe(true);
    releaseB();
    expect(locked()).toBe(false);
  });
});
