import { SubmitError } from "~/features/forms/submit";
import { fetchPreferences, postAlerts, type AlertPreferences } from "./api";
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

/** Anything but the client's own error is a fault on this side of the wire; it reads as a failed send. */
const asSubmitError = (caught: unknown) =>
  caught instanceof SubmitError ? caught : new SubmitError("refused", { status: 500 });

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: SubmitError };

export async function send(url: string, payload: object, signal?: AbortSignal): Promise<Outcome<string>> {
  try {
    return { ok: true, value: (await postAlerts(url, payload, signal)).status };
  } catch (caught) {
    return { ok: false, error: asSubmitError(caught) };
  }
}

/** For the email links' steps: the HTTP status a 2xx answer came with (the next page depends on it). */
export async function sendForStatus(url: string, payload: object): Promise<Outcome<number>> {
  try {
    return { ok: true, value: (await postAlerts(url, payload)).httpStatus };
  } catch (caught) {
    return { ok: false, error: asSubmitError(caught) };
  }
}

export async function preferences(token: string, signal?: AbortSignal): Promise<Outcome<AlertPreferences>> {
  try {
    return { ok: true, value: await fetchPreferences(token, signal) };
  } catch (caught) {
    return { ok: false, error: asSubmitError(caught) };
  }
}
