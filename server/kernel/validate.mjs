import isEmail from "validator/lib/isEmail.js";
import * as z from "zod/mini";
import { phoneCountryField, phoneNumberFor } from "../../app/forms/phone-number.ts";
import { apiForms } from "../../app/forms/definitions/index.ts";
import { firstErrors } from "../../app/forms/schema-of.ts";
import { apiSchemas } from "../../app/forms/schemas.ts";

/** Files are left out of the pages' schemas here: the server checks the stored bytes itself, not a browser File. */
const fileFields = (form) => apiForms[form].fields.filter((field) => field.kind === "file");

const schemas = Object.fromEntries(
  Object.entries(apiSchemas).map(([form, schema]) => [
    form,
    z.omit(schema, Object.fromEntries(fileFields(form).map((field) => [field.name, true]))),
  ]),
);

/** Whether a form takes a file (the CV): its post is multipart, and the file is checked as it arrives. */
export const acceptsFile = (form) => fileFields(form).length > 0;

/** Whether a form names a vacancy, which must be one the site lists. */
export const hasVacancy = (form) => apiForms[form].fields.some((field) => field.kind === "vacancy");

/**
 * "" when no phone was given, undefined when it is not a number; a post without script sends it as typed, read
 * for the country chosen beside it ("020 7946 0958" with United Kingdom is +442079460958).
 */
function readPhone(fields) {
  const typed = fields.phone ?? "";
  return typed.trim() === "" ? "" : phoneNumberFor(typed, fields[phoneCountryField]);
}

/** The schema's own message for an address it cannot take. */
export function emailMessage(schema) {
  const result = schema.shape.email.safeParse("not an address");
  return result.success ? "Enter a valid email address" : result.error.issues[0].message;
}

/** The schema's own message for a phone number it cannot take. */
function phoneMessage(schema) {
  const result = schema.shape.phone.safeParse("+0");
  return result.success ? "Enter a valid phone number" : result.error.issues[0].message;
}

/** The schema's pattern does not check that an address's domain is a real host name, so the server does. */
export const hasValidDomain = (address) =>
  isEmail(address, { allow_utf8_local_part: true, require_tld: true, allow_ip_domain: false });

/** `{ values }` when the fields pass, else `{ errors }`: the first message for each field that does not. */
export function validateFields(form, fields, { hasCv } = {}) {
  // An absent text field means the same as an empty one, and gets the schema's own message for it.
  const schema = schemas[form];
  const filled = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, fields[key] ?? ""]));
  const phone = readPhone(fields);
  filled.phone = phone ?? "";
  const result = schema.safeParse(filled);
  const found = {};
  if (phone === undefined) found.phone = phoneMessage(schema);
  const email = schema.shape.email.safeParse(filled.email);
  if (email.success && !hasValidDomain(email.data)) found.email = emailMessage(schema);
  for (const [name, message] of Object.entries(firstErrors(result))) found[name] ??= message;
  // In the form's order, as the page lists them.
  const errors = Object.fromEntries(
    [...Object.keys(filled), ...Object.keys(found)].filter((name) => name in found).map((name) => [name, found[name]]),
  );
  for (const field of fileFields(form))
    if (field.messages.required && !hasCv) errors[field.name] = field.messages.required;
  return Object.keys(errors).length ? { errors } : { values: result.data };
}
