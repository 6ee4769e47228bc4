// The same entry as the phone field and the schemas (the min metadata): no second copy in any bundle.
// Imported by the server too (server/forms/validate.mjs), so the import keeps its package path only.
import { isSupportedCountry, parsePhoneNumber } from "react-phone-number-input/min";

/** The country the phone field starts on, and what a post that names none is read for. */
export const defaultPhoneCountry = "US";

/**
 * The name of the phone field's country select in a form's post: the field library names it after the
 * field (`phone` -> `phoneCountry`), and a form posted without script sends its value with the number.
 */
export const phoneCountryField = "phoneCountry";

/**
 * A phone number as it was typed, read for the country chosen beside it, as E.164 (`+442079460958`);
 * undefined when it cannot be read as a number. A number typed with + and a country code is read as such,
 * whatever the country says. `country` is the select's value: a supported country code, `ZZ` for
 * "International" (only numbers with + then), or nothing (the field's default country, the US).
 */
export function phoneNumberFor(typed: string, country: string | undefined): string | undefined {
  const number = typed.trim();
  if (number === "") return undefined;
  const chosen = country === undefined || country === "" ? defaultPhoneCountry : country;
  return parsePhoneNumber(number, isSupportedCountry(chosen) ? chosen : undefined)?.number;
}
