import type { HTMLInputAutoCompleteAttribute, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import type { TextFieldDefinition } from "./model/definition";

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
  children: (control: ReturnType<typeof controlProps>) => ReactNode;
};

/** For the eye only: aria-required on the control says it to assistive technology. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** Says once, at the top of a form, what the star next to a label means. */
export function RequiredNote() {
  return (
    <p className="text-sm text-ink-muted">
      Fields marked <span className="font-semibold text-red-700">*</span> are required.
    </p>
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

/** The control comes from a render function so inputs, textareas, selects and the phone input share one wiring. */
export function Field({ label, id, required, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldHint id={id} hint={hint} />
      {children(controlProps(id, required, hint, error))}
      <ErrorList id={`${id}-error`} errors={error ? [error] : []} />
    </div>
  );
}

type TextFieldProps = {
  field: TextFieldDefinition;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
  /** Across both columns by default for a textarea or a `wide` field. */
  className?: string;
};

/** A line or a textarea; the registration's ref reaches the element, so focus-on-error works. */
export function TextField({ field, id, registration, error, label = field.label, className }: TextFieldProps) {
  const { kind, hint, maxLength } = field;
  const required = Boolean(field.messages.required);
  const rows = kind === "textarea" ? (field.rows ?? 5) : undefined;
  const Control = rows ? "textarea" : "input";
  return (
    <Field
      label={label}
      id={id}
      required={required}
      hint={hint}
      error={error}
      className={className ?? (rows || field.wide ? "sm:col-span-2" : undefined)}
    >
      {(control) => (
        <Control
          {...control}
          // The browser's checks, for a post made without script; before the registration, which has the last word.
          required={required || undefined}
          maxLength={maxLength}
          {...registration}
          type={rows ? undefined : kind === "email" || kind === "url" ? kind : "text"}
          rows={rows}
          autoComplete={field.autoComplete as HTMLInputAutoCompleteAttribute | undefined}
          className={rows ? cn(controlClass, "resize-y") : controlClass}
        />
      )}
    </Field>
  );
}
