import * as z from "zod/mini";
import { fieldOf } from "../../app/forms/model/definition.ts";
import { phoneCountryField, phoneNumberFor } from "../../app/forms/model/phone-number.ts";
import { apiForms } from "../../app/forms/model/definitions/index.ts";
import { firstErrors } from "../../app/forms/model/schema-of.ts";
import { apiSchemas } from "../../app/forms/model/schemas.ts";

/** Files are left out of the pages' schemas here: the server checks the stored bytes itself, not a browser File. */
const fileFields = (form) => apiForms[form].fields.filter((field) => field.kind === "file");

const schemas = Object.fromEntries(
  Object.entries(apiSchemas).map(([form, schema]) => [
    form,
    z.omit(schema, Object.fromEntries(fileFields(form).map((field) => [field.name, true]))),
  ]),
);

export const acceptsFile = (form) => fileFields(form).length > 0;

export const hasVacancy = (form) => apiForms[form].fields.some((field) => field.kind === "vacancy");

/** `{ values }` when the fields pass, else `{ errors }`: the first message for each field that does not. */
export function validateFields(form, fields, { hasCv } = {}) {
  // An absent text field means an empty one, and gets the schema's own message for it.
  const schema = schemas[form];
  const filled = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, fields[key] ?? ""]));
  // A post without script sends the number as typed: it is read for the country chosen beside it.
  const typed = fields.phone ?? "";
  const phone = typed.trim() === "" ? "" : phoneNumberFor(typed, fields[phoneCountryField]);
  filled.phone = phone ?? "";
  const result = schema.safeParse(filled);
  const found = {};
  if (phone === undefined) found.phone = fieldOf(apiForms[form], "phone").messages.invalid;
  for (const [name, message] of Object.entries(firstErrors(result))) found[name] ??= message;
  // In the form's order, as the page lists them.
  const errors = Object.fromEntries(
    [...Object.keys(filled), ...Object.keys(found)].filter((name) => name in found).map((name) => [name, found[name]]),
  );
  for (const field of fileFields(form))
    if (field.messages.required && !hasCv) errors[field.name] = field.messages.required;
  return Object.keys(errors).length ? { errors } : { values: result.data };
}
