// The min entry's metadata is what the phone field already ships (app/forms/model/phone-number.ts).
import { isPossiblePhoneNumber } from "libphonenumber-js/min";
import { apiFormNames, apiForms, type ApiFormName } from "./definitions/index.ts";
import { schemaOf } from "./schema-of.ts";

// Shared by the browser and the server, so the imports carry their `.ts` extension: Node loads this file as it is.

/**
 * The field sends E.164, and the server reads a post without script for its chosen country first, so what is
 * left is read as a US number unless it starts with + and a country code.
 */
const isPhoneNumber = (value: string) => isPossiblePhoneNumber(value, "US");

export const apiSchemas = Object.fromEntries(
  apiFormNames.map((form) => [form, schemaOf(apiForms[form], { isPhoneNumber })]),
) as Record<ApiFormName, ReturnType<typeof schemaOf>>;
