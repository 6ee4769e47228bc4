import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from "react";

type Importer<P> = () => Promise<{ default: ComponentType<P> }>;

// `Island` keeps the prerendered form (`keepId`, which works alone) until its code is asked for, then hydrates the
// same nodes, so typed text, focus and caret stay; its props must be stable, as a waiting boundary must not re-render.
export function onDemand<P extends object>(
  importer: Importer<P>,
  { keepId, loadAtOnce }: { keepId: string; loadAtOnce?: () => boolean },
): { Island: ComponentType<P>; load: () => void } {
  let load = () => {};
  let failed = false;
  const asked = new Promise<void>((resolve) => (load = resolve));
  const Lazy = lazy(() =>
    // On the server, or when nothing prerendered is on the page (a client-side navigation): at once.
    typeof document === "undefined" || !document.getElementById(keepId)
      ? importer()
      : // Code that cannot be fetched (offline, a new deploy) leaves the prerendered form to post without
        // script; never settling keeps React from replacing it.
        asked.then(importer).catch(() => {
          failed = true;
          // A send held back for the code is the browser's own again.
          for (const form of document.querySelectorAll<HTMLFormElement>("form[data-pending-submit]")) {
            delete form.dataset.pendingSubmit;
            form.requestSubmit();
          }
          return new Promise<never>(() => {});
        }),
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
      // A send pressed before the code came waits for it, for the form's own messages rather than the bubbles.
      const held = (event: Event) => {
        const target = event.target;
        if (!(target instanceof Node) || !node.contains(target) || failed) return;
        const form = target instanceof HTMLFormElement ? target : (target as HTMLInputElement).form;
        if (!form || form.noValidate) return;
        event.preventDefault();
        form.dataset.pendingSubmit = "";
        load();
      };
      const listening = new AbortController();
      const options = { capture: true, signal: listening.signal };
      window.addEventListener("focusin", touched, options);
      window.addEventListener("pointerdown", touched, options);
      window.addEventListener("invalid", held, options);
      window.addEventListener("submit", held, options);
      return () => listening.abort();
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

  return { Island: memo(Island) as unknown as ComponentType<P>, load };
}
