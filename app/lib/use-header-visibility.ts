import { useEffect, useState } from "react";

/** The header is always shown within this many pixels of the top. */
export const topZone = 10;

type ScrollState = { hidden: boolean; atTop: boolean };

/**
 * Hide the header while the visitor scrolls down, show it when they scroll up or come
 * within `topZone` px of the top. `pinned` (menu or search open, focus inside the header) keeps it shown.
 * One passive listener, at most one state update per animation frame.
 */
export function useHeaderVisibility(pinned: boolean): ScrollState {
  // Starts as "at the top, shown" so the prerendered HTML and the first client render agree.
  const [state, setState] = useState<ScrollState>({ hidden: false, atTop: true });

  useEffect(() => {
    // Read in the first frame, not here: reading the scroll position forces a layout, and while the page
    // hydrates that layout would lengthen the task that runs every effect.
    let last: number | undefined;
    let frame = 0;

    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const atTop = y <= topZone;
      const direction = last === undefined ? 0 : Math.sign(y - last);
      last = y;
      setState((prev) => {
        const hidden = atTop ? false : direction > 0 ? true : direction < 0 ? false : prev.hidden;
        return hidden === prev.hidden && atTop === prev.atTop ? prev : { hidden, atTop };
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };

    // A reload can land mid-page: read the real position once after mount.
    frame = requestAnimationFrame(update);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return { hidden: state.hidden && !pinned, atTop: state.atTop };
}
