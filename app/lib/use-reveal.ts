import { useEffect, useRef, useState, type RefObject } from "react";
import { prefersReducedMotion } from "~/lib/media";

/** Nothing to wait for: no IntersectionObserver, or the visitor asks for less motion. */
function revealAtOnce(): boolean {
  return typeof IntersectionObserver === "undefined" || prefersReducedMotion();
}

/**
 * Tells when an element first comes into view, for the `reveal-*` classes in app.css: put the ref on
 * the element and `data-revealed={revealed}` beside the class. It reveals once and never hides again.
 *
 * The prerendered HTML and the hydrated page count as revealed, so content never waits for JavaScript
 * to be seen and hydration re-renders nothing. Once the page is shown, the observer's first report
 * hides only what is wholly out of view, to fade it in when it is scrolled to; what is on screen is
 * never hidden (that would blink the text being read and repaint the page's largest text late). The
 * observer measures off the main thread: nothing here forces a layout while the page hydrates.
 */
export function useReveal<T extends Element = HTMLDivElement>({ threshold = 0.3 }: { threshold?: number } = {}): [
  RefObject<T | null>,
  boolean,
] {
  const ref = useRef<T>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node || revealAtOnce()) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        if (first && !inView) setWaiting(true);
        if (inView) {
          setWaiting(false);
          observer.disconnect();
        }
        first = false;
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [threshold]);

  return [ref, !waiting];
}
