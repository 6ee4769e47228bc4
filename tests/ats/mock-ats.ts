import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { listenHttp } from "../support/ports.mjs";

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
 *
 * It takes applications at the documented addresses too, multipart as the APIs take them, and keeps each one it
 * accepted in `applications`:
 *
 *   POST /greenhouse/v1/boards/{token}/jobs/{id}     HTTP Basic with `apiKey`; 401, 404, 400 without a name, email,
 *                                                     resume or a consent the job's data_compliance requires
 *   POST /lever/v0/postings/{site}/{id}?key={apiKey}  401 with another key, 404, 429 for a third post within a
 *                                                     second, 400 for a consent[...] other than true or false
 *   POST /ashby/applicationForm.submit                HTTP Basic; 200 with `success: false` and its errors for a
 *                                                     posting it does not have, a missing name or email, or a
 *                                                     field the posting's form does not have
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
const isBoard = (name: string | undefined) => name !== undefined && Object.hasOwn(boards, name);
/** The API key the mock takes for applications, in each ATS's own way. */
export const fixtureApiKey = "fixture-key";
const fixtures = join(import.meta.dirname, "fixtures");
const fixture = (name: string, board = fixtureBoard): unknown =>
  JSON.parse(readFileSync(join(fixtures, boards[board] ?? "", name), "utf8"));

type Answer = { status: number; body: string; type?: string; headers?: Record<string, string> };

/** An application the mock accepted: which ATS, which job, its text fields (each name's values) and its files. */
export type ReceivedApplication = {
  system: "greenhouse" | "lever" | "ashby";
  job: string;
  fields: Record<string, string[]>;
  files: { field: string; name: string; type: string; size: number; sha256: string }[];
};
export type MockAts = {
  /** The base URL of each API, as GREENHOUSE_API_URL, LEVER_API_URL and ASHBY_API_URL take them. */
  apis: { greenhouse: string; lever: string; ashby: string };
  /** Every request's path and query, in order. */
  requests: string[];
  /** Every application accepted, in order. */
  applications: ReceivedApplication[];
  /** From now on, answer `path` (without the query) with this: a status and a body (JSON unless `type` says). */
  answer: (
    path: string,
    answer: { status: number; body: unknown; type?: string; headers?: Record<string, string> },
  ) => void;
  /** Back to the documented answers at `path`. */
  clear: (path: string) => void;
  close: () => Promise<void>;
};

/** GET: every application accepted so far, as `applications` holds them. */
export const receivedPath = "/_mock/applications";

/** Each API's base URL on a mock at `origin`. */
export const mockApis = (origin: string) => ({
  greenhouse: `${origin}/greenhouse/v1`,
  lever: `${origin}/lever/v0`,
  ashby: `${origin}/ashby`,
});

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
    if (!isBoard(greenhouse[1])) return json(404, { status: 404, error: "Job board not found" });
    if (!greenhouse[2]) {
      const list = fixture("greenhouse-jobs.json", greenhouse[1]) as { jobs: object[]; meta: unknown };
      const jobs = flag("content")
        ? list.jobs
        : list.jobs.map((job) => without(job, ["content", "departments", "offices"]));
      return json(200, { jobs, meta: list.meta });
    }
    let job: object;
    try {
      job = fixture(`greenhouse-job-${greenhouse[2]}.json`, greenhouse[1]) as object;
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
    if (!isBoard(lever[1])) return json(404, { ok: false, error: "Document not found" });
    // Without mode=json Lever answers with its HTML job board.
    if (url.searchParams.get("mode") !== "json")
      return { status: 200, body: "<!doctype html><title>Jobs</title>", type: "text/html" };
    return json(200, fixture("lever-postings.json", lever[1]));
  }
  const ashby = /^\/ashby\/posting-api\/job-board\/([^/]+)$/.exec(path);
  if (ashby) {
    if (!isBoard(ashby[1])) return notFound;
    const board = fixture("ashby-job-board.json", ashby[1]) as { apiVersion: string; jobs: object[] };
    const jobs = flag("includeCompensation") ? board.jobs : board.jobs.map((job) => without(job, ["compensation"]));
    return json(200, { ...board, jobs });
  }
  return notFound;
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readForm(request: IncomingMessage, body: Buffer) {
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
      const sha256 = createHash("sha256")
        .update(new Uint8Array(await value.arrayBuffer()))
        .digest("hex");
      files.push({ field, name: value.name, type: value.type, size: value.size, sha256 });
    }
  }
  return { fields, files };
}

const basicKey = (request: IncomingMessage) =>
  /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1] === Buffer.from(`${fixtureApiKey}:`).toString("base64");

/** Each board's job ids, as its recorded answers list them. */
const jobIds = {
  greenhouse: (board: string) =>
    (fixture("greenhouse-jobs.json", board) as { jobs: { id: number }[] }).jobs.map((job) => String(job.id)),
  lever: (board: string) => (fixture("lever-postings.json", board) as { id: string }[]).map((posting) => posting.id),
  // Ashby's submit names no board: a posting of any of them.
  ashby: () =>
    Object.keys(boards).flatMap((board) =>
      (fixture("ashby-job-board.json", board) as { jobs: { id: string }[] }).jobs.map((job) => job.id),
    ),
};

const ashbyFormFields = ["_systemfield_name", "_systemfield_email", "_systemfield_phone", "_systemfield_resume"];

/** An application post, answered as the ATS documents; accepted ones are kept. */
async function apply(request: IncomingMessage, url: URL, kept: ReceivedApplication[], leverPosts: number[]) {
  const path = url.pathname;
  // The whole body first, as a server does before it answers: an answer cut in mid-upload is not what the APIs do.
  const body = await readBody(request);
  const greenhouse = /^\/greenhouse\/v1\/boards\/([^/]+)\/jobs\/(\d+)$/.exec(path);
  if (greenhouse) {
    if (!basicKey(request)) return json(401, { status: 401, error: "Invalid Basic Auth credentials" });
    if (!isBoard(greenhouse[1]) || !jobIds.greenhouse(greenhouse[1]!).includes(greenhouse[2]!))
      return json(404, { status: 404, error: "Job not found" });
    const { fields, files } = await readForm(request, body);
    const missing = ["first_name", "last_name", "email"].filter((name) => !fields[name]?.[0]);
    if (!files.some((file) => file.field === "resume")) missing.push("resume");
    // The consents the job's data_compliance requires, given.
    const { data_compliance: compliance } = fixture(`greenhouse-job-${greenhouse[2]}.json`, greenhouse[1]) as {
      data_compliance?: Record<string, unknown>[];
    };
    for (const [flag, name] of [
      ["requires_consent", "data_compliance[gdpr_consent_given]"],
      ["requires_processing_consent", "data_compliance[gdpr_processing_consent_given]"],
      ["requires_retention_consent", "data_compliance[gdpr_retention_consent_given]"],
    ] as const)
      if (compliance?.some((entry) => entry[flag] === true) && fields[name]?.[0] !== "true") missing.push(name);
    if (missing.length) return json(400, { status: 400, error: `Missing required fields: ${missing.join(", ")}` });
    kept.push({ system: "greenhouse", job: greenhouse[2]!, fields, files });
    return json(200, { success: "Candidate saved successfully" });
  }
  const lever = /^\/lever\/v0\/postings\/([^/]+)\/([^/]+)$/.exec(path);
  if (lever) {
    // Lever takes two application posts a second.
    const now = Date.now();
    if (leverPosts.filter((at) => now - at < 1000).length >= 2)
      return json(429, { ok: false, error: "Too many requests" });
    leverPosts.push(now);
    if (url.searchParams.get("key") !== fixtureApiKey) return json(401, { ok: false, error: "Invalid API key" });
    if (!isBoard(lever[1]) || !jobIds.lever(lever[1]!).includes(lever[2]!))
      return json(404, { ok: false, error: "Document not found" });
    const { fields, files } = await readForm(request, body);
    if (!fields.name?.[0] || !fields.email?.[0]) return json(400, { ok: false, error: "Missing name or email" });
    for (const name of ["consent[store]", "consent[marketing]"])
      if (fields[name] && !["true", "false"].includes(fields[name][0]!))
        return json(400, { ok: false, error: `${name} must be true or false` });
    kept.push({ system: "lever", job: lever[2]!, fields, files });
    return json(200, { ok: true, applicationId: `app-${kept.length}` });
  }
  if (path === "/ashby/applicationForm.submit") {
    if (!basicKey(request)) return json(401, { success: false, errors: ["Invalid API key"] });
    const { fields, files } = await readForm(request, body);
    const job = fields.jobPostingId?.[0] ?? "";
    if (!jobIds.ashby().includes(job)) return json(200, { success: false, errors: ["Job posting not found"] });
    const submitted = JSON.parse(fields.applicationForm?.[0] ?? "{}") as {
      fieldSubmissions?: { path: string; value: string }[];
    };
    const paths = new Set((submitted.fieldSubmissions ?? []).map((entry) => entry.path));
    const missing = ["_systemfield_name", "_systemfield_email"].filter((name) => !paths.has(name));
    if (missing.length)
      return json(200, { success: false, errors: missing.map((name) => `Missing required field ${name}`) });
    // Only the fields of the posting's application form: these postings' forms have the system fields alone.
    const unknown = [...paths].filter((path) => !ashbyFormFields.includes(path));
    if (unknown.length)
      return json(200, { success: false, errors: unknown.map((path) => `${path} is not a field of the form`) });
    kept.push({ system: "ashby", job, fields, files });
    return json(200, { success: true, results: { applicationFormSubmission: { id: `submission-${kept.length}` } } });
  }
  return notFound;
}

/** The mock on loopback, on `port` (any free one by default). */
export async function startMockAts({ port = 0 }: { port?: number } = {}): Promise<MockAts> {
  const requests: string[] = [];
  const answers = new Map<string, Answer>();
  const applications: ReceivedApplication[] = [];
  const leverPosts: number[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push(`${request.method === "GET" ? "" : `${request.method} `}${url.pathname}${url.search}`);
    // What it accepted, for a test in another process (a browser test's server runs apart from its workers).
    if (request.method === "GET" && url.pathname === receivedPath) {
      response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      return void response.end(JSON.stringify(applications));
    }
    const given = answers.get(url.pathname);
    if (given) await readBody(request);
    const answer =
      given ??
      (request.method === "GET"
        ? route(url)
        : request.method === "POST"
          ? await apply(request, url, applications, leverPosts)
          : json(405, { error: "GET or POST only" }));
    response.writeHead(answer.status, {
      "content-type": answer.type ?? "application/json; charset=utf-8",
      ...answer.headers,
    });
    response.end(answer.body);
  });
  if (port === 0) await listenHttp(server);
  else await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apis: mockApis(origin),
    requests,
    applications,
    answer: (path, { status, body, type, headers }) =>
      answers.set(path, {
        status,
        body: typeof body === "string" ? body : JSON.stringify(body),
        ...(type ? { type } : {}),
        ...(headers ? { headers } : {}),
      }),
    clear: (path) => void answers.delete(path),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
