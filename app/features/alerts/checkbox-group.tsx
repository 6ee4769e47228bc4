import type { UseFormRegisterReturn } from "react-hook-form";
import { ErrorList } from "~/forms/error-list";
import type { AlertOption } from "./options";

type CheckboxGroupProps = {
  id?: string;
  /** Every box posts under its name (repeated once per ticked box); react-hook-form reads them as a list. */
  registration: UseFormRegisterReturn;
  legend: string;
  hint: string;
  options: readonly AlertOption[];
  error?: string;
  /** The grid's columns by width: a few short choices sit in one row, a long list in two or three. */
  columns?: string;
};

/** The id of one box. */
export const checkboxId = (name: string, optionId: string) => `alert-${name}-${optionId}`;

/**
 * A group of checkboxes under one question: a fieldset named by its legend, the hint and any error read
 * out on entering the group. Each box's whole row is its label, so the target is large on a phone.
 */
export function CheckboxGroup({
  id,
  registration,
  legend,
  hint,
  options,
  error,
  columns = "grid-cols-2 sm:grid-cols-3",
}: CheckboxGroupProps) {
  const { name } = registration;
  const hintId = `alert-${name}-hint`;
  const errorId = `alert-${name}-error`;
  return (
    <fieldset
      id={id}
      aria-describedby={[hintId, error && errorId].filter(Boolean).join(" ")}
      className="flex flex-col gap-1.5"
    >
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        {hint}
      </p>
      <ErrorList id={errorId} errors={error ? [error] : []} />
      <div className={`mt-1.5 grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.id}
            htmlFor={checkboxId(name, option.id)}
            className="flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-muted/40 bg-white px-3 py-2 text-base text-ink transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 sm:gap-3 sm:px-3.5"
          >
            <input
              {...registration}
              id={checkboxId(name, option.id)}
              type="checkbox"
              value={option.id}
              className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
