import type { z } from "zod";
import { redactText, redactUrl, secretsInUrl } from "../../lib/redact.ts";
import { fieldPath } from "../validate.ts";

export { redactText, redactUrl, secretsInUrl } from "../../lib/redact.ts";

/** What loaders fetch with: the platform's fetch, or a test's. */
export type Fetch = typeof fetch;

/** The ATS could not be read, or answered something that is not its documented shape: the build stops. */
export class SourceError extends Error {}

/** The most bytes read from one answer unless a call says otherwise: a board of 5,000 roles is about 10 MB. */
export const DEFAULT_MAX_ANSWER_BYTES = 20 * 1024 * 1024;

/** Redirects followed within the configured origin before the read stops: a loop ends here. */
export const MAX_REDIRECTS = 5;

/** How a read is bounded, beyond what it asks for. */
export interface ReadOptions {
  /**
   * The whole load's deadline (one signal for every request the loader makes): a board that answers each request
   * just in time, but has thousands of them, still ends the build in bounded time.
   */
  signal?: AbortSignal;
  /** The most bytes read from the answer (DEFAULT_MAX_ANSWER_BYTES): a hostile board's endless body stops here. */
  maxBytes?: number;
  /** Request headers beyond Accept, e.g. a key the ATS takes in a header. */
  headers?: Record<string, string>;
  /** Values hidden from every message besides the URL's own credentials and key parameters: a key sent in a header. */
  secrets?: readonly string[];
}

/** What getText takes: a ReadOptions with its own per-request timeout and Accept. */
export interface TextOptions extends ReadOptions {
  /** No answer within this time is a failure (30 s). */
  timeoutMs?: number;
  /** The Accept header ("application/xml, text/xml;q=0.9, *\/*;q=0.1" by default: what feeds are served as). */
  accept?: string;
}

/**
 * GET `url` as JSON in the shape `schema` describes, or a SourceError that says what was asked (`what`) and what
 * went wrong: no answer within `timeoutMs` or before the load's deadline, an HTTP error, a redirect to another host,
 * an answer over the size cap, a body that is not JSON, or a field out of shape. Secrets never reach its message.
 */
export async function getJson<S extends z.ZodType>(
  fetcher: Fetch,
  url: string,
  what: string,
  schema: S,
  timeoutMs = 30_000,
  options: ReadOptions = {},
): Promise<z.output<S>> {
  const fail = failure(url, what, options.secrets);
  const text = await readAnswer(fetcher, url, what, { ...options, timeoutMs, accept: "application/json" });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail("the answer is not JSON");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    fail(`the answer is not in the documented shape: ${fieldPath(issue.path, body)}: ${issue.message}`);
  }
  return result.data!;
}

/**
 * GET `url` as text (an XML feed, say), with getJson's guarantees: the deadline, the size cap, the configured host
 * only, secrets out of every message. Decoded in the charset the answer names, UTF-8 otherwise.
 */
export async function getText(fetcher: Fetch, url: string, what: string, options: TextOptions = {}): Promise<string> {
  return await readAnswer(fetcher, url, what, {
    ...options,
    timeoutMs: options.timeoutMs ?? 30_000,
    accept: options.accept ?? "application/xml, text/xml;q=0.9, */*;q=0.1",
  });
}

function failure(url: string, what: string, secrets: readonly string[] = []) {
  // Each part on its own: a key's value in the URL runs to the URL's end, not into the words after it.
  return (problem: string): never => {
    const [where, about, why] = [redactText(url, secrets), redactText(what, secrets), redactText(problem, secrets)];
    throw new SourceError(`Could not read ${about} (${where}): ${why}`);
  };
}

/**
 * The URL to ask without the credentials written into it (fetch refuses such a URL), and those credentials as the
 * Basic authorization they stand for.
 */
function withoutCredentials(url: string): { url: string; authorization?: string } {
  const parsed = new URL(url);
  if (!parsed.username && !parsed.password) return { url };
  const [user, password] = [decodeURIComponent(parsed.username), decodeURIComponent(parsed.password)];
  parsed.username = parsed.password = "";
  return {
    url: parsed.href,
    authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
  };
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The one implementation under getJson and getText: the answer's text, or a SourceError. */
async function readAnswer(
  fetcher: Fetch,
  url: string,
  what: string,
  { signal, maxBytes = DEFAULT_MAX_ANSWER_BYTES, headers, secrets, timeoutMs, accept }: TextOptions,
): Promise<string> {
  const asked = withoutCredentials(url);
  const hidden = [...(secrets ?? []), ...secretsInUrl(url), asked.authorization ?? ""];
  const fail = failure(url, what, hidden);
  const timeout = AbortSignal.timeout(timeoutMs!);
  const stop = signal ? AbortSignal.any([signal, timeout]) : timeout;
  // Which bound ended the read, in words; undefined when neither did (the network failed).
  const stopped = () =>
    signal?.aborted
      ? "the deadline for loading the vacancies passed"
      : timeout.aborted
        ? `no answer within ${timeoutMs! / 1000} s`
        : undefined;
  const origin = new URL(url).origin;

  let response: Response | undefined;
  let current = asked.url;
  for (let redirects = 0; ; redirects++) {
    try {
      response = await fetcher(current, {
        headers: { ...(asked.authorization && { authorization: asked.authorization }), ...headers, accept: accept! },
        signal: stop,
        redirect: "manual",
      });
    } catch (error) {
      const cause =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      fail(stopped() ?? `no answer (${cause})`);
    }
    if (response!.type === "opaqueredirect") fail("it answered with a redirect whose address cannot be read");
    const location = response!.headers.get("location");
    if (response!.status < 300 || response!.status > 399 || location === null) break;
    await response!.body?.cancel().catch(() => {});
    let next: URL;
    try {
      next = new URL(location, current);
    } catch {
      return fail(`it redirected to an address that is not a URL (${redactUrl(location)})`);
    }
    if (next.origin !== origin) {
      fail(
        `it redirected to another host (${next.protocol}//${next.host}), not ${new URL(url).host}: ` +
          "only answers from the configured host are read",
      );
    }
    if (redirects === MAX_REDIRECTS) fail(`it redirected more than ${MAX_REDIRECTS} times`);
    current = next.href;
  }
  const answer = response!;
  if (!answer.ok) {
    await answer.body?.cancel().catch(() => {});
    fail(`it answered HTTP ${answer.status} ${answer.statusText}`.trim());
  }

  const tooLarge = () => `its answer is larger than ${megabytes(maxBytes)}, the most read from it`;
  const declared = Number(answer.headers.get("content-length"));
  if (declared > maxBytes) {
    await answer.body?.cancel().catch(() => {});
    fail(tooLarge());
  }
  const charset = /charset="?([^";\s]+)/i.exec(answer.headers.get("content-type") ?? "")?.[1] ?? "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  if (!answer.body) return "";
  const reader = answer.body.getReader();
  const parts: string[] = [];
  let bytes = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => {});
        return fail(tooLarge());
      }
      parts.push(decoder.decode(chunk.value, { stream: true }));
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    const cause = error instanceof Error ? error.message : String(error);
    fail(`its answer stopped after ${bytes} bytes (${stopped() ?? cause})`);
  }
  parts.push(decoder.decode());
  return parts.join("");
}

/** Runs `task` for each item, at most `limit` at a time, keeping the order. */
export async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
