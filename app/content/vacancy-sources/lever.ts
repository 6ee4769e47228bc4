import { z } from "zod";
import type { Salary } from "../collections/vacancies.ts";
import { appendCv, type AtsAdapter, type AtsBoard, type LoadContext } from "./adapter.ts";
import { getJson } from "./fetch-json.ts";
import type { AtsJob } from "./map.ts";

/** The parts of a posting the site reads (GET /postings/{site}?mode=json). */
const postingSchema = z.object({
  id: z.string(),
  text: z.string(),
  categories: z.object({
    location: z.string().nullish(),
    allLocations: z.array(z.string()).nullish(),
    commitment: z.string().nullish(),
    team: z.string().nullish(),
    department: z.string().nullish(),
    level: z.string().nullish(),
  }),
  country: z.string().nullish(),
  workplaceType: z.string().nullish(),
  createdAt: z.number(),
  updatedAt: z.number().nullish(),
  opening: z.string().nullish(),
  descriptionBody: z.string().nullish(),
  description: z.string().nullish(),
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: z.string().nullish(),
  salaryRange: z
    .object({ currency: z.string(), interval: z.string(), min: z.number().nullish(), max: z.number().nullish() })
    .nullish(),
  hostedUrl: z.string(),
});

type Posting = z.output<typeof postingSchema>;

const intervals: Record<string, Salary["period"]> = {
  "per-year-salary": "year",
  "per-month-salary": "month",
  "per-week-salary": "week",
  "per-day-wage": "day",
  "per-hour-wage": "hour",
};

const workplaces: Record<string, AtsJob["workplace"]> = {
  onsite: "on-site",
  "on-site": "on-site",
  hybrid: "hybrid",
  remote: "remote",
};

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A posting as one HTML description: the opening and body, each list under its title as a heading, the closing. */
function htmlOf(posting: Posting): string {
  const lists = (posting.lists ?? []).map((list) => `<h2>${escapeText(list.text)}</h2><ul>${list.content}</ul>`);
  const description = posting.descriptionBody
    ? `${posting.opening ?? ""}${posting.descriptionBody}`
    : (posting.description ?? "");
  return [description, ...lists, posting.additional ?? ""].join("\n");
}

function leverJob(posting: Posting): AtsJob {
  const job = { system: "lever" as const, id: posting.id };
  const range = posting.salaryRange;
  let salary: Salary | undefined;
  const guesses: AtsJob["guesses"] = [];
  if (range && range.min != null && range.max != null) {
    const period = intervals[range.interval];
    if (period) salary = { min: range.min, max: range.max, currency: range.currency, period };
    else
      guesses.push({
        field: "salaryRange.interval",
        text: `"${range.interval}" is not a pay period the site shows; the role is published without its pay`,
      });
  }
  const names = posting.categories.allLocations?.length
    ? posting.categories.allLocations
    : [posting.categories.location ?? ""];
  const country = posting.country ?? undefined;
  return {
    ...job,
    title: posting.text,
    department: posting.categories.department ?? posting.categories.team ?? undefined,
    ...(posting.categories.level ? { level: posting.categories.level } : {}),
    // The posting's country (Lever gives it as a code) is its one location's: the mapping reads a bare city in it.
    places: names.map((name) => ({ name, ...(country && names.length === 1 ? { address: { country } } : {}) })),
    ...(workplaces[posting.workplaceType ?? ""] ? { workplace: workplaces[posting.workplaceType ?? ""] } : {}),
    ...(posting.categories.commitment ? { employment: posting.categories.commitment } : {}),
    posted: posting.createdAt,
    ...(posting.updatedAt ? { modified: posting.updatedAt } : {}),
    ...(salary ? { salary } : {}),
    ...(guesses.length ? { guesses } : {}),
    html: htmlOf(posting),
    url: posting.hostedUrl,
  };
}

/** Every published posting of a Lever site. Lever's postings API carries no application questions. */
async function loadLever({ board, urls }: AtsBoard, { fetch: fetcher }: LoadContext): Promise<AtsJob[]> {
  const url = `${urls.api}/postings/${encodeURIComponent(board)}?mode=json`;
  const postings = await getJson(fetcher, url, `the Lever site "${board}"`, z.array(postingSchema));
  return postings.map(leverJob);
}

/** Lever answers 429 above two application posts a second: spaced so that no second holds more than two. */
export const LEVER_INTERVAL_MS = 600;

export const lever: AtsAdapter = {
  system: "lever",
  name: "Lever",
  board: "<site>",
  // Lever's EU API: https://api.eu.lever.co/v0
  urls: { api: { variable: "LEVER_API_URL", default: "https://api.lever.co/v0" } },
  load: loadLever,
  /** POST {api}/postings/{site}/{posting id}?key={key}: multipart. */
  application: {
    intervalMs: LEVER_INTERVAL_MS,
    async send(application, tools) {
      const { job, candidate, answers, source, consent } = application;
      const form = new FormData();
      form.append("name", `${candidate.firstName} ${candidate.lastName}`);
      form.append("email", candidate.email);
      if (candidate.phone) form.append("phone", candidate.phone);
      if (candidate.organisation) form.append("org", candidate.organisation);
      if (candidate.message) form.append("comments", candidate.message);
      for (const { name, values } of answers) for (const value of values) form.append(name, value);
      const tag = source?.["lever-source"] ?? source?.utm_source;
      if (tag) form.append("source", tag);
      // Lever's two consents: to keep the details for this application (the form's consent), and to be contacted
      // about later roles, which the form does not ask, so it is not given.
      form.append("consent[store]", String(consent.given));
      form.append("consent[marketing]", "false");
      await appendCv(form, "resume", application, tools);
      const { board, urls } = tools.board;
      const url = `${urls.api}/postings/${encodeURIComponent(board)}/${encodeURIComponent(job)}?key=${encodeURIComponent(tools.apiKey)}`;
      return (await tools.post(url, { body: form })).text;
    },
  },
};
