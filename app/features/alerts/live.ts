import { asSubmitError, type SubmitError } from "~/forms/submit";

/**
 * What an alert step's button needs only once it is pressed (or the confirm step runs): the API client
 * and the failure message. Loaded then, so it weighs nothing on the step page's first load.
 */
export { SubmitFailed } from "~/forms/submit-failed";
export { alertsApi, postAlerts } from "./api";

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: SubmitError };

/** A call's answer, or why it failed. */
export async function settle<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call };
  } catch (caught) {
    return { ok: false, error: asSubmitError(caught) };
  }
}
