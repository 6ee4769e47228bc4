import { useEffect, useState, type RefObject } from "react";
import { lockScroll } from "~/lib/use-scroll-lock";

/** How long the page stays put after the first scroll away from the top. */
export const heroLockMs = 500;
/** Where that first scroll lands. */
export const heroSnapY = 5;
/** The hero splits into text plus video once the page has scrolled further than this. */
export const heroSplitY = 1;

/**
 * The home hero's scroll: the first scroll away from the top lands at 5 px and holds the page there for
 * 500 ms while the hero splits into text plus video; it happens again only after a return to the top.
 * Returns whether the hero is split. `enabled` is false under reduced motion (and in the prerendered
 * HTML), and then nothing happens at all.
 *
 * Scrolling caused by keyboard focus moving below the hero is left alone, so a Tab press never
 * drags the focused element out of view.
 */
export function useHeroScroll(enabled: boolean, hero: RefObject<HTMLElement | null>): boolean {
  const [split, setSplit] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    // Read in the first frame below, not here: reading the scroll position forces a layout, and while the
    // page hydrates that layout would lengthen the task that runs every effect.
    let armed: boolean | undefined;
    let release: (() => void) | undefined;
    let timer = 0;

    const focusAllows = () => {
      const focused = document.activeElement;
      return !focused || focused === document.body || Boolean(hero.current?.contains(focused));
    };

    const update = () => {
      const y = window.scrollY;
      if (release) {
        // A scroll already under way (wheel or touch momentum) must not carry the page past the stop.
        if (y !== heroSnapY) window.scrollTo({ top: heroSnapY, behavior: "instant" });
      } else if (y <= 0) {
        armed = true;
      } else if (armed === true && focusAllows()) {
        armed = false;
        window.scrollTo({ top: heroSnapY, behavior: "instant" });
        release = lockScroll();
        timer = window.setTimeout(() => {
          release?.();
          release = undefined;
        }, heroLockMs);
      }
      setSplit(window.scrollY > heroSplitY);
    };

    // A reload can land mid-page: read the real position once, in the frame the browser lays out anyway.
    const frame = requestAnimationFrame(() => {
      const y = window.scrollY;
      armed ??= y <= 0;
      setSplit(y > heroSplitY);
    });
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      release?.();
    };
  }, [enabled, hero]);

  return enabled && split;
}
