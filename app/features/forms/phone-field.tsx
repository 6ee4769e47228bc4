import type { Ref } from "react";
import PhoneInput from "react-phone-number-input";
import "react-phone-number-input/style.css";
import { CountryCode } from "./country-code";
import { Field } from "./field";
import { controlClass, phoneInputClass } from "./field-styles";

type PhoneFieldProps = {
  label: string;
  name: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Reaches the tel input, so react-hook-form can focus it when the number is invalid. */
  ref: Ref<HTMLInputElement>;
  error?: string;
};

/**
 * One type="tel" input with an accessible country select, default country US. No flag images: the
 * library's defaults live on another host, which the site's Content-Security-Policy (and its
 * no-third-party rule) forbids, and flag emoji show as empty boxes on many systems.
 */
export function PhoneField({ label, name, value, onChange, onBlur, ref, error }: PhoneFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <PhoneInput
          {...control}
          // Typed as the class component, but the library forwards the ref to the tel input.
          ref={ref as never}
          name={name}
          value={value || undefined}
          onChange={(next) => onChange(next ?? "")}
          onBlur={onBlur}
          defaultCountry="US"
          autoComplete="tel"
          countrySelectProps={{ "aria-label": "Country calling code" }}
          flagComponent={CountryCode}
          numberInputProps={{ className: controlClass }}
          className={phoneInputClass}
        />
      )}
    </Field>
  );
}
