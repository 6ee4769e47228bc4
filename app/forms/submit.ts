import { apiUrl } from "~/config/forms-api";
import type { ApiFormName } from "./model/definitions/index";
import { retryAfterSeconds } from "~/lib/retry-after";

/** What the page reads of an RFC 9457 problem, as the API answers any refusal. */
type Problem = { detail?: string; errors?: Record<string, string>; retryAfter?: number };

/** Why a send did not end in a reference: no answer came, the visitor cancelled, or the server refused. */
export class SubmitError extends Error {
  override readonly name = "SubmitError";
  /** 0 when no answer came. */
  readonly status: number;
  readonly problem: Problem | null;
  /** The server's message per field (422, 415, and 413 for the CV); empty when it named none. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Seconds to wait before sending again (429), from the body or the Retry-After header. */
  readonly retryAfter: number | null;

  constructor(
    readonly kind: "offline" | "aborted" | "refused",
    {
      status = 0,
      problem = null,
      retryAfter = null,
    }: Partial<Pick<SubmitError, "status" | "problem" | "retryAfter">> = {},
  ) {
    super(problem?.detail ?? (kind === "refused" ? `The server answered ${status}` : `Not sent: ${kind}`));
    this.status = status;
    this.problem = problem;
    this.fieldErrors = problem?.errors ?? {};
    this.retryAfter = retryAfter;
  }
}

/** Anything but the client's own error is a fault on this side of the wire, so a failed send. */
export const asSubmitError = (caught: unknown): SubmitError =>
  caught instanceof SubmitError ? caught : new SubmitError("refused", { status: 500 });

export type UploadProgress = { loaded: number; total: number };

type RequestOptions = {
  method?: "GET" | "POST";
  /** Multipart, as a browser's own post of a form sends it; or an object, sent as JSON. */
  body?: FormData | object;
  /** The same key for every attempt at the same values, so a retry cannot create a second submission. */
  idempotencyKey?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export const formEndpoint = (formName: ApiFormName) => apiUrl(`/api/forms/${formName}`);

/** A ticked checkbox travels as "yes", as a browser's own post would send it; an unticked one is left out. */
export function toFormData(values: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === false) continue;
    if (value instanceof File) body.append(name, value, value.name);
    else if (value === true) body.append(name, "yes");
    else if (typeof value === "string" || typeof value === "number") body.append(name, String(value));
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

/** Each part of a problem body is checked: it comes from the network. */
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
    // The browser knows it has no network: no point waiting for the request to fail.
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      reject(new SubmitError("offline"));
      return;
    }
    if (signal?.aborted) {
      reject(new SubmitError("aborted"));
      return;
    }
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
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const settle = () => signal?.removeEventListener("abort", onAbort);

    xhr.addEventListener("load", () => {
      settle();
      let answer: unknown = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // No JSON body: a proxy's page, say.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ status: xhr.status, body: answer });
        return;
      }
      const problem = readProblem(answer);
      const retryAfter = problem?.retryAfter ?? retryAfterSeconds(xhr.getResponseHeader("Retry-After"));
      reject(new SubmitError("refused", { status: xhr.status, problem, retryAfter }));
    });
    for (const [type, kind] of [
      ["error", "offline"],
      ["timeout", "offline"],
      ["abort", "aborted"],
    ] as const)
      xhr.addEventListener(type, () => {
        settle();
        reject(new SubmitError(kind));
      });
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
  if (typeof id !== "string" || id === "") throw new SubmitError("refused", { status: 502 });
  return { id };
}
