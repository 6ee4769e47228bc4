import { asSubmitError, type SubmitError } from "~/forms/submit";

// Loaded only once a step's button is pressed, so it weighs nothing on the step page's first load.

export { SubmitFailed } from "~/forms/submit-failed";
export { alertsApi, postAlerts } from "./api";

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: SubmitError };

export async function settle<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call };
  } catch (caught) {
    return { ok: false, error: asSubmitError(caught) };
  }
}
