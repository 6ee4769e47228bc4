import type { Salary, Vacancy } from "../collections/vacancies.ts";
import type { Question } from "../questions.ts";
import { slugify } from "../../lib/slug.ts";
import { SourceError, type Fetch } from "./fetch-json.ts";

/**
 * One role as an ATS loader reads it, before the site's mapping (vacancy-mapping.ts) places it: its system, id, page,
 * question fields and consent fields as the vacancy keeps them, the rest in the ATS's words.
 */
export type AtsJob = NonNullable<Vacancy["ats"]> & {
  title: string;
  department?: string | null;
  level?: string | null;
  /** Each place by the ATS's name for it, with its address (any part may be missing; a country by code or name). */
  places: { name: string; address?: { city?: string | null; region?: string | null; country?: string | null } }[];
  /** In the ATS's words ("OnSite", "Full-time"); a workplace is otherwise read from the places' names. */
  workplace?: string | null;
  employment?: string | null;
  /** Instants (ISO 8601 or milliseconds); the site keeps their day in the company's time zone. */
  posted: string | number;
  modified?: string | number | null;
  closing?: string | number | null;
  salary?: Salary;
  /** Not yet sanitised. */
  html: string;
  questions?: Question[];
  /** Questions the site's form cannot show ("label (kind)"): the role then links to its page on the ATS. */
  unsupported?: string[];
  /** What the adapter itself could only guess (a pay period the site does not show), warned as the mapping's are. */
  guesses?: { field: string; text: string }[];
};

/** One ATS, whole: the build and the server's hand-over know it only through this, so an ATS is one module. */
export type AtsAdapter = {
  /** VACANCIES_FROM's prefix: "greenhouse". */
  system: string;
  name: string;
  /** What follows the prefix in VACANCIES_FROM: "<board token>". */
  board: string;
  /** Each overridable (tests, proxies, regions); `{company}` is the board; the first lists the roles. */
  urls: Record<string, { variable: string; default: string }>;
  /** Settings beyond ATS_API_KEY that applications need (Personio's company id). */
  settings?: Record<string, { variable: string; description: string }>;
  /**
   * Every published role, or a SourceError when the ATS did not answer in its documented shape; `log` hears what
   * the site leaves out that its operator should know of (a second pay range).
   */
  load: (board: AtsBoard, context: { fetch: Fetch; log: (line: string) => void }) => Promise<AtsJob[]>;
  application?: {
    /** The API takes applications without ATS_API_KEY (Recruitee's careers site). */
    keyless?: boolean;
    /** The ATS's documented rate limit, as the least time between two requests. */
    intervalMs?: number;
    maxCvBytes?: number;
    /** Returns the answer to keep. */
    send: (application: AtsApplication, tools: SendTools) => Promise<string>;
  };
};

export type AtsBoard = {
  board: string;
  urls: Record<string, string>;
  settings: Record<string, string | undefined>;
  /** For an ATS that publishes part of a role only to its key holder (SmartRecruiters' questions). */
  apiKey?: string | null;
};

/** The form's own fields an application hands over as its candidate, when given. */
export const formKeys = ["firstName", "lastName", "email", "phone", "location", "organisation", "message"] as const;

/** An application as the outbox stores it until the ATS takes it. */
export type AtsApplication = {
  system: string;
  job: string;
  candidate: Record<"firstName" | "lastName" | "email", string> & { [key in (typeof formKeys)[number]]?: string };
  /** Under the ATS's field names and values; a multiselect's list is never joined. */
  answers: { name: string; values: string[]; multiple: boolean }[];
  cv: { file: string; name: string; type: string; size?: number } | null;
  /** utm_* and the ATS's own source parameters. */
  source?: Record<string, string>;
  consent: { given: boolean; fields: string[] };
};

type AtsAnswer = { status: number; text: string };

type SendTools = {
  board: AtsBoard;
  apiKey: string;
  readCv: () => Promise<Uint8Array | null>;
  /** Only to a configured host; a 2xx is returned, a 429, 5xx or no answer is retried, any other answer is final. */
  post: (url: string, init: { headers?: Record<string, string>; body: FormData | string }) => Promise<AtsAnswer>;
  /** A final refusal that came in a 2xx (Ashby's `success: false`), with the ATS's answer. */
  refuse: (message: string) => never;
};

/** HTTP Basic with an API key as the user name and no password (Greenhouse's and Ashby's way). */
export const basicAuth = (key: string) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`;

export async function appendCv(form: FormData, name: string, application: AtsApplication, tools: SendTools) {
  const bytes = await tools.readCv();
  if (bytes && application.cv)
    form.append(name, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: application.cv.type }), application.cv.name);
}

/** A list that does not add up to the count the ATS gives for it stops the build rather than publish part of it. */
export function checkWhole<T>(list: T[], total: number, what: string, noun: string): T[] {
  if (list.length === total) return list;
  throw new SourceError(`${what} says it has ${total} ${noun} but sent ${list.length}: not publishing a partial list`);
}

/** A pay range whose period is in the ATS's words ("per-month-salary", "1 MONTH"); an unknown period is a guess. */
export function payOf(
  field: string,
  pay: { min?: number | null; max?: number | null; currency?: string | null; period: string },
): Pick<AtsJob, "salary" | "guesses"> {
  const { min, max, currency, period } = pay;
  if (min == null || max == null || !currency) return {};
  const known = /^(?:1 |per-)?(year|month|week|day|hour)(?:-salary|-wage)?$/i.exec(period)?.[1]?.toLowerCase();
  if (known) return { salary: { min, max, currency, period: known as Salary["period"] } };
  const text = `"${period}" is not a pay period the site shows; the role is published without its pay`;
  return { guesses: [{ field, text }] };
}

/** The Yes and No of a question the ATS answers as a flag. */
export const flagValues = { Yes: "true", No: "false" };

const yesOrNo = (label: string) => {
  const word = label.trim().toLowerCase();
  return word === "yes" ? "Yes" : word === "no" ? "No" : label;
};

/**
 * Collects a role's questions, each with an id from its label (unique in the role) and the ATS's field for it (its
 * name, and the ATS's value for each option), and those the form cannot ask ("label (kind)"). A choice of Yes and
 * No alone, in any order and case, is asked as a Yes/No question.
 */
export function questionsOf() {
  const questions: Question[] = [];
  const fields: NonNullable<AtsJob["fields"]> = {};
  const unsupported: string[] = [];
  const add = (
    question: Omit<Question, "id" | "options">,
    options: string[],
    name: string,
    values: Record<string, string> = {},
  ) => {
    const base = slugify(question.label).slice(0, 60).replace(/-+$/, "") || "question";
    const id = questions.some((other) => other.id === base) ? `${base}-${questions.length + 1}` : base;
    const yesNo = question.type === "select" && options.map(yesOrNo).sort().join() === "No,Yes";
    const type = yesNo ? "yesno" : question.type;
    const choice = type === "select" || type === "multiselect";
    questions.push({ id, ...question, type, label: question.label.trim(), ...(choice ? { options } : {}) });
    const entries = Object.entries(values).map(([label, value]) => [yesNo ? yesOrNo(label) : label, value]);
    fields[id] = { name, ...(entries.length ? { values: Object.fromEntries(entries) } : {}) };
  };
  return { questions, fields, unsupported, add };
}
