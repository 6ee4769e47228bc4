import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";

/**
 * What every ATS's stand-in shares: the recorded boards, the answers, reading a posted form, and the key. Each
 * ATS's own API is a module beside this one (greenhouse.ts...), listed in mock-ats.ts.
 */

export const fixtureBoard = "mise-fixture";
/**
 * The same board under a second name, for a test file of its own: each board's roles are stored in their own file
 * (.cache/vacancies/), which a test file clears when it is done, and test files run side by side.
 */
export const secondBoard = "mise-fixture-two";
/**
 * Another company's board, recorded apart (fixtures/other/): other departments, places, workplaces and pay, and
 * other questions, so that what the site makes of a board is not tuned to the one board the other tests read.
 */
export const otherBoard = "mise-other";
/** Each board's folder of recorded answers. */
const boards: Record<string, string> = { [fixtureBoard]: "", [secondBoard]: "", [otherBoard]: "other" };
export const boardNames = Object.keys(boards);
export const isBoard = (name: string | undefined): name is string => name !== undefined && Object.hasOwn(boards, name);
/** The API key the mock takes for applications, in each ATS's own way. */
export const fixtureApiKey = "fixture-key";
const fixtures = join(import.meta.dirname, "..", "fixtures");
/** A recorded answer of `board`, by its file name in the board's folder. */
export const fixtureText = (name: string, board = fixtureBoard) =>
  readFileSync(join(fixtures, boards[board] ?? "", name), "utf8");
export const fixture = (name: string, board = fixtureBoard): unknown => JSON.parse(fixtureText(name, board));

export type Answer = { status: number; body: string; type?: string; headers?: Record<string, string> };

/** An application the mock accepted: which ATS, which job, its text fields (each name's values) and its files. */
export type ReceivedApplication = {
  system: string;
  job: string;
  fields: Record<string, string[]>;
  files: { field: string; name: string; type: string; size: number; sha256: string }[];
};

export const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
  status,
  body: JSON.stringify(body),
  ...(headers ? { headers } : {}),
});

export function without<T extends object>(value: T, keys: string[]) {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A multipart or urlencoded body as its text fields (each name's values) and its files. */
export async function readForm(request: IncomingMessage, body: Buffer) {
  const form = await new Request("http://mock/", {
    method: "POST",
    headers: { "content-type": request.headers["content-type"] ?? "" },
    body: new Uint8Array(body),
  }).formData();
  const fields: Record<string, string[]> = {};
  const files: ReceivedApplication["files"] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === "string") (fields[field] ??= []).push(value);
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      files.push({ field, name: value.name, type: value.type, size: value.size, sha256: sha256(bytes) });
    }
  }
  return { fields, files };
}

/** HTTP Basic with the fixture key as the user name and no password. */
export const basicKey = (request: IncomingMessage) =>
  /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1] === Buffer.from(`${fixtureApiKey}:`).toString("base64");

/** What a stand-in's handlers are given with each request. */
export type MockRequest = {
  request: IncomingMessage;
  url: URL;
  /** The path below the stand-in's prefix ("/boards/mise-fixture/jobs"). */
  path: string;
  /** Which of the adapter's addresses the request came to (its key in the adapter's `urls`). */
  address: string;
  /** The whole body (empty for a GET). */
  body: Buffer;
  /** Where an accepted application is kept. */
  accept: (application: Omit<ReceivedApplication, "system">) => void;
  /** The applications this stand-in accepted so far. */
  accepted: () => ReceivedApplication[];
};

/**
 * One ATS's API as documented: its read endpoints answer from the recorded boards (404 for a board it does not
 * have), and its application endpoints check every request against the documented form, refusing what the ATS
 * would refuse (or, where the ATS would silently drop it, what it does not document) and keeping what it takes.
 */
export type MockApi = {
  /** The adapter's `system`. */
  system: string;
  /**
   * For each of the adapter's addresses (by its key in the adapter's `urls`), the path it is served under on the
   * mock: "/greenhouse/v1". `{company}` is kept in the path, as in the adapter's defaults, to be replaced by the
   * board's name.
   */
  prefixes: Record<string, string>;
  /** Answers a request below one of the prefixes; undefined for a path this API does not have (404). */
  handle: (request: MockRequest) => Answer | undefined | Promise<Answer | undefined>;
};
