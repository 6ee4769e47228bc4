import * as z from "zod/mini";
import { defaultMessages, type FieldDefinition, type FormDefinition } from "./definition.ts";
import { isCvShapeValid } from "./file-checks.ts";

/**
 * The browser and the server load this alike, so the imports carry their `.ts` extension. zod/mini has classic
 * zod's rules in a fraction of the bytes; the phone check comes in from the caller, so a form without a phone
 * field does not carry the phone number library.
 */

// What visitors type reaches people's screens, where a control character can forge a line or take over the
// display: a message keeps its line breaks and tabs only.
const oneLine = (value: string) => !/[\p{Cc}\u2028\u2029]/u.test(value);
const lines = (value: string) => !/[^\P{Cc}\n\r\t]/u.test(value);

// A post may leave an optional field out altogether (a browser does not send an unticked or absent
// control); the form always has "", so both mean the same.
const orEmpty = (schema: z.ZodMiniType<string, string>) => z._default(schema, "");

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/** A browser posts a repeated field as one value, several, or none at all: always a list here. */
const idList = (known: readonly string[], message: string) =>
  z
    .pipe(
      z._default(z.union([z.string(), z.array(z.string())]), []),
      z.transform((value) => [...new Set(Array.isArray(value) ? value : [value])]),
    )
    .check(z.refine((ids) => ids.every((id) => known.includes(id)), message));

/** The options known only at run time (the alerts' departments and levels), by field name. */
export type KnownOptions = Record<string, readonly string[]>;

/** What a form without a phone field passes for one: nothing to check. */
export type SchemaOptions = { known?: KnownOptions; isPhoneNumber?: (value: string) => boolean };

function fieldSchema(field: FieldDefinition, { known = {}, isPhoneNumber }: SchemaOptions) {
  const { required, invalid } = field.messages;
  switch (field.kind) {
    case "text":
    case "email":
    case "textarea": {
      const multi = field.kind === "textarea";
      const text = z
        .string()
        .check(
          z.trim(),
          ...(required ? [z.minLength(1, required)] : []),
          z.maxLength(field.maxLength, field.messages.tooLong ?? defaultMessages.tooLong(field.maxLength)),
          z.refine<string>(
            multi ? lines : oneLine,
            field.messages.lines ?? (multi ? defaultMessages.multiLine : defaultMessages.singleLine),
          ),
        );
      const checked = field.kind === "email" ? z.pipe(text, z.email(invalid)) : text;
      return required ? checked : orEmpty(checked);
    }
    case "phone": {
      if (!isPhoneNumber) throw new Error(`schemaOf: the ${field.name} field needs a phone number check`);
      return orEmpty(
        z.string().check(
          z.trim(),
          z.refine((value) => value === "" || isPhoneNumber(value), invalid),
        ),
      );
    }
    case "select": {
      // The form starts on the disabled placeholder (""), so the input is any string and the output an option.
      const values = field.options.map((option) => option.value) as [string, ...string[]];
      return z.pipe(z.string(), z.enum(values, { error: required ?? invalid }));
    }
    case "consent":
      // The form holds `true` (or the box's value, "yes"); a multipart post carries "yes" or nothing.
      return z
        .custom<boolean | string | undefined>()
        .check(z.refine((value) => value === true || value === "yes", required));
    case "file":
      // The drop zone already read the file's signature; this keeps the form honest if a file arrives another way.
      return z
        .custom<File | null>((value) => value === null || isFile(value))
        .check(
          ...(required ? [z.refine<File | null>((value) => value !== null, required)] : []),
          z.refine<File | null>((value) => value === null || isCvShapeValid(value), invalid),
        );
    case "checkboxes":
      return idList(known[field.name] ?? [], invalid ?? "Choose from the list");
    case "vacancy":
      return orEmpty(z.string().check(z.trim(), z.maxLength(field.maxLength), z.regex(/^[a-z0-9-]*$/)));
  }
}

/** What a field of each kind holds in the form (input) and after the checks (output). */
type FieldTypes<F> = F extends { kind: "consent" }
  ? [boolean | string | undefined, boolean | string | undefined]
  : F extends { kind: "file" }
    ? [File | null, File | null]
    : F extends { kind: "checkboxes" }
      ? [string | string[] | undefined, string[]]
      : F extends { kind: "select" }
        ? [string, F extends { options: readonly { value: infer V }[] } ? V : string]
        : [string | undefined, string];

/** A definition's schema shape, field by field, for a definition written `as const`. */
type ShapeOf<D extends FormDefinition> = {
  [F in D["fields"][number] as F["name"]]: z.ZodMiniType<FieldTypes<F>[1], FieldTypes<F>[0]>;
};

/** What a schema's safeParse gives, as far as the errors go. */
type Parsed =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** Each failing field's first message, keyed by field name: the shape of the APIs' `errors`. */
export function firstErrors(result: Parsed): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** A form's schema from its definition; `known` lists the options of its groups of boxes. */
export function schemaOf<D extends FormDefinition>(definition: D, options: SchemaOptions = {}) {
  const shape = Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field, options)]));
  return z.object(shape as unknown as ShapeOf<D>);
}
