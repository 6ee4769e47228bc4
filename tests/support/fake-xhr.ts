import { cleanup, configure, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import type { FormName } from "~/forms/model/definitions/index";
import { clearDraft } from "~/forms/use-draft";

/**
 * The network boundary for the forms' unit tests: an XMLHttpRequest stand-in installed with
 * `vi.stubGlobal`, answered with real `Response` objects, so the client under test is the production one.
 */
export class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  /** Answers given at once to the next requests, in order (`answerNext`); with none left, a request waits for `respond`. */
  static queued: Response[] = [];

  readonly upload = new EventTarget();
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | string | null = null;
  status = 0;
  responseText = "";
  timeout = 0;
  aborted = false;
  private responseHeaders = new Headers();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name);
  }

  send(body: FormData | string | null) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.queued.shift();
    if (answer) void this.respond(answer);
  }

  /** The multipart body the request carried (a form's). */
  form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error("The request carried no multipart body");
    return this.body;
  }

  /** The JSON the request carried. */
  json(): unknown {
    return JSON.parse(String(this.body));
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event("abort"));
  }

  /** The server's answer arrives. */
  async respond(response: Response) {
    this.status = response.status;
    this.responseHeaders = response.headers;
    this.responseText = await response.text();
    this.dispatchEvent(new Event("load"));
  }

  /** The connection fails before an answer (network down, connection reset). */
  fail() {
    this.dispatchEvent(new Event("error"));
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }));
  }
}

export function installFakeXhr() {
  FakeXhr.sent = [];
  FakeXhr.queued = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
}

/** Queues answers for the next requests (see `FakeXhr.queued`). */
export function answerNext(...answers: Response[]) {
  FakeXhr.queued.push(...answers);
}

/** The request the form sent last; fails the test when none was sent. */
export function lastRequest(): FakeXhr {
  const request = FakeXhr.sent.at(-1);
  if (!request) throw new Error("No request was sent");
  return request;
}

export const created = (id: string) =>
  new Response(JSON.stringify({ id }), { status: 201, headers: { "Content-Type": "application/json" } });

export const problem = (status: number, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: "about:blank", title: "Problem", status, detail: "", ...body }), {
    status,
    headers: { "Content-Type": "application/problem+json", ...headers },
  });

/** A form's test file: the fake network before each test; after it, the form unmounted and its draft gone. */
export function setUpFormTests(form: FormName) {
  // Answers arrive after a re-render or two; on a machine shared with other test runs that can take over a second.
  configure({ asyncUtilTimeout: 5000 });
  beforeEach(installFakeXhr);
  afterEach(() => {
    vi.unstubAllGlobals();
    // Unmounting writes any pending draft, so it has to happen before the draft is dropped.
    cleanup();
    clearDraft(form);
    vi.restoreAllMocks();
  });
}

/** The `count`th request the form sent, once it has been sent (validation runs first). */
export async function sent(count = 1): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
  return lastRequest();
}
