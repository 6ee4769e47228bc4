import * as z from "zod/mini";
import { academyInterestSchema, careerInterestSchema, contactSchema } from "../../app/features/forms/schemas.ts";

/**
 * The forms' rules are the zod schemas the pages use (one source for both). The CV is not the
 * schema's business here: the browser's File is not what the server holds, and the server checks the
 * stored bytes itself (cv.mjs). Only when no CV came does the schema speak, with its own message.
 */
const withoutCv = (schema) => ("cv" in schema.shape ? z.omit(schema, { cv: true }) : schema);

const schemas = {
  contact: contactSchema,
  "career-interest": withoutCv(careerInterestSchema),
  "academy-interest": academyInterestSchema,
};

function missingCvMessage() {
  const result = careerInterestSchema.shape.cv?.safeParse(null);
  return result?.success === false ? result.error.issues[0].message : "Attach your CV";
}

/** `{ values }` when the fields pass, else `{ errors }`: the first message for each field that does not. */
export function validateFields(form, fields, { hasCv } = {}) {
  // An absent text field means the same as an empty one, and gets the schema's own message for it.
  const schema = schemas[form];
  const filled = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, fields[key] ?? ""]));
  const result = schema.safeParse(filled);
  const errors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? "form");
      errors[name] ??= issue.message;
    }
  }
  if (form === "career-interest" && !hasCv) errors.cv = missingCvMessage();
  return Object.keys(errors).length ? { errors } : { values: result.data };
}
