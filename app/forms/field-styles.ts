/** The look every text control shares, matching the site's Select (app/components/ui/select.tsx). */
export const controlClass =
  "min-h-12 w-full rounded-xl border border-ink-muted/70 bg-white px-4 py-2.5 text-base text-ink shadow-xs transition-colors hover:border-brand-400 focus-visible:border-brand-600 aria-invalid:border-red-700";

/**
 * The phone input's wrapper (react-phone-number-input). The library's stylesheet is unlayered, so it is
 * tuned through its own custom properties.
 */
export const phoneInputClass =
  "gap-2 [--PhoneInput-color--focus:var(--color-brand-700)] [--PhoneInputCountrySelectArrow-borderWidth:2px] [--PhoneInputCountrySelectArrow-color:var(--color-brand-700)] [--PhoneInputCountrySelectArrow-marginLeft:0.625rem] [--PhoneInputCountrySelectArrow-opacity:1] [--PhoneInputCountrySelectArrow-width:0.4em] [--PhoneInputCountryFlag-aspectRatio:1.75] [--PhoneInputCountryFlag-backgroundColor--loading:transparent] [--PhoneInputCountryFlag-borderWidth:0px] [--PhoneInputCountryFlag-height:1.25em] [--PhoneInputCountrySelect-marginRight:0px] [&_.PhoneInputCountry]:min-h-12 [&_.PhoneInputCountry]:rounded-xl [&_.PhoneInputCountry]:border [&_.PhoneInputCountry]:border-ink-muted/70 [&_.PhoneInputCountry]:bg-white [&_.PhoneInputCountry]:px-3 [&_.PhoneInputCountry:has(select:focus-visible)]:outline-3 [&_.PhoneInputCountry:has(select:focus-visible)]:outline-offset-3 [&_.PhoneInputCountry:has(select:focus-visible)]:outline-accent-500 [&_.PhoneInputCountry:hover]:border-brand-400";
