// The min entry's metadata is what the phone field already ships.
import { isPossiblePhoneNumber } from "libphonenumber-js/min";
import type { FieldDefinition } from "./definition.ts";
import { apiFormNames, apiForms, type ApiFormName } from "./definitions/index.ts";
import { defaultPhoneCountry } from "./phone-number.ts";
import { schemaOf } from "./schema-of.ts";

/** The field sends E.164, and the server reads a post without script for its chosen country first. */
const isPhoneNumber = (value: string) => isPossiblePhoneNumber(value, defaultPhoneCountry);

export const apiSchemas = Object.fromEntries(
  apiFormNames.map((form) => [form, schemaOf<readonly FieldDefinition[]>(apiForms[form], { isPhoneNumber })]),
) as { [F in ApiFormName]: ReturnType<typeof schemaOf<(typeof apiForms)[F]["fields"]>> };
