import isEmail from "validator/lib/isEmail.js";
import * as z from "zod/mini";
import type { FieldDefinition, TextFieldDefinition } from "./definition.ts";
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

type Of<K extends FieldDefinition["kind"]> = FieldDefinition & { kind: K };

const text = ({ kind, maxLength, messages }: TextFieldDefinition) => {
  const multi = kind === "textarea";
  const format = formats[kind];
  return orEmpty(
    z
      .string()
      .check(
        z.trim(),
        ...(messages.required ? [z.minLength(1, messages.required)] : []),
        z.maxLength(maxLength, messages.tooLong ?? `Keep this under ${maxLength} characters`),
        z.refine<string>(
          multi ? lines : oneLine,
          messages.lines ??
            (multi ? "Remove the special characters" : "Keep this on one line, without special characters"),
        ),
        ...(format ? [blankOr(format, messages.invalid)] : []),
      ),
  );
};

const choice = ({ options, messages: { required, invalid } }: Of<"select" | "radios">) =>
  orEmpty(
    z.string().check(
      ...(required ? [z.minLength(1, required)] : []),
      blankOr((value) => options.some((option) => option.value === value), invalid ?? required),
    ),
  );

/** Each kind's schema; a definition's schema reads its fields' types from these. */
const fieldSchemas = {
  text,
  email: text,
  url: text,
  textarea: text,
  select: choice,
  radios: choice,
  phone: ({ name, messages }, { isPhoneNumber }) => {
    if (!isPhoneNumber) throw new Error(`schemaOf: the ${name} field needs a phone number check`);
    return orEmpty(z.string().check(z.trim(), blankOr(isPhoneNumber, messages.invalid)));
  },
  // The form holds `true` (or the box's value, "yes"); a multipart post carries "yes" or nothing.
  consent: ({ messages }) =>
    z
      .custom<boolean | string | undefined>()
      .check(z.refine((value) => value === true || value === "yes", messages.required)),
  // The drop zone already read the file's signature; this keeps the form honest if a file arrives another way.
  file: ({ messages: { required, invalid } }) =>
    z
      .custom<File | null>((value) => value === null || (typeof File !== "undefined" && value instanceof File))
      .check(
        ...(required ? [z.refine<File | null>((value) => value !== null, required)] : []),
        z.refine<File | null>((value) => value === null || isCvShapeValid(value), invalid),
      ),
  // A browser posts a repeated field as one value, several, or none at all: always a list here.
  checkboxes: ({ name, options, messages: { required, invalid } }, { known = {} }) => {
    const values = options?.map((option) => option.value) ?? known[name] ?? [];
    return z
      .pipe(
        z._default(z.union([z.string(), z.array(z.string())]), []),
        z.transform((value) => [...new Set(Array.isArray(value) ? value : [value])]),
      )
      .check(
        ...(required ? [z.refine<string[]>((ids) => ids.length > 0, required)] : []),
        z.refine((ids) => ids.every((id) => values.includes(id)), invalid ?? "Choose from the list"),
      );
  },
  vacancy: ({ maxLength }) => orEmpty(z.string().check(z.trim(), z.maxLength(maxLength), z.regex(/^[a-z0-9-]*$/))),
} satisfies { [K in FieldDefinition["kind"]]: (field: Of<K>, options: SchemaOptions) => z.ZodMiniType };

/** Each failing field's first message: the shape of the APIs' `errors`. */
export function firstErrors(result: ReturnType<z.ZodMiniType["safeParse"]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

type ShapeOf<F extends readonly FieldDefinition[]> = {
  [D in F[number] as D["name"]]: ReturnType<(typeof fieldSchemas)[D["kind"]]>;
};

/** Typed field by field for a definition written `as const`. */
export const schemaOf = <F extends readonly FieldDefinition[]>(
  { fields }: { fields: F },
  options: SchemaOptions = {},
) => z.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchemas[f.kind](f as never, options)])) as ShapeOf<F>);
