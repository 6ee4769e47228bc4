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

/** For the eye only: aria-required on the control says it to assistive technology. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="text-sm text-ink-muted">
      {hint}
    </p>
  ) : null;
}

/** The ids a control of this id is described by: its hint and its error, when it has them. */
export const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

/** The control comes from a render function so inputs, textareas, selects and the phone input share one wiring. */
export function Field({ label, id: givenId, required, hint, error, className, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldHint id={id} hint={hint} />
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, hint, error),
        "aria-required": required ? true : undefined,
      })}
      <ErrorList id={`${id}-error`} errors={error ? [error] : []} />
    </div>
  );
}
