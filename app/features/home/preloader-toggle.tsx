import { useState } from "react";
import { useLocation } from "react-router";
import { Preloader } from "~/components/ui/preloader";
import { useHydrated } from "~/lib/use-hydrated";

/** Where the preloader's debug toggle shows: development builds, or any build opened with ?debug=1. */
export function debugAllowed(search: string, dev: boolean = import.meta.env.DEV): boolean {
  return dev || new URLSearchParams(search).get("debug") === "1";
}

/**
 * The home page's "Toggle Preloader" button: shows or hides the full-screen preloader. The query string is read
 * only after hydration, so the prerendered HTML and the first client render agree. The button sits
 * above the preloader (z-index 1001) so the preloader can be hidden again.
 */
export function PreloaderToggle() {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [shown, setShown] = useState(false);
  if (!hydrated || !debugAllowed(search)) return null;
  return (
    <>
      {shown && <Preloader />}
      <button
        type="button"
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
        className="fixed top-20 left-4 z-[1001] rounded-full border-2 border-brand-900 bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-card transition-colors hover:bg-brand-50 lg:top-24"
      >
        Toggle Preloader
      </button>
    </>
  );
}
