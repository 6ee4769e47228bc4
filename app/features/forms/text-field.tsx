import type { HTMLInputAutoCompleteAttribute } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "~/lib/cn";
import { Field } from "./field";
import { controlClass } from "./field-styles";

type TextFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: string;
  error?: string;
  type?: "text" | "email";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  className?: string;
};

/** A labelled text input or textarea registered with react-hook-form (the ref reaches the element, so focus-on-error works). */
export function TextField({
  label,
  registration,
  required,
  hint,
  error,
  type = "text",
  autoComplete,
  rows,
  className,
}: TextFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            {...registration}
            rows={rows}
            autoComplete={autoComplete}
            className={cn(controlClass, "resize-y")}
          />
        ) : (
          <input {...control} {...registration} type={type} autoComplete={autoComplete} className={controlClass} />
        )
      }
    </Field>
  );
}
