import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { created, installFakeXhr, lastRequest, problem } from "~test/fake-xhr";
import { newIdempotencyKey, submitForm, SubmitError, toFormData } from "./submit";
import { pdfFile } from "~test/test-files";
import { cvMaxSize } from "./model/file-checks";

beforeEach(installFakeXhr);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Starts a send and hands back its outcome as a settled value, so a rejection is never unhandled. */
function send(values: Record<string, unknown> = { firstName: "Ada" }, options = {}) {
  const outcome = submitForm("contact", values, { idempotencyKey: "key-1", ...options }).then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error as SubmitError }),
  );
  return { outcome, request: lastRequest() };
}

async function failure(outcome: Promise<{ value?: unknown; error?: SubmitError }>) {
  const result = await outcome;
  expect(result.error).toBeInstanceOf(SubmitError);
  return result.error!;
}

describe("submitForm", () => {
  it("posts multipart form data to the form's endpoint, asking for JSON, with the idempotency key", () => {
    const { request } = send({ firstName: "Ada", consent: true, cv: pdfFile(), phone: "" });
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/forms/contact");
    expect(request.headers).toEqual({ accept: "application/json", "idempotency-key": "key-1" });
    expect(request.body).toBeInstanceOf(FormData);
    expect(request.form().get("firstName")).toBe("Ada");
    expect(request.form().get("consent")).toBe("yes");
    expect((request.form().get("cv") as File).name).toBe("cv.pdf");
    expect(request.form().get("phone")).toBe("");
  });

  it("resolves with the reference on 201", async () => {
    const { outcome, request } = send();
    await request.respond(created("ML-7K3F9Q2X"));
    expect(await outcome).toEqual({ value: { id: "ML-7K3F9Q2X" } });
  });

  it("treats a success without a reference as the server's failure", async () => {
    const { outcome, request } = send();
    await request.respond(new Response("{}", { status: 201 }));
    const error = await failure(outcome);
    expect(error.kind).toBe("refused");
    expect(error.status).toBeGreaterThanOrEqual(500);
  });

  it("carries the field messages of a 422", async () => {
    const { outcome, request } = send();
    await request.respond(
      problem(422, { errors: { email: "Enter a valid email address", subject: "Choose a subject" } }),
    );
    const error = await failure(outcome);
    expect(error).toMatchObject({ kind: "refused", status: 422 });
    expect(error.fieldErrors).toEqual({ email: "Enter a valid email address", subject: "Choose a subject" });
  });

  it("carries the CV's message of a 413", async () => {
    const { outcome, request } = send();
    await request.respond(problem(413, { detail: `The CV is larger than ${cvMaxSize}.`, errors: { cv: "Too large" } }));
    const error = await failure(outcome);
    expect(error).toMatchObject({ kind: "refused", status: 413, message: `The CV is larger than ${cvMaxSize}.` });
    expect(error.fieldErrors).toEqual({ cv: "Too large" });
  });

  it("carries the wait of a 429 from the body, or else from the Retry-After header", async () => {
    const first = send();
    await first.request.respond(problem(429, { retryAfter: 42 }, { "Retry-After": "42" }));
    expect((await failure(first.outcome)).retryAfter).toBe(42);

    const second = send();
    await second.request.respond(new Response("Too many", { status: 429, headers: { "Retry-After": "7" } }));
    const error = await failure(second.outcome);
    expect(error).toMatchObject({ status: 429, retryAfter: 7, problem: null });
  });

  it("reports a 5xx with its status and no field messages, whatever the body", async () => {
    const { outcome, request } = send();
    await request.respond(
      new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "Content-Type": "text/html" } }),
    );
    const error = await failure(outcome);
    expect(error).toMatchObject({ kind: "refused", status: 502, problem: null, fieldErrors: {} });
  });

  it("keeps only string field messages from a problem body", async () => {
    const { outcome, request } = send();
    await request.respond(problem(422, { errors: { email: "Enter an email", cv: { nested: true } } }));
    expect((await failure(outcome)).fieldErrors).toEqual({ email: "Enter an email" });
  });

  it("reports a dropped connection as offline", async () => {
    const { outcome, request } = send();
    request.fail();
    expect(await failure(outcome)).toMatchObject({ kind: "offline", status: 0 });
  });

  it("does not try to send while the browser says it is offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const outcome = submitForm("contact", {}, { idempotencyKey: "key-1" }).catch((error: unknown) => error);
    expect(await outcome).toMatchObject({ kind: "offline" });
  });

  it("reports upload progress and can be cancelled", async () => {
    const onProgress = vi.fn();
    const controller = new AbortController();
    const { outcome, request } = send({ cv: pdfFile() }, { onProgress, signal: controller.signal });
    request.progress(32, 64);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 32, total: 64 });
    controller.abort();
    expect(request.aborted).toBe(true);
    expect(await failure(outcome)).toMatchObject({ kind: "aborted" });
  });
});

describe("toFormData", () => {
  it("leaves out an unticked box and an empty file slot", () => {
    const body = toFormData({ consent: false, cv: null, vacancy: undefined, message: "" });
    expect([...body.keys()]).toEqual(["message"]);
  });
});

describe("newIdempotencyKey", () => {
  it("makes a fresh v4 UUID each time, also where randomUUID is missing (plain HTTP)", () => {
    const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(pattern);
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(pattern);
    expect(a).not.toBe(b);
  });
});
