import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useScrollLock } from "~/lib/use-scroll-lock";
import { Icon } from "./icon";

type DialogProps = {
  open: boolean;
  /** Called for every way out (× button, Escape, a press on the backdrop); the caller sets `open` false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  /** A number is pixels (the member dialog uses 920); a string is any CSS length, e.g. "48rem". */
  maxWidth?: number | string;
  className?: string;
  /**
   * The dialog's address on the page (`#id`). Without script a link or form to it shows the dialog's
   * content in the page's flow instead (`.ui-dialog:target` in app.css), so what it holds still works.
   */
  id?: string;
};

/**
 * A modal on the native <dialog>: showModal() gives the top layer, the inert page behind and the
 * Tab trap for free. Open and close animate in CSS (`.ui-dialog` in app.css).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel = "Close modal",
  maxWidth = 920,
  className,
  id,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressOnBackdrop = useRef(false);
  const titleId = useId();
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Browsers differ on where focus goes after close(); the visitor must land back on the opener.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    // The backdrop press is a pointer shortcut; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      style={{ maxWidth: typeof maxWidth === "number" ? `${maxWidth}px` : maxWidth }}
      className={cn(
        "ui-dialog m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-hidden rounded-card bg-white p-0 text-ink shadow-overlay",
        className,
      )}
      onCancel={(event) => {
        // Escape: keep the dialog controlled by `open`, so state and screen never disagree.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // Closed by the browser itself (a repeated Escape cannot be cancelled): sync the state.
        if (open) onClose();
      }}
      onPointerDown={(event) => {
        pressOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The content fills the dialog box, so only the ::backdrop reports the dialog itself as target.
        // A drag that starts inside (selecting text) and ends outside does not count.
        if (pressOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressOnBackdrop.current = false;
      }}
    >
      <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain px-5 pt-14 pb-8 sm:px-10 sm:pt-12 sm:pb-10">
        <button
          type="button"
          aria-label={closeLabel}
          onClick={onClose}
          className="ui-dialog-close absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-surface-muted text-ink transition-colors hover:bg-brand-900 hover:text-white"
        >
          <Icon name="x" className="size-5" />
        </button>
        <h2 id={titleId} className="pr-8 text-2xl leading-tight font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        <div className="mt-5">{children}</div>
      </div>
    </dialog>
  );
}
