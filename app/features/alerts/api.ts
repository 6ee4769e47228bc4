import { apiUrl } from "~/config/forms-api";
import { apiRequest, isRecord, SubmitError } from "~/forms/submit";

/** The page side of the vacancy alerts API: JSON both ways, through the forms' client. */
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

/** POSTs `payload` as JSON; resolves on 2xx with the answer's `status`, rejects with a `SubmitError`. */
export async function postAlerts(url: string, payload: object, signal?: AbortSignal): Promise<AlertAnswer> {
  const { status, body } = await apiRequest(url, { body: payload, signal });
  return { httpStatus: status, status: isRecord(body) && typeof body.status === "string" ? body.status : "" };
}

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === "string") : []);

/** The subscription a manage link from an alert email points at. */
export async function fetchPreferences(token: string, signal?: AbortSignal): Promise<AlertPreferences> {
  const { body } = await apiRequest(alertsApi.preferences(token), { method: "GET", signal });
  if (!isRecord(body) || typeof body.email !== "string") throw new SubmitError("refused", 502);
  const { email, departments, levels, location } = body;
  const place = typeof location === "string" ? location : "";
  return { email, departments: strings(departments), levels: strings(levels), location: place };
}
