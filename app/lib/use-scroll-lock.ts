import { useEffect } from "react";

/** How many open things currently want the page locked; shared so two lockers don't undo each other. */
let lockCount = 0;
const lockedClass = "scroll-locked";

export function lockScroll(): () => void {
  lockCount += 1;
  document.body.classList.add(lockedClass);
  let released = false;
  return () => {
    // A second call to the same release must not free someone else's lock.
    if (released) return;
    released = true;
    lockCount = Math.max(0, lockCount - 1);
    if (lockCount === 0) document.body.classList.remove(lockedClass);
  };
}

/**
 * Locks page scrolling while `active` is true (the header's menu or search, a dialog); app.css styles
 * `body.scroll-locked`.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
