import { z } from "zod";
import { payOf, appendCv, type AtsAdapter, type AtsJob } from "./adapter.ts";
import { getJson } from "./fetch-json.ts";
import { escapeHtml } from "../../lib/escape-html.ts";

/** GET /postings/{site}?mode=json */
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

function leverJob(posting: z.output<typeof postingSchema>): AtsJob {
  const { categories, salaryRange: range } = posting;
  const names = categories.allLocations?.length ? categories.allLocations : [categories.location ?? ""];
  const country = posting.country;
  const lists = (posting.lists ?? []).map((list) => `<h2>${escapeHtml(list.text)}</h2><ul>${list.content}</ul>`);
  const description = posting.descriptionBody
    ? `${posting.opening ?? ""}${posting.descriptionBody}`
    : (posting.description ?? "");
  return {
    system: "lever",
    id: posting.id,
    title: posting.text,
    department: categories.department ?? categories.team,
    level: categories.level,
    // The posting's country (Lever gives it as a code) is its one location's: the mapping reads a bare city in it.
    places: names.map((name) => ({ name, ...(country && names.length === 1 ? { address: { country } } : {}) })),
    workplace: posting.workplaceType,
    employment: categories.commitment,
    posted: posting.createdAt,
    modified: posting.updatedAt,
    ...(range && payOf("salaryRange.interval", { ...range, period: range.interval })),
    html: [description, ...lists, posting.additional ?? ""].join("\n"),
    url: posting.hostedUrl,
  };
}

/** Lever answers 429 above two application posts a second: spaced so that no second holds more than two. */
export const LEVER_INTERVAL_MS = 600;

export const lever: AtsAdapter = {
  system: "lever",
  name: "Lever",
  board: "<site>",
  // Lever's EU API: https://api.eu.lever.co/v0
  urls: { api: { variable: "LEVER_API_URL", default: "https://api.lever.co/v0" } },
  /** Lever's postings API carries no application questions. */
  async load({ board, urls }, { fetch: fetcher }) {
    const url = `${urls.api}/postings/${encodeURIComponent(board)}?mode=json`;
    const postings = await getJson(fetcher, url, `the Lever site "${board}"`, z.array(postingSchema));
    return postings.map(leverJob);
  },
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
      // The form asks only to keep the details for this application, not to be contacted about later roles.
      form.append("consent[store]", String(consent.given));
      form.append("consent[marketing]", "false");
      await appendCv(form, "resume", application, tools);
      const { board, urls } = tools.board;
      const url = `${urls.api}/postings/${encodeURIComponent(board)}/${encodeURIComponent(job)}?key=${encodeURIComponent(tools.apiKey)}`;
      return (await tools.post(url, { body: form })).text;
    },
  },
};
