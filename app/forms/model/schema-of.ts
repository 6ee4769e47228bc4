import isEmail from "validator/lib/isEmail.js";
import * as z from "zod/mini";
import type { FieldDefinition, FormDefinition } from "./definition.ts";
import { isCvShapeValid } from "./file-checks.ts";

// What visitors type reaches people's screens, where a control character can forge a line or take over the
// display: a message keeps its line breaks and tabs only.
const oneLine = (value: string) => !/[\p{Cc}\u2028\u2029]/u.test(value);
const lines = (value: string) => !/[^\P{Cc}\n\r\t]/u.test(value);

// A post may leave a field out altogether (a browser sends no unticked box and no unchosen radio), and a radio
// group no one chose holds null: all of them mean the same as "".
const orEmpty = (schema: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.transform((value: string | null | undefined) => value ?? ""),
    schema,
  );

const webLink = z.url({ protocol: z.regexes.httpProtocol, hostname: /\./ });
const formats: Partial<Record<FieldDefinition["kind"], (value: string) => boolean>> = {
  // zod's pattern (plain ASCII, as people type them), and isEmail for what it leaves open (lengths, a label's "-").
  email: (value) => z.regexes.email.test(value) && isEmail(value),
  // A link a recruiter can follow: http(s), to a host with a dot in its name.
  url: (value) => webLink.safeParse(value).success,
};

/** "" (a select's placeholder, radios none chose, a field left empty) is no answer: the required rule speaks for it. */
const blankOr = (check: (value: string) => boolean, message?: string) =>
  z.refine<string>((value) => value === "" || check(value), message);

/** `known`: options known only at run time; the phone check is passed in, so only a form with a phone carries it. */
type SchemaOptions = { known?: Record<string, readonly string[]>; isPhoneNumber?: (value: string) => boolean };

function fieldSchema(field: FieldDefinition, { known = {}, isPhoneNumber }: SchemaOptions) {
  const { required, invalid } = field.messages;
  switch (field.kind) {
    case "text":
    case "email":
    case "url":
    case "textarea": {
      const multi = field.kind === "textarea";
      const format = formats[field.kind];
      return orEmpty(
        z
          .string()
          .check(
            z.trim(),
            ...(required ? [z.minLength(1, required)] : []),
            z.maxLength(field.maxLength, field.messages.tooLong ?? `Keep this under ${field.maxLength} characters`),
            z.refine<string>(
              multi ? lines : oneLine,
              field.messages.lines ??
                (multi ? "Remove the special characters" : "Keep this on one line, without special characters"),
            ),
            ...(format ? [blankOr(format, invalid)] : []),
          ),
      );
    }
    case "phone": {
      if (!isPhoneNumber) throw new Error(`schemaOf: the ${field.name} field needs a phone number check`);
      return orEmpty(z.string().check(z.trim(), blankOr(isPhoneNumber, invalid)));
    }
    case "select":
    case "radios": {
      const values = field.options.map((option) => option.value);
      return orEmpty(
        z.string().check(
          ...(required ? [z.minLength(1, required)] : []),
          blankOr((value) => values.includes(value), invalid ?? required),
        ),
      );
    }
    case "consent":
      // The form holds `true` (or the box's value, "yes"); a multipart post carries "yes" or nothing.
      return z
        .custom<boolean | string | undefined>()
        .check(z.refine((value) => value === true || value === "yes", required));
    case "file":
      // The drop zone already read the file's signature; this keeps the form honest if a file arrives another way.
      return z
        .custom<File | null>((value) => value === null || (typeof File !== "undefined" && value instanceof File))
        .check(
          ...(required ? [z.refine<File | null>((value) => value !== null, required)] : []),
          z.refine<File | null>((value) => value === null || isCvShapeValid(value), invalid),
        );
    case "checkboxes": {
      const values = field.options?.map((option) => option.value) ?? known[field.name] ?? [];
      // A browser posts a repeated field as one value, several, or none at all: always a list here.
      return z
        .pipe(
          z._default(z.union([z.string(), z.array(z.string())]), []),
          z.transform((value) => [...new Set(Array.isArray(value) ? value : [value])]),
        )
        .check(
          ...(required ? [z.refine<string[]>((ids) => ids.length > 0, required)] : []),
          z.refine((ids) => ids.every((id) => values.includes(id)), invalid ?? "Choose from the list"),
        );
    }
    case "vacancy":
      return orEmpty(z.string().check(z.trim(), z.maxLength(field.maxLength), z.regex(/^[a-z0-9-]*$/)));
  }
}

/** Each failing field's first message: the shape of the APIs' `errors`. */
export function firstErrors(result: ReturnType<z.ZodMiniType["safeParse"]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

export const schemaOf = (definition: Pick<FormDefinition, "fields">, options: SchemaOptions = {}) =>
  z.object(Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field, options)])));
