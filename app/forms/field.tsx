import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { ErrorList } from "./error-list";

/** What a control needs to be named, described and marked invalid or required. */
export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
};

type FieldProps = {
  label: string;
  /** The control's id, for a page that links to it (an error summary); a generated one otherwise. */
  id?: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * Label, hint, control and errors, wired together (epic-stack's Field). The control comes from a
 * render function so inputs, textareas, selects and the phone input share one wiring.
 */
export function Field({ label, id: givenId, required, hint, error, className, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {/* The star is for the eye; aria-required on the control says it to assistive technology. */}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        "aria-required": required ? true : undefined,
      })}
      <ErrorList id={errorId} errors={error ? [error] : []} />
    </div>
  );
}
