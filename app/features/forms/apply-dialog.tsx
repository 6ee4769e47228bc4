import { useCallback, useState, type ReactNode } from "react";
import { Button, type ButtonStyleProps } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { useErrorFields } from "./error-summary";

/** The address of a page's application dialog (`<Dialog id="apply">`). */
export const applyAnchor = "apply";

type ApplyButtonProps = ButtonStyleProps & {
  onApply: () => void;
  className?: string;
  children: ReactNode;
};

/**
 * The button that opens a page's application dialog. It sits in a form that goes to `#apply`: without
 * script a press shows the dialog's form in the page (`.ui-dialog:target`), with script it opens the dialog.
 */
export function ApplyButton({ onApply, className, children, ...style }: ApplyButtonProps) {
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

/**
 * The open state of a page's application dialog. It opens by itself when the page is reached at `#apply`
 * or when a post made without script came back with fields to correct (`?error=`, listed in the dialog).
 */
export function useApplyDialog() {
  // null until the visitor opens or closes it: then it follows the page's address.
  const [chosen, setOpen] = useState<boolean | null>(null);
  const errorFields = useErrorFields();
  const hydrated = useHydrated();
  const open = chosen ?? (hydrated && (errorFields.length > 0 || window.location.hash === `#${applyAnchor}`));
  const openDialog = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    // A reload after closing must not open it again.
    if (window.location.hash === `#${applyAnchor}`)
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }, []);
  return { open, openDialog, close, errorFields };
}
