import { XMLParser, XMLValidator } from "fast-xml-parser";
import { z } from "zod";
import { escapeHtml } from "../../lib/escape-html.ts";
import { appendCv, type AtsAdapter, type AtsJob } from "./adapter.ts";
import { failure, getText } from "./fetch-json.ts";

/** The feed's lists: a board of one role, a role in one office, a section alone are still lists. */
const lists = new Set([
  "workzag-jobs.position",
  "workzag-jobs.position.additionalOffices.office",
  "workzag-jobs.position.jobDescriptions.jobDescription",
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  // Every value as written: an id stays "0042", a title "1984" stays text.
  parseTagValue: false,
  jPath: true,
  isArray: (_name, path) => lists.has(String(path)),
});

const text = z.string().trim();
/** An element written empty (`<department/>`) is read as "": absent. */
const optional = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || undefined);

/** The parts of a position the site reads (GET {feed}/xml?language=en). */
const positionSchema = z.object({
  id: text.regex(/^\d+$/, "is not a Personio job id"),
  office: optional,
  additionalOffices: z.union([z.literal(""), z.object({ office: z.array(z.string()).optional() })]).nullish(),
  department: optional,
  name: text.min(1),
  jobDescriptions: z.union([
    z.literal(""),
    z.object({ jobDescription: z.array(z.object({ name: z.string().nullish(), value: z.string().nullish() })) }),
  ]),
  employmentType: optional,
  seniority: optional,
  schedule: optional,
  createdAt: text.min(1),
});

/** `<workzag-jobs/>` is a board with no open roles. */
const feedSchema = z.object({
  "workzag-jobs": z.union([z.literal(""), z.object({ position: z.array(positionSchema).optional() })]),
});

type Position = z.output<typeof positionSchema>;

/**
 * The role's sections as one description, each under its name as a heading. Personio's editor writes paragraphs
 * as lines parted by blank lines (`<br><br>`), so each such run becomes a div, which the sanitiser makes a
 * paragraph where it holds only text.
 */
function htmlOf(position: Position): string {
  const sections = position.jobDescriptions === "" ? [] : position.jobDescriptions.jobDescription;
  return sections
    .map(({ name, value }) => {
      const body = `<div>${(value ?? "").replace(/(?:<br\s*\/?>\s*){2,}/gi, "</div><div>")}</div>`;
      return name?.trim() ? `<h2>${escapeHtml(name.trim())}</h2>${body}` : body;
    })
    .join("\n");
}

/** Personio's contract words as the site reads them: its `employmentType`, and `schedule` for a permanent role. */
function employmentOf(position: Position): string | undefined {
  switch (position.employmentType) {
    case "intern":
    case "trainee":
      return "internship";
    case "freelance":
      return "freelance";
    case "permanent":
    case undefined:
      return position.schedule ?? position.employmentType;
    default:
      // Another word of Personio's (a fixed-term or working-student contract): the mapping says what it is.
      return position.employmentType;
  }
}

/**
 * Personio's seniority as a level name of the mapping; "experienced" says nothing the title does not, so the
 * title's words decide it (a "Senior ..." is senior).
 */
const levels: Record<string, string> = { "entry-level": "entry", student: "entry", executive: "senior" };

/** An office is named as the company writes it; a bare name ("Berlin") is the office's city. */
function placeOf(name: string): AtsJob["places"][number] {
  const bare = !name.includes(",") && !/\b(remote|hybrid)\b/i.test(name);
  return { name, ...(bare ? { address: { city: name } } : {}) };
}

function personioJob(position: Position, feed: string): AtsJob {
  const additional = position.additionalOffices ? (position.additionalOffices.office ?? []) : [];
  const offices = [position.office, ...additional].map((office) => office?.trim()).filter((office) => !!office);
  const employment = employmentOf(position);
  const level = levels[position.seniority ?? ""];
  return {
    system: "personio",
    id: position.id,
    title: position.name,
    ...(position.department ? { department: position.department } : {}),
    ...(level ? { level } : {}),
    places: [...new Set(offices as string[])].map(placeOf),
    ...(employment ? { employment } : {}),
    posted: position.createdAt,
    html: htmlOf(position),
    url: `${feed}/job/${position.id}`,
  };
}

/** Personio's recruiting API takes 20 requests a minute: one every three seconds, the CV's upload included. */
export const PERSONIO_INTERVAL_MS = 3_000;

/** The largest document Personio's documents endpoint takes. */
const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

const uploadedSchema = z.object({ uuid: z.string().min(1), original_filename: z.string().optional() });

export const personio: AtsAdapter = {
  system: "personio",
  name: "Personio",
  board: "<company>",
  urls: {
    feed: { variable: "PERSONIO_FEED_URL", default: "https://{company}.jobs.personio.de" },
    api: { variable: "PERSONIO_API_URL", default: "https://api.personio.de/v1" },
  },
  settings: {
    companyId: {
      variable: "PERSONIO_COMPANY_ID",
      description: "the company's Personio id (Settings > API > Access data), sent as X-Company-ID with applications",
    },
  },
  /** Every published position of a Personio career site, from its XML feed. It carries no questions and no pay. */
  async load({ board, urls }, { fetch: fetcher }) {
    const url = `${urls.feed}/xml?language=en`;
    const what = `the Personio career site "${board}"`;
    const xml = await getText(fetcher, url, what);
    const fail = failure(url, what);
    const valid = XMLValidator.validate(xml);
    if (valid !== true) fail(`the answer is not XML (line ${valid.err.line}: ${valid.err.msg})`);
    const result = feedSchema.safeParse(parser.parse(xml));
    if (!result.success) {
      const issue = result.error.issues[0]!;
      fail(`the answer is not Personio's job feed: ${issue.path.join(".") || "its root"}: ${issue.message}`);
    }
    const root = result.data!["workzag-jobs"];
    return (root === "" ? [] : (root.position ?? [])).map((position) => personioJob(position, urls.feed!));
  },
  /**
   * The CV first: POST {api}/recruiting/applications/documents (multipart `file`), whose answer's uuid the
   * application names; then POST {api}/recruiting/applications, JSON. Both with the recruiting API's bearer token
   * and the company id.
   */
  application: {
    intervalMs: PERSONIO_INTERVAL_MS,
    maxCvBytes: MAX_DOCUMENT_BYTES,
    async send(application, tools) {
      const { job, candidate, cv } = application;
      const companyId = tools.board.settings.companyId;
      if (!companyId)
        tools.refuse("Personio needs the company's id for applications: set PERSONIO_COMPANY_ID and restart");
      const headers = { authorization: `Bearer ${tools.apiKey}`, "x-company-id": companyId! };
      const { api } = tools.board.urls;
      const files: { uuid: string; original_filename: string; category: "cv" }[] = [];
      if (cv) {
        const form = new FormData();
        await appendCv(form, "file", application, tools);
        const uploaded = await tools.post(`${api}/recruiting/applications/documents`, { headers, body: form });
        let document: z.output<typeof uploadedSchema> | undefined;
        try {
          document = uploadedSchema.parse(JSON.parse(uploaded.text));
        } catch {
          // Not the documented answer: nothing to name in the application, so the whole is tried again later.
          throw new Error(`Personio's documents endpoint answered ${uploaded.status} ${uploaded.text}`);
        }
        files.push({ uuid: document.uuid, original_filename: cv.name, category: "cv" });
      }
      // The system attributes Personio documents; it has no field for the organisation or the candidate's source
      // (its recruiting channels are ids set up in Personio), and its feed publishes no questions to answer.
      const attributes = [
        ...(candidate.phone ? [{ id: "phone", value: candidate.phone }] : []),
        ...(candidate.location ? [{ id: "location", value: candidate.location }] : []),
      ];
      const body = {
        first_name: candidate.firstName,
        last_name: candidate.lastName,
        email: candidate.email,
        job_position_id: Number(job),
        ...(candidate.message ? { message: candidate.message } : {}),
        ...(files.length ? { files } : {}),
        ...(attributes.length ? { attributes } : {}),
      };
      const answer = await tools.post(`${api}/recruiting/applications`, {
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return answer.text || `${answer.status} Created`;
    },
  },
};
