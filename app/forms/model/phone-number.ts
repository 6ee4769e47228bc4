// The same entry as the phone field and the schemas, so no bundle has a second copy of the metadata.
import { isSupportedCountry, parsePhoneNumber } from "react-phone-number-input/min";

/** The country the phone field starts on, and what a post that names none is read for. */
export const defaultPhoneCountry = "US";

/** The field library names the country select after the field; a post without script sends it with the number. */
export const phoneCountryField = "phoneCountry";

/**
 * A typed phone number as E.164, read for the country chosen beside it unless it starts with + and a country
 * code; undefined when it cannot be read as a number. `ZZ` ("International") takes only numbers with +.
 */
export function phoneNumberFor(typed: string, country: string | undefined): string | undefined {
  const number = typed.trim();
  if (number === "") return undefined;
  const chosen = country === undefined || country === "" ? defaultPhoneCountry : country;
  return parsePhoneNumber(number, isSupportedCountry(chosen) ? chosen : undefined)?.number;
}
