import { SubmitError } from "~/features/forms/submit";
import { alertErrors, alertSignupSchema, type AlertFieldName, type AlertSignupInput } from "./schema";

/**
 * What the sign-up needs only once the visitor starts on it: the schema (zod) for checking, the API
 * client and the failure message. Loaded at the first focus or press, so it weighs nothing on the
 * page's first load; the form's markup does not wait for it.
 */
export { SubmitFailed } from "~/features/forms/submit-failed";
export { SummaryBox } from "~/features/forms/summary-box";
export { ManageFailed, SentPanel } from "./sign-up-panels";

export type Known = { departments: readonly string[]; levels: readonly string[] };

export type Checked =
  | { ok: true; values: ReturnType<ReturnType<typeof alertSignupSchema>["parse"]> }
  | { ok: false; errors: Partial<Record<AlertFieldName, string>> };

const schemas = new WeakMap<Known, ReturnType<typeof alertSignupSchema>>();

/** The form's values checked by the same schema the server uses. */
export function check(input: AlertSignupInput, known: Known): Checked {
  let schema = schemas.get(known);
  if (!schema) schemas.set(known, (schema = alertSignupSchema(known)));
  const result = schema.safeParse(input);
  return result.success ? { ok: true, values: result.data } : { ok: false, errors: alertErrors(result) };
}

export { fetchPreferences, postAlerts } from "./api";

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: SubmitError };

/** A call's answer, or why it failed; anything but the client's own error is a fault on this side of the wire. */
export async function settle<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call };
  } catch (caught) {
    return { ok: false, error: caught instanceof SubmitError ? caught : new SubmitError("refused", { status: 500 }) };
  }
}
