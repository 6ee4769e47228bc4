import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "~/lib/cn";
import type { Option } from "./definition";
import { ErrorList } from "./error-list";
import { describedBy, FieldHint, RequiredMark } from "./field";

// A box's or a radio's whole row is its label, so the target is large on a phone.
export const choiceClass =
  "flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-muted/40 bg-white px-3 py-2 text-base text-ink transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 sm:gap-3 sm:px-3.5";
export const boxClass = "size-5 shrink-0 accent-brand-700 focus-visible:outline-none";

type GroupProps = {
  id: string;
  legend: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** radiogroup for Yes/No, which can then say it is required; a plain group for boxes. */
  role?: "radiogroup";
  /** The grid's columns by width: a few short choices sit in one row, a long list in two or three. */
  columns?: string;
  children: ReactNode;
};

/** A fieldset, so its legend, hint and error are read out on entering it. */
export function ChoiceGroup({
  id,
  legend,
  required = false,
  hint,
  error,
  role,
  columns = "grid-cols-1 sm:grid-cols-2",
  children,
}: GroupProps) {
  return (
    <fieldset
      id={id}
      role={role}
      aria-required={(role && required) || undefined}
      // A radio says nothing of its own validity: its group does. A box says it itself.
      aria-invalid={(role && error && true) || undefined}
      aria-describedby={describedBy(id, hint, error)}
      className="flex flex-col gap-1.5 sm:col-span-2"
    >
      <legend className="text-sm font-semibold text-ink">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldHint id={id} hint={hint} />
      <div className={cn("mt-1.5 grid gap-2", columns)}>{children}</div>
      <ErrorList id={`${id}-error`} errors={error ? [error] : []} />
    </fieldset>
  );
}

/** Every box posts under the field's name, repeated once per ticked box; react-hook-form reads them as a list. */
export function CheckboxGroup({
  id,
  legend,
  hint,
  error,
  options,
  registration,
}: Omit<GroupProps, "children" | "columns" | "role"> & {
  options: readonly Option[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <ChoiceGroup
      id={id}
      legend={legend}
      hint={hint}
      error={error}
      columns={options.length > 3 ? "grid-cols-2 sm:grid-cols-3" : "grid-cols-1 min-[420px]:grid-cols-3"}
    >
      {options.map((option) => (
        <label key={option.value} htmlFor={`${id}-${option.value}`} className={choiceClass}>
          <input
            {...registration}
            id={`${id}-${option.value}`}
            type="checkbox"
            value={option.value}
            aria-invalid={error ? true : undefined}
            className={boxClass}
          />
          {option.label}
        </label>
      ))}
    </ChoiceGroup>
  );
}
