import { apiUrl } from "~/config/forms-api";
import { parseRetryAfter, readProblem, SubmitError } from "~/features/forms/submit";

/**
 * The page side of the vacancy alerts API (server/alerts/). Plain fetch with JSON both ways: the
 * forms' XHR client is for multipart uploads with progress and a reference in the answer, which the
 * alerts have neither of. Failures are the forms' `SubmitError`, so the forms' failure messages apply.
 */
export const alertsApi = {
  signUp: apiUrl("/api/vacancy-alerts"),
  confirm: apiUrl("/api/vacancy-alerts/confirm"),
  resend: apiUrl("/api/vacancy-alerts/resend"),
  unsubscribe: apiUrl("/api/vacancy-alerts/unsubscribe"),
  preferences: (token: string) => apiUrl(`/api/vacancy-alerts/preferences?token=${encodeURIComponent(token)}`),
} as const;

/** What a 2xx answer says happened: "check-email", "updated", "confirmed", "unsubscribed". */
export type AlertAnswer = { httpStatus: number; status: string };

export type AlertPreferences = { email: string; departments: string[]; levels: string[]; location: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function request(url: string, init: RequestInit): Promise<{ response: Response; body: unknown }> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) throw new SubmitError("offline");
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch (caught) {
    throw new SubmitError(init.signal?.aborted || (caught as Error)?.name === "AbortError" ? "aborted" : "offline");
  }
  const body = await readJson(response);
  if (response.ok) return { response, body };
  const problem = readProblem(body);
  const retryAfter = problem?.retryAfter ?? parseRetryAfter(response.headers.get("Retry-After"));
  throw new SubmitError("refused", { status: response.status, problem, retryAfter });
}

/** POSTs `payload` as JSON; resolves on 2xx with the answer's `status`, rejects with a `SubmitError`. */
export async function postAlerts(url: string, payload: object, signal?: AbortSignal): Promise<AlertAnswer> {
  const { response, body } = await request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
    signal,
  });
  const status = isRecord(body) && typeof body.status === "string" ? body.status : "";
  return { httpStatus: response.status, status };
}

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === "string") : []);

/** The subscription a manage link from an alert email points at. */
export async function fetchPreferences(token: string, signal?: AbortSignal): Promise<AlertPreferences> {
  const { body } = await request(alertsApi.preferences(token), { method: "GET", signal });
  if (!isRecord(body) || typeof body.email !== "string") throw new SubmitError("refused", { status: 502 });
  return {
    email: body.email,
    departments: strings(body.departments),
    levels: strings(body.levels),
    location: typeof body.location === "string" ? body.location : "",
  };
}
