import type { Salary } from "../collections/vacancies.ts";
import type { Question } from "../questions.ts";
import { slugify } from "../../lib/slug.ts";
import type { Fetch } from "./fetch-json.ts";
import type { AtsJob } from "./map.ts";

/**
 * One ATS, whole: how VACANCIES_FROM names its boards, its settings, how its roles are read and mapped, and how an
 * application reaches it. The build (load.ts) and the server's hand-over (server/outbox/transports/ats.mjs) know an ATS only through
 * its adapter, and the list of ATSs is `adapters` in adapters.ts, so adding an ATS is one module and one line.
 */
export type AtsAdapter = {
  /** VACANCIES_FROM's prefix and the name the vacancies and the outbox record: "greenhouse". */
  system: string;
  /** As people write it: "Greenhouse". */
  name: string;
  /** What follows the prefix in VACANCIES_FROM, for messages and the README: "<board token>". */
  board: string;
  /**
   * The addresses the adapter talks to, each overridable by its variable (for tests, proxies and regions).
   * `{company}` in a default stands for the board's name. The first is where the roles are read.
   */
  urls: Record<string, { variable: string; default: string }>;
  /** Settings beyond ATS_API_KEY that applications need (Personio's company id), by the name `board.settings` uses. */
  settings?: Record<string, { variable: string; description: string }>;
  /**
   * Every published role, in the ATS's order. Throws a SourceError (fetch-json.ts) when the ATS did not answer or
   * answered something that is not its documented shape; a role the site can place only by a guess is still
   * returned (map.ts warns of each guess).
   */
  load: (board: AtsBoard, context: LoadContext) => Promise<AtsJob[]>;
  /** How an application is handed over; absent for an ATS whose API takes none. */
  application?: ApplicationApi;
};

/** A board as the adapter reads it: its name and its resolved settings. */
export type AtsBoard = {
  /** The board's name in VACANCIES_FROM (a board token, a site, a company). */
  board: string;
  /** Each of the adapter's `urls` by its key, `{company}` replaced, without a trailing slash. */
  urls: Record<string, string>;
  /** The adapter's `settings` by key, as set (trimmed; undefined when unset). */
  settings: Record<string, string | undefined>;
  /** ATS_API_KEY, for an ATS that publishes part of a role only to its key holder (SmartRecruiters' questions). */
  apiKey?: string | null;
};

export type LoadContext = {
  /** Fetches under the load's one deadline (load.ts puts it on every request). */
  fetch: Fetch;
  /** Something the site leaves out that the person who runs it should know of (a second pay range). */
  log: (line: string) => void;
};

/** An application as the outbox carries it to the ATS (JSON, stored until delivered). */
export type AtsApplication = {
  system: string;
  /** The role's id in the ATS. */
  job: string;
  candidate: {
    firstName: string;
    lastName: string;
    email: string;
    phone?: string;
    location?: string;
    organisation?: string;
    message?: string;
  };
  /**
   * Each answered question under the ATS's field name, its values as the ATS takes them (its own value for a
   * choice). A list is a list, never joined: `multiple` marks a question that takes several values.
   */
  answers: { name: string; values: string[]; multiple: boolean }[];
  cv: { file: string; name: string; type: string; size?: number } | null;
  /** Where the candidate came from: utm_* and the ATS's own source parameters. */
  source?: Record<string, string>;
  /** The form's consent, and the ATS's fields that record it (where the loader found some). */
  consent: { given: boolean; fields: string[] };
};

export type ApplicationApi = {
  /**
   * The API takes applications without a key (Recruitee's careers site, where the candidate applies as on its own
   * form): they are handed over whether or not ATS_API_KEY is set.
   */
  keyless?: boolean;
  /** The least time between two requests this process sends to the ATS: its documented rate limit. */
  intervalMs?: number;
  /** The largest CV the API takes; a larger one is refused for good before anything is sent. */
  maxCvBytes?: number;
  /** Sends one application with `tools.post` (one request or several) and returns the answer to keep. */
  send: (application: AtsApplication, tools: SendTools) => Promise<string>;
};

export type AtsAnswer = { status: number; text: string };

export type SendTools = {
  board: AtsBoard;
  apiKey: string;
  /** The CV's bytes, or null when the application has none. */
  readCv: () => Promise<Uint8Array | null>;
  /**
   * POSTs to the ATS, and only to one of its configured hosts, reading at most a small part of the answer. A 2xx
   * is returned; a 429 or 5xx, a timeout or a refused connection throws a temporary failure (the outbox retries,
   * honouring Retry-After); any other answer throws a final one. Secrets never reach what it records.
   */
  post: (url: string, init: { headers?: Record<string, string>; body: FormData | string }) => Promise<AtsAnswer>;
  /** A final refusal that came in a 2xx (Ashby's `success: false`), with the ATS's answer. */
  refuse: (message: string) => never;
};

/** HTTP Basic with an API key as the user name and no password (Greenhouse's and Ashby's way). */
export const basicAuth = (key: string) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`;

/** Appends the CV, when there is one, as the multipart part `name`. */
export async function appendCv(form: FormData, name: string, application: AtsApplication, tools: SendTools) {
  const bytes = await tools.readCv();
  if (bytes && application.cv)
    form.append(name, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: application.cv.type }), application.cv.name);
}

/**
 * A role's pay range as an ATS names it, its period in the ATS's words ("per-month-salary", "1 MONTH", "month"); a
 * period the site does not show is a guess under `field`, and the role is published without its pay.
 */
export function payOf(
  field: string,
  {
    min,
    max,
    currency,
    period,
  }: { min?: number | null; max?: number | null; currency?: string | null; period: string },
): Pick<AtsJob, "salary" | "guesses"> {
  if (min == null || max == null || !currency) return {};
  const known = /^(?:1 |per-)?(year|month|week|day|hour)(?:-salary|-wage)?$/i.exec(period)?.[1]?.toLowerCase();
  if (known) return { salary: { min, max, currency, period: known as Salary["period"] } };
  const text = `"${period}" is not a pay period the site shows; the role is published without its pay`;
  return { guesses: [{ field, text }] };
}

/**
 * Collects a role's questions as the site's form asks them, each with an id made from its label (unique within the
 * role), its options for a choice, and the ATS's field its answer goes to.
 */
export function questionsOf() {
  const questions: Question[] = [];
  const fields: NonNullable<AtsJob["fields"]> = {};
  const add = (
    question: Omit<Question, "id" | "options">,
    options: string[],
    field: NonNullable<AtsJob["fields"]>[string],
  ) => {
    const base = slugify(question.label).slice(0, 60).replace(/-+$/, "") || "question";
    const id = questions.some((other) => other.id === base) ? `${base}-${questions.length + 1}` : base;
    const choice = question.type === "select" || question.type === "multiselect";
    questions.push({ id, ...question, label: question.label.trim(), ...(choice ? { options } : {}) });
    fields[id] = field;
  };
  return { questions, fields, add };
}

/** Whether a choice's options are Yes and No alone, in any order and case: the form asks it as a Yes/No question. */
export const isYesNo = (labels: string[]) =>
  labels
    .map((label) => label.trim().toLowerCase())
    .sort()
    .join() === "no,yes";
