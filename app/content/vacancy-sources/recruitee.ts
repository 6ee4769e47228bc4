import { z } from "zod";
import type { Question } from "../questions.ts";
import { flagValues, payOf, questionsOf, appendCv, type AtsAdapter, type AtsJob } from "./adapter.ts";
import { getJson } from "./fetch-json.ts";

/** One screening question of an offer, as GET /offers/ carries it. */
const questionSchema = z.object({
  id: z.number(),
  kind: z.string(),
  required: z.boolean().nullish(),
  body: z.string(),
  position: z.number().nullish(),
  open_question_options: z.array(z.object({ id: z.number().nullish(), body: z.string() })).nullish(),
});

const locationSchema = z.object({
  name: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  state_code: z.string().nullish(),
  country: z.string().nullish(),
  country_code: z.string().nullish(),
});

/** The parts of an offer the site reads (the Careers Site API's GET {company}.recruitee.com/api/offers/). */
const offerSchema = z.object({
  id: z.number(),
  slug: z.string().min(1),
  status: z.string().nullish(),
  title: z.string(),
  department: z.string().nullish(),
  description: z.string(),
  requirements: z.string().nullish(),
  location: z.string().nullish(),
  city: z.string().nullish(),
  state_name: z.string().nullish(),
  state_code: z.string().nullish(),
  country: z.string().nullish(),
  country_code: z.string().nullish(),
  locations: z.array(locationSchema).nullish(),
  remote: z.boolean().nullish(),
  hybrid: z.boolean().nullish(),
  on_site: z.boolean().nullish(),
  employment_type_code: z.string().nullish(),
  published_at: z.string(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  close_at: z.string().nullish(),
  careers_url: z.string(),
  careers_apply_url: z.string().nullish(),
  options_phone: z.string().nullish(),
  options_cv: z.string().nullish(),
  options_cover_letter: z.string().nullish(),
  salary: z
    .object({
      min: z.union([z.string(), z.number()]).nullish(),
      max: z.union([z.string(), z.number()]).nullish(),
      period: z.string().nullish(),
      currency: z.string().nullish(),
    })
    .nullish(),
  open_questions: z.array(questionSchema).nullish(),
});

const boardSchema = z.object({ offers: z.array(offerSchema) });
type Offer = z.output<typeof offerSchema>;
type RecruiteeQuestion = z.output<typeof questionSchema>;

/**
 * Recruitee's instants are written "2026-11-10 04:00:00 UTC"; as ISO 8601 so that every runtime reads them alike.
 */
const instant = (text: string) => text.replace(/^(\d{4}-\d\d-\d\d) (\d\d:\d\d(?::\d\d(?:\.\d+)?)?) UTC$/, "$1T$2Z");

const amount = (value: string | number | null | undefined) => {
  const number = value === null || value === undefined || value === "" ? NaN : Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/** The offer's pay, when it names one: a single figure (only min or only max) is a range of one. */
function salaryOf({ salary: pay }: Offer): Pick<AtsJob, "salary" | "guesses"> {
  const [min, max] = [amount(pay?.min), amount(pay?.max)];
  const currency = pay?.currency?.toUpperCase();
  return payOf("salary.period", { min: min ?? max, max: max ?? min, currency, period: pay?.period ?? "" });
}

/**
 * Recruitee's employment type codes as the contract words the site reads: "fulltime_permanent" -> "Full-time", a
 * fixed-term contract -> "Fixed term" (temporary); "internship", "freelance", "contract", "temporary" as they are.
 */
function employmentOf(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  if (/fixed_?term/.test(code)) return "Fixed term";
  if (code.startsWith("fulltime")) return "Full-time";
  if (code.startsWith("parttime")) return "Part-time";
  return code;
}

const nameOf = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(", ");

/** Each of the offer's locations (else the offer's own city and country), with its address. */
function placesOf(offer: Offer): AtsJob["places"] {
  const listed = offer.locations?.length
    ? offer.locations
    : [
        {
          name: offer.location,
          city: offer.city,
          state: offer.state_name,
          country: offer.country,
          country_code: offer.country_code,
        },
      ];
  return listed.map((place) => {
    const address = { city: place.city, region: place.state, country: place.country_code || place.country };
    const name =
      (place.city ? nameOf(place.city, place.state, place.country) : "") || place.name || offer.location || "";
    return { name, ...(place.city || address.region || address.country ? { address } : {}) };
  });
}

/** Which answer key each kind of question takes (the Careers Site API's `content`, `multi_content`, `flag`). */
const answerKey: Record<string, "content" | "multi_content" | "flag"> = {
  string: "content",
  text: "content",
  single_choice: "content",
  multi_choice: "multi_content",
  boolean: "flag",
};

const siteKinds: Record<string, Question["type"]> = {
  string: "text",
  text: "textarea",
  single_choice: "select",
  multi_choice: "multiselect",
  boolean: "yesno",
};

/**
 * An offer's screening questions as the site's: string -> text, text -> textarea, single_choice -> select,
 * multi_choice -> multiselect, boolean -> yesno (answered as a `flag`). A required `legal` question (the GDPR
 * consent) is answered from the form's consent; an optional one (keeping the details for later roles) is not
 * asked by the form and is left unanswered. A required question of a kind the form cannot ask (file, date, number,
 * salary...) sends the role to Recruitee's own form; an optional one is left out. `log` hears of each left out.
 * Each question's field is named "{question id}[{answer key}]", which the application request is written from.
 */
export function mapRecruiteeQuestions(
  offer: Pick<Offer, "slug">,
  questions: RecruiteeQuestion[],
  log: (line: string) => void = () => {},
) {
  const { add, ...asked } = questionsOf();
  const consent: string[] = [];
  const ordered = [...questions].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const question of ordered) {
    const label = question.body.trim();
    if (question.kind === "legal") {
      if (question.required) consent.push(`${question.id}[flag]`);
      else log(`Recruitee offer ${offer.slug}: the optional consent "${label}" is not asked by the site's form`);
      continue;
    }
    const kind = siteKinds[question.kind];
    const options = (question.open_question_options ?? []).map((option) => option.body.trim());
    if (!kind || ((kind === "select" || kind === "multiselect") && options.length < 2)) {
      if (question.required) asked.unsupported.push(`"${label}" (${question.kind})`);
      else log(`Recruitee offer ${offer.slug}: the optional question "${label}" (${question.kind}) is left out`);
      continue;
    }
    const name = `${question.id}[${answerKey[question.kind]!}]`;
    add({ label, type: kind, required: question.required ?? false }, options, name, kind === "yesno" ? flagValues : {});
  }
  return { ...asked, consent };
}

/** The description with the requirements after it under their own heading, as the offer's page shows them. */
const htmlOf = (offer: Offer) =>
  offer.requirements?.trim() ? `${offer.description}\n<h2>Requirements</h2>\n${offer.requirements}` : offer.description;

function recruiteeJob(offer: Offer, log: (line: string) => void): AtsJob {
  const questions = mapRecruiteeQuestions(offer, offer.open_questions ?? [], log);
  const pay = salaryOf(offer);
  const employment = employmentOf(offer.employment_type_code);
  // The site's form asks for a phone number and a cover letter without requiring them.
  for (const [option, what] of [
    [offer.options_phone, "a phone number"],
    [offer.options_cover_letter, "a cover letter"],
  ] as const)
    if (option === "required")
      log(
        `Recruitee offer ${offer.slug} requires ${what}, which the site's form leaves optional: Recruitee refuses an application without it, which then reaches the team by mail only`,
      );
  return {
    system: "recruitee",
    id: offer.slug,
    title: offer.title,
    department: offer.department,
    places: placesOf(offer),
    workplace: offer.hybrid ? "hybrid" : offer.remote ? "remote" : offer.on_site ? "on-site" : undefined,
    employment,
    posted: instant(offer.published_at),
    ...(offer.updated_at ? { modified: instant(offer.updated_at) } : {}),
    ...(offer.close_at ? { closing: instant(offer.close_at) } : {}),
    ...pay,
    html: htmlOf(offer),
    url: offer.careers_url,
    ...questions,
  };
}

/** A field name as the loader wrote it: the question's id and its answer key. */
const fieldName = /^(\d+)\[(content|multi_content|flag)\]$/;

export const recruitee: AtsAdapter = {
  system: "recruitee",
  name: "Recruitee",
  board: "<company>",
  urls: { api: { variable: "RECRUITEE_API_URL", default: "https://{company}.recruitee.com/api" } },
  /** Every published offer of a Recruitee careers site, with its screening questions. */
  async load({ board, urls }, { fetch: fetcher, log }) {
    const { offers } = await getJson(
      fetcher,
      `${urls.api}/offers/`,
      `the Recruitee careers site "${board}"`,
      boardSchema,
    );
    return offers
      .filter((offer) => (offer.status ?? "published") === "published")
      .map((offer) => recruiteeJob(offer, log));
  },
  /**
   * POST {api}/offers/{slug}/candidates: the Careers Site API's form-data request (its JSON request takes the CV
   * only as an address to fetch it from), with no key: it applies as the candidate would on the careers site.
   */
  application: {
    keyless: true,
    async send(application, tools) {
      const { job, candidate, answers, consent } = application;
      const form = new FormData();
      form.append("candidate[name]", `${candidate.firstName} ${candidate.lastName}`);
      form.append("candidate[email]", candidate.email);
      if (candidate.phone) form.append("candidate[phone]", candidate.phone);
      if (candidate.message) form.append("candidate[cover_letter]", candidate.message);
      const answer = (index: number, id: string, key: string, values: string[]) => {
        const prefix = `candidate[open_question_answers_attributes][${index}]`;
        form.append(`${prefix}[open_question_id]`, id);
        if (key === "multi_content") for (const value of values) form.append(`${prefix}[multi_content][]`, value);
        else form.append(`${prefix}[${key}]`, values[0] ?? "");
      };
      let index = 0;
      for (const { name, values } of answers) {
        const [, id, key] = fieldName.exec(name) ?? [];
        if (!id || !key) tools.refuse(`"${name}" is not a Recruitee question field`);
        answer(index++, id!, key!, values);
      }
      // The offer's required legal questions (the GDPR consent), answered with the form's consent as a flag.
      for (const name of consent.fields) {
        const [, id] = fieldName.exec(name) ?? [];
        if (id) answer(index++, id, "flag", [String(consent.given)]);
      }
      await appendCv(form, "candidate[cv]", application, tools);
      const url = `${tools.board.urls.api}/offers/${encodeURIComponent(job)}/candidates`;
      return (await tools.post(url, { body: form })).text;
    },
  },
};
