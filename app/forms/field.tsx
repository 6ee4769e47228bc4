import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** The look every text control shares, matching the site's Select. */
export const controlClass =
  "min-h-12 w-full rounded-xl border border-ink-muted/70 bg-white px-4 py-2.5 text-base text-ink shadow-xs transition-colors hover:border-brand-400 focus-visible:border-brand-600 aria-invalid:border-red-700";

/** What a control needs to be named, described and marked invalid or required. */
export const controlProps = (id: string, required?: boolean, hint?: string, error?: string) => ({
  id,
  "aria-invalid": error ? (true as const) : undefined,
  "aria-describedby": [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined,
  "aria-required": required ? (true as const) : undefined,
});

type FieldProps = {
  label: string;
  id: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
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

export function ErrorList({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} className="flex flex-col gap-1 text-sm font-medium text-red-700">
      {errors.map((error) => (
        <li key={error} className="flex items-start gap-1.5">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </li>
      ))}
    </ul>
  );
}

/** A labelled control's frame; the control carries `controlProps` of the same id, hint and error. */
export function Field({ label, id, required, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldHint id={id} hint={hint} />
      {children}
      <ErrorList id={`${id}-error`} errors={error ? [error] : []} />
    </div>
  );
}
