import Fastify from "fastify";
import { expect } from "vitest";
import { siteApi } from "../../server/app.mjs";
import { createStore } from "../../server/store/index.mjs";
import { docxBytes, multipart, startSmtp, tempDataDir } from "../support/forms-api.mjs";

/**
 * The forms API as the server runs it, for the ATS tests: on the settings the test put in process.env
 * (VACANCIES_FROM, the ATS's addresses, ATS_API_KEY), with a real SMTP sink, a store of its own and a fast outbox.
 * Each thing started is stopped by `cleanups`, newest first, which the test file runs after each test.
 */
export async function startFormsApi(cleanups: (() => unknown)[], { logged }: { logged?: string[] } = {}) {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.close());
  const dataDir = tempDataDir();
  const notices: string[] = [];
  const app = logged
    ? Fastify({ logger: { level: "info", stream: { write: (line: string) => void logged.push(line) } } })
    : Fastify();
  await app.register(siteApi, {
    dataDir,
    smtpUrl: smtp.url,
    minFillMs: 0,
    rateLimit: { max: 1000, timeWindow: 60_000 },
    outbox: { backoff: [20, 40, 80], pollMs: 50 },
    notice: (line: string) => notices.push(line),
  });
  await app.ready();
  cleanups.push(() => app.close());
  const store = createStore({ dataDir }) as Store & { close: () => void };
  cleanups.push(() => store.close());
  return { app, store, smtp, notices };
}

export type FormsApi = Awaited<ReturnType<typeof startFormsApi>>;

/** The outbox's rows as the store lists them (the store is plain JavaScript, so its types are spelled out here). */
export type OutboxRow = {
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number;
  payload?: unknown;
};
type Store = { listOutbox: (options: { statuses: string[]; submissionId: string }) => Promise<OutboxRow[]> };

/** A submission's hand-over to the ATS, in whatever state it is. */
export const atsRow = async (store: Store, id: string) =>
  (await store.listOutbox({ statuses: ["pending", "sending", "failed", "sent"], submissionId: id })).find(
    (row) => row.kind === "ats",
  );

export const applicant = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+94771234567",
  location: "Colombo",
  message: "I would love to build the ordering tools.",
  consent: "yes",
  website: "",
};

/** An application for `vacancy` as the page's script sends it, with a CV; its reference once it is stored. */
export async function apply(
  app: FormsApi["app"],
  vacancy: string,
  extra: Record<string, string | string[]> = {},
  cv = { filename: "Ada CV.docx", bytes: docxBytes() },
) {
  const { body, contentType } = await multipart({ ...applicant, vacancy, ...extra }, [cv]);
  const response = await app.inject({
    method: "POST",
    url: "/api/forms/career-interest",
    headers: { "content-type": contentType!, accept: "application/json" },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}
