import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useReveal } from "./use-reveal";

function Card() {
  const [ref, revealed] = useReveal<HTMLDivElement>({ threshold: 0.5 });
  return (
    <div ref={ref} data-testid="card" data-revealed={revealed} className="reveal-fade-up">
      News
    </div>
  );
}

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: the test says when the element is in view. */
function stubObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit; disconnect: () => void }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      disconnect = vi.fn();
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options, disconnect: this.disconnect });
      }
      observe() {}
      unobserve() {}
    },
  );
  return {
    observers,
    intersect(isIntersecting: boolean) {
      act(() => observers.at(-1)?.callback([{ isIntersecting }]));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useReveal", () => {
  it("hides what is out of view once the page is shown, and reveals it when it comes into view", () => {
    const { intersect, observers } = stubObserver();
    render(<Card />);
    const card = screen.getByTestId("card");
    expect(card).toHaveAttribute("data-revealed", "true");
    expect(observers[0]?.options?.threshold).toBe(0.5);
    intersect(false);
    expect(card).toHaveAttribute("data-revealed", "false");
    intersect(true);
    expect(card).toHaveAttribute("data-revealed", "true");
  });

  it("keeps what is already on screen shown instead of hiding it to fade it in", () => {
    const { intersect, observers } = stubObserver();
    render(<Card />);
    intersect(true);
    expect(screen.getByTestId("card")).toHaveAttribute("data-revealed", "true");
    expect(observers[0]?.disconnect).toHaveBeenCalled();
  });

  it("never measures the page's layout itself while it hydrates", () => {
    stubObserver();
    const measure = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    render(<Card />);
    expect(measure).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it("reveals once and never hides again", () => {
    const { intersect, observers } = stubObserver();
    render(<Card />);
    intersect(false);
    intersect(true);
    expect(observers[0]?.disconnect).toHaveBeenCalled();
    intersect(false);
    expect(screen.getByTestId("card")).toHaveAttribute("data-revealed", "true");
    expect(observers).toHaveLength(1);
  });

  it("shows everything and observes nothing when the visitor asks for reduced motion", () => {
    const { observers } = stubObserver();
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    render(<Card />);
    expect(screen.getByTestId("card")).toHaveAttribute("data-revealed", "true");
    expect(observers).toHaveLength(0);
  });

  it("shows everything where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Card />);
    expect(screen.getByTestId("card")).toHaveAttribute("data-revealed", "true");
  });
});
