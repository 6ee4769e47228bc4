import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from "react";

type Importer<P> = () => Promise<{ default: ComponentType<P> }>;

type OnDemandOptions = {
  /** The id of an element the component renders: found on the page, it is the prerendered markup to keep. */
  keepId: string;
  /** Asked after hydration: true loads the code at once (a stored draft to restore, say). */
  loadAtOnce?: () => boolean;
};

export type OnDemand<P> = {
  /**
   * Renders the component. On the server it is written in full; in the browser the prerendered markup
   * stays as it is (a plain HTML form that works by itself) until the code is asked for: the visitor's
   * first focus or press inside it, `load()`, or `loadAtOnce`. React then hydrates the same nodes in
   * place, so nothing is swapped and typed text, focus and caret stay where they are.
   */
  Island: ComponentType<P>;
  /** Fetches the code now (a dialog opening, say). */
  load: () => void;
};

/**
 * Hydration on demand for a component whose code is heavy (the forms: their validation and phone
 * libraries). Keep the props `Island` gets stable (strings, memoised callbacks): it is memoised, and a
 * boundary that is still waiting for its code must not be re-rendered.
 */
export function onDemand<P extends object>(
  importer: Importer<P>,
  { keepId, loadAtOnce }: OnDemandOptions,
): OnDemand<P> {
  let load = () => {};
  const asked = new Promise<void>((resolve) => {
    load = () => resolve();
  });
  const Lazy = lazy(() =>
    // On the server, or when nothing prerendered is on the page (a client-side navigation): at once.
    typeof document === "undefined" || !document.getElementById(keepId)
      ? importer()
      : // Code that cannot be fetched (offline, a new deploy) leaves the prerendered form as it is: it
        // still posts without script. Never settling keeps React from replacing it.
        asked.then(importer).catch(() => new Promise<never>(() => {})),
  );

  function Island(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const node = wrapper.current;
      if (loadAtOnce?.()) load();
      if (!node) return;
      // On the window, in the capture phase: React stops the propagation of events inside a boundary
      // that has not hydrated yet, at its root, before they could reach the wrapper.
      const touched = (event: Event) => {
        if (event.target instanceof Node && node.contains(event.target)) load();
      };
      const events = ["focusin", "pointerdown"] as const;
      for (const type of events) window.addEventListener(type, touched, { capture: true });
      return () => {
        for (const type of events) window.removeEventListener(type, touched, { capture: true });
      };
    }, []);
    return (
      // `contents`: the wrapper takes no box of its own, so the page lays out as if it were not there.
      <div ref={wrapper} className="contents">
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }

  return { Island: memo(Island) as unknown as ComponentType<P>, load: () => load() };
}
