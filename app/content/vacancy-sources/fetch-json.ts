import type { z } from "zod";
import { fieldPath } from "../validate.ts";

/** What loaders fetch with: the platform's fetch, or a test's. */
export type Fetch = typeof fetch;

/** The ATS could not be read, or answered something that is not its documented shape: the build stops. */
export class SourceError extends Error {}

/**
 * GET `url` as JSON in the shape `schema` describes, or a SourceError that says what was asked (`what`) and what
 * went wrong: no answer within `timeoutMs`, an HTTP error, a body that is not JSON, or a field out of shape.
 */
export async function getJson<S extends z.ZodType>(
  fetcher: Fetch,
  url: string,
  what: string,
  schema: S,
  timeoutMs = 30_000,
): Promise<z.output<S>> {
  const fail = (problem: string): never => {
    throw new SourceError(`Could not read ${what} (${url}): ${problem}`);
  };
  let response: Response | undefined;
  try {
    response = await fetcher(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    fail(`no answer (${cause})`);
  }
  if (!response!.ok) fail(`it answered HTTP ${response!.status} ${response!.statusText}`.trim());
  let body: unknown;
  try {
    body = await response!.json();
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
