import * as z from "zod/mini";

/**
 * The vacancy alerts sign-up, shared by the page and the server's alerts API (so imports carry their `.ts`
 * extension and nothing here needs Vite). Field names are the wire names of the post; messages say what
 * to do. The known department and level ids come in from the caller (`alertOptions()` in options.ts), so
 * the page does not carry the content lists and the server can check against the same ones.
 */
export const alertFieldNames = ["email", "departments", "levels", "location", "consent"] as const;
export type AlertFieldName = (typeof alertFieldNames)[number];

export const alertMessages = {
  emailMissing: "Enter your email address",
  emailInvalid: "Enter a valid email address, like name@example.com",
  emailLong: "Keep your email address under 254 characters",
  departments: "Choose departments from the list",
  levels: "Choose seniority levels from the list",
  location: "Keep the location under 100 characters",
  locationLine: "Keep the location on one line, without special characters",
  consent: "Confirm that we may email you vacancy alerts",
} as const satisfies Record<string, string>;

/** A browser posts a repeated field as one value, several, or none at all: always a list here. */
const idList = (known: readonly string[], message: string) =>
  z
    .pipe(
      z._default(z.union([z.string(), z.array(z.string())]), []),
      z.transform((value) => [...new Set(Array.isArray(value) ? value : [value])]),
    )
    .check(z.refine((ids) => ids.every((id) => known.includes(id)), message));

/** The ticked box posts "yes"; a JSON client may send `true`. Anything else is no consent. */
const consent = z
  .custom<boolean | string | undefined>()
  .check(z.refine((value) => value === true || value === "yes", alertMessages.consent));

export function alertSignupSchema(known: { departments: readonly string[]; levels: readonly string[] }) {
  return z.object({
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, alertMessages.emailMissing), z.maxLength(254, alertMessages.emailLong)),
      z.email(alertMessages.emailInvalid),
    ),
    departments: idList(known.departments, alertMessages.departments),
    levels: idList(known.levels, alertMessages.levels),
    location: z._default(
      z.string().check(
        z.trim(),
        z.maxLength(100, alertMessages.location),
        // It is shown to the operators and kept in the database: no line breaks or control characters.
        z.refine((value) => !/[\p{Cc}\u2028\u2029]/u.test(value), alertMessages.locationLine),
      ),
      "",
    ),
    consent,
    /** A manage token from an alert email: the preferences of that subscription are replaced at once. */
    token: z.optional(z.string().check(z.maxLength(2000))),
  });
}

export type AlertSignupInput = z.input<ReturnType<typeof alertSignupSchema>>;

/** Each failing field's first message, keyed by field name (the shape of the API's `errors`). */
export function alertErrors(
  result:
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } },
): Partial<Record<AlertFieldName, string>> {
  if (result.success) return {};
  const errors: Partial<Record<AlertFieldName, string>> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name === "string" && (alertFieldNames as readonly string[]).includes(name))
      errors[name as AlertFieldName] ??= issue.message;
  }
  return errors;
}
