import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { adapterFor } from "../../app/content/vacancy-sources/adapters.ts";
import { listenHttp } from "../support/ports.mjs";
import { ashbyMock } from "./mock/ashby.ts";
import { greenhouseMock } from "./mock/greenhouse.ts";
import { json, type Answer, type MockApi, type ReceivedApplication } from "./mock/kit.ts";
import { leverMock } from "./mock/lever.ts";
import { personioMock } from "./mock/personio.ts";
import { recruiteeMock } from "./mock/recruitee.ts";
import { smartrecruitersMock } from "./mock/smartrecruiters.ts";

export { fixtureApiKey, fixtureBoard, otherBoard, secondBoard, type ReceivedApplication } from "./mock/kit.ts";

/**
 * A local stand-in for every ATS's public APIs, on loopback: each ATS's API (mock/<system>.ts) under its own
 * prefix, which the adapter's *_API_URL settings point at, answering with the recorded boards in fixtures/ and
 * checking every application against the documented request. `answer` replaces the answer at one path, to play
 * an ATS that fails.
 */
const stands = (): MockApi[] => [
  greenhouseMock,
  leverMock(),
  ashbyMock,
  recruiteeMock,
  smartrecruitersMock,
  personioMock(),
];

export type MockAts = {
  /** The base URL of each ATS's first address (GREENHOUSE_API_URL...), by system. */
  apis: Record<string, string>;
  /** The settings that point `system`'s adapter at the mock: each of its addresses' variables. */
  env: (system: string) => Record<string, string>;
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

/** Each address of each ATS on a mock at `origin`, by system and the address's key. */
export const mockUrls = (origin: string, apis = stands()) =>
  Object.fromEntries(
    apis.map((api) => [
      api.system,
      Object.fromEntries(Object.entries(api.prefixes).map(([key, prefix]) => [key, `${origin}${prefix}`])),
    ]),
  ) as Record<string, Record<string, string>>;

/** Each ATS's first address on a mock at `origin` (its *_API_URL). */
export const mockApis = (origin: string): Record<string, string> =>
  Object.fromEntries(Object.entries(mockUrls(origin)).map(([system, urls]) => [system, Object.values(urls)[0]!]));

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The API and address a path falls under, with the path below its prefix (`{company}` matching one segment). */
function standFor(apis: MockApi[], pathname: string) {
  for (const api of apis)
    for (const [address, prefix] of Object.entries(api.prefixes)) {
      const pattern = new RegExp(
        `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{company\\}", "([^/]+)")}(/.*)?$`,
      );
      const match = pattern.exec(pathname);
      if (match) return { api, address, path: match.at(-1) ?? "/" };
    }
  return undefined;
}

/** The mock on loopback, on `port` (any free one by default). */
export async function startMockAts({ port = 0 }: { port?: number } = {}): Promise<MockAts> {
  const apis = stands();
  const requests: string[] = [];
  const answers = new Map<string, Answer>();
  const applications: ReceivedApplication[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push(`${request.method === "GET" ? "" : `${request.method} `}${url.pathname}${url.search}`);
    // What it accepted, for a test in another process (a browser test's server runs apart from its workers).
    if (request.method === "GET" && url.pathname === receivedPath) {
      response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      return void response.end(JSON.stringify(applications));
    }
    // The whole body first, as a server does before it answers: an answer cut in mid-upload is not what APIs do.
    const body = await readBody(request);
    let answer = answers.get(url.pathname);
    const stand = standFor(apis, url.pathname);
    if (!answer && stand && (request.method === "GET" || request.method === "POST"))
      answer = await stand.api.handle({
        request,
        url,
        path: stand.path,
        address: stand.address,
        body,
        accept: (application) => applications.push({ system: stand.api.system, ...application }),
        accepted: () => applications.filter((application) => application.system === stand.api.system),
      });
    answer ??= json(404, { status: 404, error: "Not found" });
    response.writeHead(answer.status, {
      "content-type": answer.type ?? "application/json; charset=utf-8",
      ...answer.headers,
    });
    response.end(answer.body);
  });
  if (port === 0) await listenHttp(server);
  else await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urls = mockUrls(origin, apis);
  return {
    apis: mockApis(origin),
    env: (system) => {
      const adapter = adapterFor(system);
      if (!adapter) throw new Error(`No adapter for ${system}`);
      return Object.fromEntries(
        Object.entries(adapter.urls).map(([key, { variable }]) => [variable, urls[system]![key]!]),
      );
    },
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
