import type { z } from "zod";
import { readCapped } from "../../lib/read-capped.ts";
import { redactText, redactUrl, secretsInUrl } from "../../lib/redact.ts";
import { fieldPath } from "../validate.ts";

export type Fetch = typeof fetch;

/** The ATS could not be read, or answered something that is not its documented shape: the build stops. */
export class SourceError extends Error {}

/** A board of 5,000 roles is about 10 MB. */
const DEFAULT_MAX_ANSWER_BYTES = 20 * 1024 * 1024;

/** Redirects followed within the configured origin before the read stops: a loop ends here. */
const MAX_REDIRECTS = 5;

interface ReadOptions {
  maxBytes?: number;
  headers?: Record<string, string>;
  /** Hidden from every message, beside the URL's own credentials and key parameters: a key sent in a header. */
  secrets?: readonly string[];
  timeoutMs?: number;
  accept?: string;
}

/** GET `url` as JSON in `schema`'s shape, or a SourceError saying what was asked (`what`) and what went wrong. */
export async function getJson<S extends z.ZodType>(
  fetcher: Fetch,
  url: string,
  what: string,
  schema: S,
  options: ReadOptions = {},
): Promise<z.output<S>> {
  const fail = failure(url, what, options.secrets);
  const text = await getText(fetcher, url, what, { ...options, accept: "application/json" });
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

export function failure(url: string, what: string, secrets: readonly string[] = []) {
  // Each part on its own: a key's value in the URL runs to the URL's end, not into the words after it.
  return (problem: string): never => {
    const [where, about, why] = [redactText(url, secrets), redactText(what, secrets), redactText(problem, secrets)];
    throw new SourceError(`Could not read ${about} (${where}): ${why}`);
  };
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** GET `url` from its host only; credentials in the URL go as Basic authorization, as fetch refuses them. */
export async function getText(
  fetcher: Fetch,
  url: string,
  what: string,
  {
    maxBytes = DEFAULT_MAX_ANSWER_BYTES,
    headers,
    secrets = [],
    timeoutMs = 30_000,
    accept = "application/xml, text/xml;q=0.9, */*;q=0.1",
  }: ReadOptions = {},
): Promise<string> {
  const asked = new URL(url);
  const credentials = `${decodeURIComponent(asked.username)}:${decodeURIComponent(asked.password)}`;
  const authorization = credentials === ":" ? "" : `Basic ${Buffer.from(credentials).toString("base64")}`;
  asked.username = asked.password = "";
  const fail = failure(url, what, [...secrets, ...secretsInUrl(url), authorization]);
  const timeout = AbortSignal.timeout(timeoutMs);
  const stopped = () => (timeout.aborted ? `no answer within ${timeoutMs / 1000} s` : undefined);
  const causeOf = (error: unknown) =>
    error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);

  let answer: Response;
  let current = asked.href;
  for (let redirects = 0; ; redirects++) {
    answer = await fetcher(current, {
      headers: { ...(authorization && { authorization }), ...headers, accept },
      signal: timeout,
      redirect: "manual",
    }).catch((error: unknown) => fail(stopped() ?? `no answer (${causeOf(error)})`));
    if (answer.type === "opaqueredirect") fail("it answered with a redirect whose address cannot be read");
    const location = answer.headers.get("location");
    if (answer.status < 300 || answer.status > 399 || location === null) break;
    await answer.body?.cancel().catch(() => {});
    const next = URL.parse(location, current);
    if (!next) return fail(`it redirected to an address that is not a URL (${redactUrl(location)})`);
    if (next.origin !== asked.origin)
      fail(
        `it redirected to another host (${next.protocol}//${next.host}), not ${asked.host}: ` +
          "only answers from the configured host are read",
      );
    if (redirects === MAX_REDIRECTS) fail(`it redirected more than ${MAX_REDIRECTS} times`);
    current = next.href;
  }
  if (!answer.ok) {
    await answer.body?.cancel().catch(() => {});
    fail(`it answered HTTP ${answer.status} ${answer.statusText}`.trim());
  }
  const bytes = await readCapped(answer, maxBytes, { whole: true }).catch((error: unknown) =>
    fail(`its answer stopped (${stopped() ?? causeOf(error)})`),
  );
  if (!bytes) return fail(`its answer is larger than ${megabytes(maxBytes)}, the most read from it`);
  const charset = /charset="?([^";\s]+)/i.exec(answer.headers.get("content-type") ?? "")?.[1];
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes);
  }
}

/** `task` for each item, at most `limit` at once, the results in the items' order. */
export async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
