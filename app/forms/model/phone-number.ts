// libphonenumber-js's `min` entry: the phone field's own metadata, so no bundle has a second copy, and no React (every
// entry of the field's package brings it). Its default export answers undefined for a number it cannot read.
import parsePhoneNumber, { isSupportedCountry } from "libphonenumber-js/min";

/** The country the phone field starts on, and what a post that names none is read for. */
export const defaultPhoneCountry = "US";

/** The field library names the country select after the field. */
export const phoneCountryField = "phoneCountry";

/** E.164, or undefined when it cannot be read as a number; `ZZ` ("International") takes only numbers with +. */
export function phoneNumberFor(typed: string, country: string | undefined): string | undefined {
  const number = typed.trim();
  if (number === "") return undefined;
  const chosen = country === undefined || country === "" ? defaultPhoneCountry : country;
  return parsePhoneNumber(number, isSupportedCountry(chosen) ? chosen : undefined)?.number;
}
