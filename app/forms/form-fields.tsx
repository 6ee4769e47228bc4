import type { ComponentProps, HTMLInputAutoCompleteAttribute } from "react";
import PhoneInput from "react-phone-number-input";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { NativeSelect } from "~/components/ui/select";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";
import type { CvDropzone } from "./cv-dropzone";
import { controlClass, controlProps, ErrorList, Field, FieldHint, RequiredMark } from "./field";
import type { FieldDefinition, Option } from "./model/definition";
import type { FormName } from "./model/definitions/index";
import { defaultPhoneCountry, phoneNumberFor } from "./model/phone-number";
import { fieldId } from "./field-ids";

/** The phone library's stylesheet is unlayered, so it is tuned through its own custom properties. */
const phoneInputClass =
  "gap-2 [--PhoneInput-color--focus:var(--color-brand-700)] [--PhoneInputCountrySelectArrow-borderWidth:2px] [--PhoneInputCountrySelectArrow-color:var(--color-brand-700)] [--PhoneInputCountrySelectArrow-marginLeft:0.625rem] [--PhoneInputCountrySelectArrow-opacity:1] [--PhoneInputCountrySelectArrow-width:0.4em] [--PhoneInputCountryFlag-aspectRatio:1.75] [--PhoneInputCountryFlag-backgroundColor--loading:transparent] [--PhoneInputCountryFlag-borderWidth:0px] [--PhoneInputCountryFlag-height:1.25em] [--PhoneInputCountrySelect-marginRight:0px] [&_.PhoneInputCountry]:min-h-12 [&_.PhoneInputCountry]:rounded-xl [&_.PhoneInputCountry]:border [&_.PhoneInputCountry]:border-ink-muted/70 [&_.PhoneInputCountry]:bg-white [&_.PhoneInputCountry]:px-3 [&_.PhoneInputCountry:has(select:focus-visible)]:outline-3 [&_.PhoneInputCountry:has(select:focus-visible)]:outline-offset-3 [&_.PhoneInputCountry:has(select:focus-visible)]:outline-accent-500 [&_.PhoneInputCountry:hover]:border-brand-400";

/** The country code in place of a flag: the flag images' host is outside the CSP, and flag emoji often show as boxes. */
const CountryCode = ({ country }: { country: string }) => (
  <span className="block text-center text-sm leading-[1.25rem] font-semibold text-ink">{country}</span>
);

/** A phone typed before the script came, read as the server reads a post made without script; "" if no number. */
export function phoneFromPage(values: Record<string, unknown>, form: HTMLFormElement): Record<string, unknown> {
  if (!("phone" in values)) return values;
  const chosen = form.querySelector<HTMLSelectElement>("select.PhoneInputCountrySelect")?.value;
  return { ...values, phone: typeof values.phone === "string" ? (phoneNumberFor(values.phone, chosen) ?? "") : "" };
}

// A box's or a radio's whole row is its label, so the target is large on a phone.
const choiceClass =
  "flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-muted/40 bg-white px-3 py-2 text-base text-ink transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 sm:gap-3 sm:px-3.5";

type GroupProps = {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  error?: string;
  options: readonly Option[];
  /** Radios are a radiogroup, which can then say it is required; boxes a plain group. */
  type?: "checkbox" | "radio";
  /** Every box's wiring to the form: one name, a value each. */
  input: ComponentProps<"input">;
};

/** A fieldset, so its legend, hint and error are read out on entering it. */
function ChoiceGroup({ id, label, required, hint, error, options, type = "checkbox", input }: GroupProps) {
  const radio = type === "radio";
  // A few short choices sit in one row, a long list in two or three; long labels (a vacancy's own) two at most.
  const columns =
    radio || options.some((option) => option.label.length > 24)
      ? "grid-cols-1 sm:grid-cols-2"
      : options.length > 3
        ? "grid-cols-2 sm:grid-cols-3"
        : "grid-cols-1 min-[420px]:grid-cols-3";
  return (
    <fieldset
      {...controlProps(id, radio && required, hint, error)}
      role={radio ? "radiogroup" : undefined}
      // A radio says nothing of its own validity: its group does. A box says it itself.
      aria-invalid={(radio && error && true) || undefined}
      className="flex flex-col gap-1.5 sm:col-span-2"
    >
      <legend className="text-sm font-semibold text-ink">
        {label}
        {required && <RequiredMark />}
      </legend>
      <FieldHint id={id} hint={hint} />
      <div className={cn("mt-1.5 grid gap-2", columns)}>
        {options.map((option, index) => {
          // By position: a value may be any text (a vacancy's own choices).
          const boxId = `${id}-${index + 1}`;
          return (
            <label key={option.value} htmlFor={boxId} className={choiceClass}>
              <input
                {...input}
                required={(radio && required) || undefined}
                id={boxId}
                type={type}
                value={option.value}
                aria-invalid={(!radio && error && true) || undefined}
                className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
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

/**
 * A function, not a component: the fields register in page order, the order react-hook-form focuses errors in.
 * `cv` is passed in by the form that has one, so the others do not load the upload library; `options` are the
 * choices known only at run time, by field name.
 */
export function formFields<T extends FieldValues, O>(
  form: FormName,
  fields: readonly FieldDefinition[],
  { register, control, formState }: UseFormReturn<T, unknown, O>,
  Cv?: typeof CvDropzone,
  options: Readonly<Record<string, readonly Option[]>> = {},
) {
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  return fields.map((field) => {
    const { name, label, hint } = field;
    const id = fieldId(form, name);
    const path = name as Path<T>;
    const error = errors[name]?.message;
    const required = Boolean(field.messages.required);
    const frame = { label, id, required, hint, error };
    const aria = controlProps(id, required, hint, error);
    switch (field.kind) {
      case "phone":
        return (
          <Controller
            key={name}
            name={path}
            control={control}
            render={({ field: { ref, value, onChange, ...controlled } }) => (
              <Field {...frame}>
                <PhoneInput
                  {...aria}
                  {...controlled}
                  // Typed as the class component, but the library forwards the ref to the tel input.
                  ref={ref as never}
                  value={(value as string) || undefined}
                  onChange={(next) => onChange(next ?? "")}
                  defaultCountry={defaultPhoneCountry}
                  autoComplete="tel"
                  countrySelectProps={{ "aria-label": "Country calling code" }}
                  flagComponent={CountryCode}
                  // type="tel" is the library's own; the limit is the browser's, for a post made without script.
                  numberInputProps={{ className: controlClass, maxLength: 30 }}
                  className={phoneInputClass}
                />
              </Field>
            )}
          />
        );
      case "select":
      case "text":
      case "email":
      case "url":
      case "textarea": {
        // Registered here, not in Field's render, to keep its place in the focus order.
        const registration = register(path);
        const rows = field.kind === "textarea" ? (field.rows ?? 5) : undefined;
        const Control = rows ? "textarea" : "input";
        return (
          <Field
            key={name}
            {...frame}
            className={rows || ("wide" in field && field.wide) ? "sm:col-span-2" : undefined}
          >
            {field.kind === "select" ? (
              <NativeSelect
                {...aria}
                {...registration}
                required={required || undefined}
                // On the disabled placeholder until something is chosen, or a browser shows the first option chosen.
                defaultValue=""
                className={cn(controlClass, "cursor-pointer appearance-none pr-11")}
                placeholder={field.placeholder}
                options={field.options}
              />
            ) : (
              <Control
                {...aria}
                // The browser's checks, for a post made without script.
                required={required || undefined}
                maxLength={field.maxLength}
                {...registration}
                type={rows ? undefined : field.kind === "email" || field.kind === "url" ? field.kind : "text"}
                rows={rows}
                autoComplete={field.autoComplete as HTMLInputAutoCompleteAttribute | undefined}
                className={rows ? cn(controlClass, "resize-y") : controlClass}
              />
            )}
          </Field>
        );
      }
      case "radios": {
        const registration = register(path);
        return <ChoiceGroup key={name} type="radio" {...frame} options={field.options} input={registration} />;
      }
      case "consent":
        // The privacy policy opens in a new tab: following the link in place would lose what was typed.
        return (
          <div key={name} className="flex flex-col gap-1.5 sm:col-span-2">
            <div className="flex items-start gap-3">
              <input
                {...register(path)}
                {...aria}
                type="checkbox"
                // What a script-free post of the box carries; the schemas accept it as well as `true`.
                value="yes"
                required
                className="mt-0.5 size-6 shrink-0 accent-brand-700"
              />
              <label htmlFor={id} className="text-sm text-ink">
                I agree that {site.name} {field.purpose}, as the{" "}
                <a
                  href={paths.policy("privacy-policy")}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  privacy policy<span className="sr-only"> (opens in a new tab)</span>
                </a>{" "}
                describes.{field.note && ` ${field.note}`}
                <RequiredMark />
              </label>
            </div>
            <ErrorList id={`${id}-error`} errors={error ? [error] : []} />
          </div>
        );
      case "file": {
        if (!Cv) throw new Error(`formFields: the ${name} field's drop zone was not passed in`);
        return (
          <div key={name} className="sm:col-span-2">
            <Controller name={path} control={control} render={({ field }) => <Cv id={id} {...field} error={error} />} />
          </div>
        );
      }
      case "checkboxes": {
        const choices = field.options ?? options[name];
        if (!choices) throw new Error(`formFields: the ${name} field's options were not passed in`);
        return <ChoiceGroup key={name} {...frame} options={choices} input={register(path)} />;
      }
    }
  });
}
