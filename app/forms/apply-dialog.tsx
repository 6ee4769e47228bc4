import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { Button, type ButtonStyleProps } from "~/components/ui/button";
import { errorFieldsIn } from "./error-summary";

export const applyAnchor = "apply";

const listeners = new Set<() => void>();
let isOpen = false;
function set(open: boolean) {
  isOpen = open;
  for (const listener of listeners) listener();
}

/** Outside React: new props for an island not yet hydrated would make React throw its prerendered markup away. */
export const applyDialog = {
  open: () => set(true),
  close: () => {
    set(false);
    // A reload after closing must not open it again.
    if (window.location.hash === `#${applyAnchor}`)
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Closed in the prerendered markup. */
export function useApplyDialogOpen(): boolean {
  return useSyncExternalStore(
    applyDialog.subscribe,
    () => isOpen,
    () => false,
  );
}

/** For the page that holds the dialog: it opens at `#apply`, or when a post without script came back to correct. */
export function useApplyDialog(load: () => void) {
  const open = useApplyDialogOpen();
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  useEffect(() => {
    if (errorFieldsIn(window.location.search).length > 0 || window.location.hash === `#${applyAnchor}`)
      applyDialog.open();
    // A page left with the dialog open does not open it on the next.
    return () => set(false);
  }, []);
}

type ApplyButtonProps = ButtonStyleProps & { className?: string; children: ReactNode };

/** In a form that goes to `#apply`, so without script a press shows the dialog's form in the page. */
export function ApplyButton({ className, children, ...style }: ApplyButtonProps) {
  return (
    <form action={`#${applyAnchor}`} className="contents">
      <Button
        {...style}
        type="submit"
        aria-haspopup="dialog"
        className={className}
        onClick={(event) => {
          event.preventDefault();
          applyDialog.open();
        }}
      >
        {children}
      </Button>
    </form>
  );
}
