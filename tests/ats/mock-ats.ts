import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

/**
 * A local stand-in for the three ATSs' public job APIs, on loopback, answering with the recorded responses in
 * fixtures/ at the documented addresses (each under its own prefix, which the *_API_URL settings point at):
 *
 *   /greenhouse/v1/boards/{token}/jobs?content=true, /greenhouse/v1/boards/{token}/jobs/{id}?questions=true&pay_transparency=true
 *   /lever/v0/postings/{site}?mode=json
 *   /ashby/posting-api/job-board/{name}?includeCompensation=true
 *
 * Like the real APIs it leaves out what was not asked for (content, questions, pay, compensation) and answers 404
 * for a board it does not have. `answer` replaces the answer at one path, to play an ATS that fails.
 */

export const fixtureBoard = "mise-fixture";
const fixtures = join(import.meta.dirname, "fixtures");
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(fixtures, name), "utf8"));

type Answer = { status: number; body: string; type?: string };
export type MockAts = {
  /** The base URL of each API, as GREENHOUSE_API_URL, LEVER_API_URL and ASHBY_API_URL take them. */
  apis: { greenhouse: string; lever: string; ashby: string };
  /** Every request's path and query, in order. */
  requests: string[];
  /** From now on, answer `path` (without the query) with this: a status and a body (JSON unless `type` says). */
  answer: (path: string, answer: { status: number; body: unknown; type?: string }) => void;
  close: () => Promise<void>;
};

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });
const notFound = json(404, { status: 404, error: "Not found" });

function without<T extends object>(value: T, keys: string[]) {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

function route(url: URL): Answer {
  const path = url.pathname;
  const flag = (name: string) => url.searchParams.get(name) === "true";
  const greenhouse = /^\/greenhouse\/v1\/boards\/([^/]+)\/jobs(?:\/(\d+))?$/.exec(path);
  if (greenhouse) {
    if (greenhouse[1] !== fixtureBoard) return json(404, { status: 404, error: "Job board not found" });
    if (!greenhouse[2]) {
      const list = fixture("greenhouse-jobs.json") as { jobs: object[]; meta: unknown };
      const jobs = flag("content")
        ? list.jobs
        : list.jobs.map((job) => without(job, ["content", "departments", "offices"]));
      return json(200, { jobs, meta: list.meta });
    }
    let job: object;
    try {
      job = fixture(`greenhouse-job-${greenhouse[2]}.json`) as object;
    } catch {
      return json(404, { status: 404, error: "Job not found" });
    }
    const leftOut = [
      ...(flag("questions") ? [] : ["questions", "location_questions", "compliance", "demographic_questions"]),
      ...(flag("pay_transparency") ? [] : ["pay_input_ranges"]),
    ];
    return json(200, without(job, leftOut));
  }
  const lever = /^\/lever\/v0\/postings\/([^/]+)$/.exec(path);
  if (lever) {
    if (lever[1] !== fixtureBoard) return json(404, { ok: false, error: "Document not found" });
    // Without mode=json Lever answers with its HTML job board.
    if (url.searchParams.get("mode") !== "json")
      return { status: 200, body: "<!doctype html><title>Jobs</title>", type: "text/html" };
    return json(200, fixture("lever-postings.json"));
  }
  const ashby = /^\/ashby\/posting-api\/job-board\/([^/]+)$/.exec(path);
  if (ashby) {
    if (ashby[1] !== fixtureBoard) return notFound;
    const board = fixture("ashby-job-board.json") as { apiVersion: string; jobs: object[] };
    const jobs = flag("includeCompensation") ? board.jobs : board.jobs.map((job) => without(job, ["compensation"]));
    return json(200, { ...board, jobs });
  }
  return notFound;
}

export async function startMockAts(): Promise<MockAts> {
  const requests: string[] = [];
  const answers = new Map<string, Answer>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push(url.pathname + url.search);
    const answer =
      request.method === "GET" ? (answers.get(url.pathname) ?? route(url)) : json(405, { error: "GET only" });
    response.writeHead(answer.status, { "content-type": answer.type ?? "application/json; charset=utf-8" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apis: { greenhouse: `${origin}/greenhouse/v1`, lever: `${origin}/lever/v0`, ashby: `${origin}/ashby` },
    requests,
    answer: (path, { status, body, type }) =>
      answers.set(path, {
        status,
        body: typeof body === "string" ? body : JSON.stringify(body),
        ...(type ? { type } : {}),
      }),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
