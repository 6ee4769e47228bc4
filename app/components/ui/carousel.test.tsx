import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./carousel";

// jsdom cannot measure layout, so Embla is replaced by a stand-in that keeps an index and fires "select".
const fake = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const api = {
    index: 0,
    options: undefined as unknown,
    jumps: [] as boolean[],
    selectedScrollSnap: () => api.index,
    scrollTo(index: number, jump = false) {
      api.index = index;
      api.jumps.push(jump);
      listeners.forEach((listener) => listener());
    },
    on(_event: string, listener: () => void) {
      listeners.add(listener);
      return api;
    },
    off(_event: string, listener: () => void) {
      listeners.delete(listener);
      return api;
    },
    destroy() {},
  };
  return { api, listeners };
});

const engine = vi.hoisted(() => ({ loads: 0 }));

vi.mock("embla-carousel", () => ({
  default: (_node: HTMLElement, options: unknown) => {
    engine.loads += 1;
    fake.api.options = options;
    return fake.api;
  },
}));

const slides = ["First talk", "Second talk", "Third talk"].map((text) => <p key={text}>{text}</p>);

function setup() {
  const user = userEvent.setup();
  render(<Carousel label="Team talks" slides={slides} />);
  return {
    user,
    previous: screen.getByRole("button", { name: "Previous slide" }),
    next: screen.getByRole("button", { name: "Next slide" }),
  };
}

describe("Carousel", () => {
  beforeEach(() => {
    engine.loads = 0;
    fake.api.options = undefined;
    fake.api.index = 0;
    fake.api.jumps = [];
    fake.listeners.clear();
  });

  it("is a region announced as a carousel with its label", () => {
    setup();
    const region = screen.getByRole("region", { name: "Team talks" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
  });

  it("labels every slide as n of m", () => {
    setup();
    const groups = screen.getAllByRole("group", { hidden: true });
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    groups.forEach((group) => expect(group).toHaveAttribute("aria-roledescription", "slide"));
  });

  it("uses one slide at a time, no loop and a duration of about 500 ms", async () => {
    setup();
    await waitFor(() => expect(fake.api.options).toMatchObject({ loop: false, duration: 25, slidesToScroll: 1 }));
  });

  it("disables Previous on the first slide and Next on the last", async () => {
    const { user, previous, next } = setup();
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(next).toHaveAttribute("aria-disabled", "false");
    await user.click(next);
    await user.click(next);
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(previous).toHaveAttribute("aria-disabled", "false");
  });

  it("ignores presses on a disabled button", async () => {
    const { user, previous } = setup();
    await user.click(previous);
    expect(fake.api.index).toBe(0);
  });

  it("moves one slide per press and announces the new position politely", async () => {
    const { user, next, previous } = setup();
    await user.click(next);
    await waitFor(() => expect(fake.api.index).toBe(1));
    const live = screen.getByText("Slide 2 of 3");
    expect(live).toHaveAttribute("aria-live", "polite");
    await user.click(previous);
    expect(screen.getByText("Slide 1 of 3")).toBeInTheDocument();
  });

  it("makes slides out of view inert so Tab cannot reach them", async () => {
    const { user, next } = setup();
    const [first, second] = screen.getAllByRole("group", { hidden: true });
    expect(first).not.toHaveAttribute("inert");
    expect(second).toHaveAttribute("inert");
    await user.click(next);
    expect(first).toHaveAttribute("inert");
    expect(within(second!).getByText("Second talk")).toBeInTheDocument();
    expect(second).not.toHaveAttribute("inert");
  });

  it("never moves by itself", () => {
    vi.useFakeTimers();
    setup();
    vi.advanceTimersByTime(10_000);
    expect(fake.api.index).toBe(0);
    vi.useRealTimers();
  });

  it("slides when motion is welcome and jumps when reduced motion is asked for", async () => {
    const { user, next } = setup();
    await user.click(next);
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("reduce"),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    const reduced = userEvent.setup();
    render(<Carousel label="Photos" slides={slides} />);
    await reduced.click(screen.getAllByRole("button", { name: "Next slide" })[1]!);
    await waitFor(() => expect(fake.api.jumps).toEqual([false, true]));
    vi.unstubAllGlobals();
  });

  it("shows no buttons for a single slide and loads no swipe engine for it", async () => {
    render(<Carousel label="Team talks" slides={[<p key="only">Only talk</p>]} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(engine.loads).toBe(0);
  });

  it("loads its swipe engine only when it comes near the viewport", async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    setup();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(engine.loads).toBe(0);
    expect(observers[0]?.options?.rootMargin).toMatch(/^\d+px/);
    observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await waitFor(() => expect(engine.loads).toBe(1));
    vi.unstubAllGlobals();
  });

  it("moves at the first press even before the engine has loaded", async () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { user, next } = setup();
    await user.click(next);
    expect(screen.getByText("Slide 2 of 3")).toBeInTheDocument();
    await waitFor(() => expect(fake.api.index).toBe(1));
    vi.unstubAllGlobals();
  });
});
