import type { Ref } from "react";
import PhoneInput from "react-phone-number-input";
import "react-phone-number-input/style.css";
import { CountryCode } from "./country-code";
import { Field } from "./field";
import { controlClass, phoneInputClass } from "./field-styles";
import { defaultPhoneCountry, phoneNumberFor } from "./model/phone-number";

type PhoneFieldProps = {
  label: string;
  name: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Reaches the tel input, so react-hook-form can focus it when the number is invalid. */
  ref: Ref<HTMLInputElement>;
  error?: string;
  /** The tel input's id (see Field). */
  id?: string;
};

/**
 * No flag images: the library's live on another host, which the site's Content-Security-Policy forbids, and flag
 * emoji show as empty boxes on many systems.
 */
export function PhoneField({ label, name, value, onChange, onBlur, ref, error, id }: PhoneFieldProps) {
  return (
    <Field label={label} id={id} error={error}>
      {(control) => (
        <PhoneInput
          {...control}
          // Typed as the class component, but the library forwards the ref to the tel input.
          ref={ref as never}
          name={name}
          value={value || undefined}
          onChange={(next) => onChange(next ?? "")}
          onBlur={onBlur}
          defaultCountry={defaultPhoneCountry}
          autoComplete="tel"
          countrySelectProps={{ "aria-label": "Country calling code" }}
          flagComponent={CountryCode}
          // type="tel" is the library's own; the limit is the browser's, for a post made without script.
          numberInputProps={{ className: controlClass, maxLength: 30 }}
          className={phoneInputClass}
        />
      )}
    </Field>
  );
}

/**
 * A phone typed into a prerendered form before its script came, read as the server reads a post made without
 * script; "" when it is not a number.
 */
export function phoneFromPage(values: Record<string, unknown>, form: HTMLFormElement): Record<string, unknown> {
  if (!("phone" in values)) return values;
  const chosen = form.querySelector<HTMLSelectElement>("select.PhoneInputCountrySelect")?.value;
  return { ...values, phone: typeof values.phone === "string" ? (phoneNumberFor(values.phone, chosen) ?? "") : "" };
}
