import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { prefersReducedMotion } from "~/lib/media";

const noSubscription = () => () => {};

/** Nothing to wait for: no IntersectionObserver, or the visitor asks for less motion. */
function revealAtOnce(): boolean {
  return typeof IntersectionObserver === "undefined" || prefersReducedMotion();
}

/**
 * Tells when an element first comes into view, for the `reveal-*` classes in app.css: put the ref on
 * the element and `data-revealed={revealed}` beside the class. It reveals once and never hides again.
 * The prerendered HTML counts as revealed, so content never waits for JavaScript to be seen; after
 * hydration what is still out of view hides and comes in when it is scrolled to.
 */
export function useReveal<T extends Element = HTMLDivElement>({ threshold = 0.3 }: { threshold?: number } = {}): [
  RefObject<T | null>,
  boolean,
] {
  const ref = useRef<T>(null);
  const atOnce = useSyncExternalStore(noSubscription, revealAtOnce, () => true);
  const [seen, setSeen] = useState(false);
  const revealed = atOnce || seen;

  // Before the first paint after hydration: what is already on screen stays shown. Hiding it to fade it back
  // in would blink the content the visitor is reading and repaint the page's largest text late (LCP).
  useLayoutEffect(() => {
    const node = ref.current;
    if (revealed || !node) return;
    const { top, bottom } = node.getBoundingClientRect();
    if (top < window.innerHeight && bottom > 0) setSeen(true);
  }, [revealed]);

  useEffect(() => {
    const node = ref.current;
    if (revealed || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [revealed, threshold]);

  return [ref, revealed];
}
