import type { HTMLInputAutoCompleteAttribute } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "~/lib/cn";
import { Field } from "./field";
import { controlClass } from "./field-styles";

type TextFieldProps = {
  label: string;
  /** The control's id (see Field). */
  id?: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: string;
  error?: string;
  type?: "text" | "email" | "url";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** The most characters the control takes (the browser's own limit; the schema says the same). */
  maxLength?: number;
  className?: string;
};

/** The registration's ref reaches the element, so focus-on-error works. */
export function TextField({
  label,
  id,
  registration,
  required,
  hint,
  error,
  type = "text",
  autoComplete,
  rows,
  maxLength,
  className,
}: TextFieldProps) {
  // The browser's own checks, for a post made without script; before the registration, so a plain form's own
  // has the last word.
  const native = { required: required || undefined, maxLength };
  const Control = rows ? "textarea" : "input";
  return (
    <Field label={label} id={id} required={required} hint={hint} error={error} className={className}>
      {(control) => (
        <Control
          {...control}
          {...native}
          {...registration}
          type={rows ? undefined : type}
          rows={rows}
          autoComplete={autoComplete}
          className={rows ? cn(controlClass, "resize-y") : controlClass}
        />
      )}
    </Field>
  );
}
