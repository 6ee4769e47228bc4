import { z } from "zod";
import type { Salary } from "../collections/vacancies.ts";
import { getJson, type Fetch } from "./fetch-json.ts";
import { MappingError, type AtsJob } from "./map.ts";

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

export function leverJob(posting: Posting): AtsJob {
  const job = { system: "lever" as const, id: posting.id };
  const range = posting.salaryRange;
  let salary: Salary | undefined;
  if (range && range.min != null && range.max != null) {
    const period = intervals[range.interval];
    if (!period)
      throw new MappingError(job, "salaryRange.interval", `"${range.interval}" is not a pay period the site shows`);
    salary = { min: range.min, max: range.max, currency: range.currency, period };
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
    html: htmlOf(posting),
    url: posting.hostedUrl,
  };
}

/** Every published posting of a Lever site. Lever's postings API carries no application questions. */
export async function loadLever(site: string, baseUrl: string, fetcher: Fetch) {
  const url = `${baseUrl.replace(/\/+$/, "")}/postings/${encodeURIComponent(site)}?mode=json`;
  const postings = await getJson(fetcher, url, `the Lever site "${site}"`, z.array(postingSchema));
  return postings;
}
