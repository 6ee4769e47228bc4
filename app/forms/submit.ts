import { apiUrl } from "~/config/forms-api";
import type { ApiFormName } from "./model/definitions/index";
import { retryAfterSeconds } from "~/lib/retry-after";

/** What the page reads of the RFC 9457 problem the API answers any refusal with. */
type Problem = { detail?: string; errors?: Record<string, string>; retryAfter?: number };

/** `status` is 0 when no answer came; `retryAfter` is in seconds (429). */
export class SubmitError extends Error {
  override readonly name = "SubmitError";
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    readonly kind: "offline" | "aborted" | "refused",
    readonly status = 0,
    readonly problem: Problem | null = null,
    readonly retryAfter: number | null = null,
  ) {
    super(problem?.detail ?? (kind === "refused" ? `The server answered ${status}` : `Not sent: ${kind}`));
    this.fieldErrors = problem?.errors ?? {};
  }
}

/** Anything but the client's own error is a fault on this side of the wire, so a failed send. */
export const asSubmitError = (caught: unknown): SubmitError =>
  caught instanceof SubmitError ? caught : new SubmitError("refused", 500);

export type UploadProgress = { loaded: number; total: number };

type RequestOptions = {
  method?: "GET" | "POST";
  /** An object is sent as JSON. */
  body?: FormData | object;
  /** The same key for every attempt at the same values, so a retry cannot create a second submission. */
  idempotencyKey?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export const formEndpoint = (formName: ApiFormName) => apiUrl(`/api/forms/${formName}`);

/** As a browser's own post: a ticked box as "yes", a group of boxes a value each, an unticked one left out. */
export function toFormData(values: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const item of [value].flat()) {
      if (item instanceof File) body.append(name, item, item.name);
      else if (item === true || typeof item === "string") body.append(name, item === true ? "yes" : item);
    }
  return body;
}

/** A v4 UUID. `crypto.randomUUID` exists only in secure contexts; the site may be served over plain HTTP on a LAN. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function readProblem(body: unknown): Problem | null {
  if (!isRecord(body)) return null;
  const { detail, errors, retryAfter } = body;
  return {
    ...(typeof detail === "string" && { detail }),
    ...(isRecord(errors) && {
      errors: Object.fromEntries(Object.entries(errors).filter((entry) => typeof entry[1] === "string")),
    }),
    ...(typeof retryAfter === "number" && Number.isFinite(retryAfter) && { retryAfter }),
  } as Problem;
}

/** By XMLHttpRequest because only it reports upload progress; anything but a 2xx rejects with a `SubmitError`. */
export function apiRequest(
  url: string,
  { method = "POST", body, idempotencyKey, onProgress, signal }: RequestOptions = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    // A browser that knows it has no network: no point waiting for the request to fail.
    const early = globalThis.navigator?.onLine === false ? "offline" : signal?.aborted ? "aborted" : null;
    if (early) return reject(new SubmitError(early));
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader("Accept", "application/json");
    if (idempotencyKey) xhr.setRequestHeader("Idempotency-Key", idempotencyKey);
    const json = body !== undefined && !(body instanceof FormData);
    if (json) xhr.setRequestHeader("Content-Type", "application/json");
    if (onProgress)
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
    // Each request has a signal of its own, gone with it: its listener needs no removing.
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.addEventListener("load", () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // No JSON body: a proxy's page, say.
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ status: xhr.status, body: answer });
      const problem = readProblem(answer);
      const retryAfter = problem?.retryAfter ?? retryAfterSeconds(xhr.getResponseHeader("Retry-After"));
      reject(new SubmitError("refused", xhr.status, problem, retryAfter));
    });
    for (const [type, kind] of [
      ["error", "offline"],
      ["timeout", "offline"],
      ["abort", "aborted"],
    ] as const)
      xhr.addEventListener(type, () => reject(new SubmitError(kind)));
    xhr.send(json ? JSON.stringify(body) : (body ?? null));
  });
}

/** Sends one form to the forms API; resolves with the submission's reference. */
export async function submitForm(
  formName: ApiFormName,
  values: Record<string, unknown>,
  options: Omit<RequestOptions, "method" | "body">,
): Promise<{ id: string }> {
  const { body } = await apiRequest(formEndpoint(formName), { body: toFormData(values), ...options });
  const id = isRecord(body) ? body.id : undefined;
  // A success without a reference is not one the visitor can rely on; treat it as the server's fault.
  if (typeof id !== "string" || id === "") throw new SubmitError("refused", 502);
  return { id };
}
