import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { Button, type ButtonStyleProps } from "~/components/ui/button";
import { errorFieldsIn } from "./error-summary";

/** The address of a page's application dialog (`<Dialog id="apply">`). */
export const applyAnchor = "apply";

const listeners = new Set<() => void>();
let isOpen = false;
function set(open: boolean) {
  isOpen = open;
  for (const listener of listeners) listener();
}

/**
 * Whether the page's application dialog is open. A store outside React on purpose: the dialog is
 * prerendered and hydrated on demand (an `onDemand` island), and props passed to an island that has not
 * hydrated yet would make React throw its prerendered markup away. Both sides read this instead.
 */
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

/** The dialog's open state; closed in the prerendered markup. */
export function useApplyDialogOpen(): boolean {
  return useSyncExternalStore(
    applyDialog.subscribe,
    () => isOpen,
    () => false,
  );
}

/**
 * For the page that holds the dialog: loads its code (`load`) when it opens, and opens it by itself when
 * the page is reached at `#apply` or when a post made without script came back with fields to correct
 * (`?error=`, listed in the dialog).
 */
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

type ApplyButtonProps = ButtonStyleProps & {
  onApply?: () => void;
  className?: string;
  children: ReactNode;
};

/**
 * The button that opens a page's application dialog. It sits in a form that goes to `#apply`: without
 * script a press shows the dialog's form in the page (`.ui-dialog:target`), with script it opens the dialog.
 */
export function ApplyButton({ onApply = applyDialog.open, className, children, ...style }: ApplyButtonProps) {
  return (
    <form action={`#${applyAnchor}`} className="contents">
      <Button
        {...style}
        type="submit"
        aria-haspopup="dialog"
        className={className}
        onClick={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        {children}
      </Button>
    </form>
  );
}
