import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { prefersReducedMotion } from "~/lib/media";

/**
 * On every path change the page scrolls smoothly to the top (instantly when the visitor
 * asks for reduced motion). A URL with a hash scrolls to that section instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const behavior: ScrollBehavior = prefersReducedMotion() ? "instant" : "smooth";
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior, block: "start" });
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0, behavior });
  }, [pathname, hash]);

  return null;
}
