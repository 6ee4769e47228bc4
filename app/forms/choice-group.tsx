import type { ChangeEvent } from "react";
import type { RefCallBack, UseFormRegisterReturn } from "react-hook-form";
import { cn } from "~/lib/cn";
import type { Option } from "./model/definition";
import { ErrorList } from "./error-list";
import { describedBy, FieldHint, RequiredMark } from "./field";

// A box's or a radio's whole row is its label, so the target is large on a phone.
const choiceClass =
  "flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-muted/40 bg-white px-3 py-2 text-base text-ink transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 sm:gap-3 sm:px-3.5";
const boxClass = "size-5 shrink-0 accent-brand-700 focus-visible:outline-none";

/** What a Controller's render gets for a group of boxes: its list of choices. */
type Controlled = { value: unknown; onChange: (value: string[]) => void; onBlur: () => void; ref: RefCallBack };

type Wiring =
  /** Every box or radio posts under the field's name; react-hook-form reads the ticked boxes as a list. */
  | { registration: UseFormRegisterReturn; controlled?: undefined; names?: undefined }
  /** Each box posts under its own name, as a post made without script carries them; the choices are one list. */
  | { controlled: Controlled; names: readonly string[]; registration?: undefined };

type GroupProps = {
  id: string;
  legend: string;
  required?: boolean;
  hint?: string;
  error?: string;
  options: readonly Option[];
  /** Radios are a radiogroup, which can then say it is required; boxes a plain group. */
  type?: "checkbox" | "radio";
} & Wiring;

/** A fieldset, so its legend, hint and error are read out on entering it. */
export function ChoiceGroup({
  id,
  legend,
  required = false,
  hint,
  error,
  options,
  type = "checkbox",
  ...wiring
}: GroupProps) {
  const radio = type === "radio";
  const { controlled, names } = wiring;
  const chosen: unknown[] = Array.isArray(controlled?.value) ? controlled.value : [];
  // A few short choices sit in one row, a long list in two or three; a vacancy's own may be long: two at most.
  const columns =
    radio || names
      ? "grid-cols-1 sm:grid-cols-2"
      : options.length > 3
        ? "grid-cols-2 sm:grid-cols-3"
        : "grid-cols-1 min-[420px]:grid-cols-3";
  return (
    <fieldset
      id={id}
      role={radio ? "radiogroup" : undefined}
      aria-required={(radio && required) || undefined}
      // A radio says nothing of its own validity: its group does. A box says it itself.
      aria-invalid={(radio && error && true) || undefined}
      aria-describedby={describedBy(id, hint, error)}
      className="flex flex-col gap-1.5 sm:col-span-2"
    >
      <legend className="text-sm font-semibold text-ink">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldHint id={id} hint={hint} />
      <div className={cn("mt-1.5 grid gap-2", columns)}>
        {options.map((option, index) => {
          const boxId = `${id}-${names ? index + 1 : option.value}`;
          return (
            <label key={option.value} htmlFor={boxId} className={choiceClass}>
              <input
                {...(wiring.controlled
                  ? {
                      name: wiring.names[index],
                      ref: index === 0 ? wiring.controlled.ref : undefined,
                      checked: chosen.includes(option.value),
                      // Kept in the options' order, whatever the order of the ticks.
                      onChange: (event: ChangeEvent<HTMLInputElement>) =>
                        wiring.controlled.onChange(
                          options
                            .map(({ value }) => value)
                            .filter((value) =>
                              value === option.value ? event.target.checked : chosen.includes(value),
                            ),
                        ),
                      onBlur: wiring.controlled.onBlur,
                    }
                  : wiring.registration)}
                required={(radio && required) || undefined}
                id={boxId}
                type={type}
                value={option.value}
                aria-invalid={(!radio && error && true) || undefined}
                className={boxClass}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <ErrorList id={`${id}-error`} errors={error ? [error] : []} />
    </fieldset>
  );
}
