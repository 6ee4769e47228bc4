import * as z from "zod/mini";
import { vacancyAlerts } from "../../forms/definitions/vacancy-alerts.ts";
import { schemaOf } from "../../forms/schema-of.ts";

/**
 * The vacancy alerts sign-up, drawn from its definition (app/forms/definitions/vacancy-alerts.ts) and shared
 * by the page and the server's alerts API (so imports carry their `.ts` extension and nothing here needs
 * Vite). The known department and level ids come in from the caller (`alertOptions()` in options.ts), so
 * the page does not carry the content lists and the server can check against the same ones.
 */
export const alertFieldNames = vacancyAlerts.fields.map((field) => field.name);
export type AlertFieldName = (typeof alertFieldNames)[number];

const [email, departments, levels, location, consent] = vacancyAlerts.fields;

/** The definition's messages under the names the page, the API and their tests use. */
export const alertMessages = {
  emailMissing: email.messages.required,
  emailInvalid: email.messages.invalid,
  emailLong: email.messages.tooLong,
  departments: departments.messages.invalid,
  levels: levels.messages.invalid,
  location: location.messages.tooLong,
  locationLine: location.messages.lines,
  consent: consent.messages.required,
} as const satisfies Record<string, string>;

export function alertSignupSchema(known: { departments: readonly string[]; levels: readonly string[] }) {
  return z.extend(schemaOf(vacancyAlerts, { known }), {
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
