// The min entry (the package's default) carries the small metadata the phone field already ships. Every
// entry of react-phone-number-input also loads its React components, so on the server this import brings
// React along; the alternative, libphonenumber-js, is only a transitive dependency and must not be named.
import { isPossiblePhoneNumber } from "react-phone-number-input/min";
import { apiFormNames, apiForms, type ApiFormName } from "./definitions/index.ts";
import { schemaOf } from "./schema-of.ts";

/**
 * The forms API's schemas, drawn from the forms' definitions (schema-of.ts) and shared by the browser and
 * the server (so the imports carry their `.ts` extension: Node loads this file as it is).
 */

/**
 * A phone number, when given, must be a possible one. The phone field sends E.164 once its script runs; a
 * post made without script sends the digits as typed with the chosen country, and the server reads them
 * for it first (server/forms/validate.mjs, phone-number.ts). Anything else is read as a US number unless
 * it starts with + and a country code.
 */
const isPhoneNumber = (value: string) => isPossiblePhoneNumber(value, "US");

/** The forms API's schemas by form name. */
export const apiSchemas = Object.fromEntries(
  apiFormNames.map((form) => [form, schemaOf(apiForms[form], { isPhoneNumber })]),
) as Record<ApiFormName, ReturnType<typeof schemaOf>>;
