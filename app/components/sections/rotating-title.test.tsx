import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RotatingTitle } from "./rotating-title";

describe("RotatingTitle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("gives screen readers the prefix and every word once", () => {
    render(<RotatingTitle prefix="We build" words="ordering, logistics, data" />);
    expect(screen.getByRole("heading", { level: 1, name: "We build ordering, logistics, data" })).toBeInTheDocument();
  });

  it("shows the next word after a second without changing the accessible name", () => {
    render(<RotatingTitle prefix="We build" words="ordering, logistics" />);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.querySelector("[aria-hidden=true]")).toHaveTextContent("ordering");
    act(() => vi.advanceTimersByTime(1000));
    expect(heading.querySelector("[aria-hidden=true]")).toHaveTextContent("logistics");
    expect(heading).toHaveAccessibleName("We build ordering, logistics");
    expect(heading).not.toHaveAttribute("aria-live");
  });

  it("renders only the prefix when given no words", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<RotatingTitle prefix="We build" words="" as="h2" />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(/^We build\s*$/);
  });
});
