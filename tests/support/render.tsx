import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { vi } from "vitest";
import type { ImageSet, ImageSource } from "~/components/ui/responsive-image";

/** Shared by the section tests only: a router for `Link`, stand-in artwork and a controllable observer. */
export function renderInRouter(ui: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub initialEntries={["/"]} />);
}

export const image = (name: string, width = 800, height = 600): ImageSource => ({
  src: `/images/${name}.webp`,
  width,
  height,
  type: "image/webp",
});

export const imageSet = (name: string): ImageSet => ({
  mobile: image(`${name}-mobile`, 640, 480),
  tablet: image(`${name}-tablet`, 1024, 640),
  desktop: image(`${name}-desktop`, 1600, 900),
});

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/**
 * Replaces IntersectionObserver; `intersect()` tells every observer its element is in view, `intersect(false)`
 * that it is out of view (the first report on a page whose section is below the fold). Undo with
 * vi.unstubAllGlobals().
 */
export function stubObserver() {
  const callbacks: Callback[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: Callback) {
        callbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return {
    intersect(isIntersecting = true) {
      act(() => callbacks.forEach((callback) => callback([{ isIntersecting }])));
    },
  };
}
