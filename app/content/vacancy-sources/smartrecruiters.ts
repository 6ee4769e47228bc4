import { z } from "zod";
import { escapeHtml } from "../../lib/escape-html.ts";
import type { Question } from "../questions.ts";
import { checkWhole, flagValues, questionsOf, type AtsAdapter, type AtsJob } from "./adapter.ts";
import { getJson, mapLimited, SourceError, type Fetch } from "./fetch-json.ts";

/** A labelled value of a posting (department, type of employment...): SmartRecruiters sends `{}` when unset. */
const labelled = z.object({ id: z.string().nullish(), label: z.string().nullish() }).nullish();

const locationSchema = z.object({
  city: z.string().nullish(),
  region: z.string().nullish(),
  /** The country's ISO code, in lower case ("lk"). */
  country: z.string().nullish(),
  remote: z.boolean().nullish(),
  hybrid: z.boolean().nullish(),
});

/** One posting of the list (GET /v1/companies/{company}/postings): what the site reads of it. */
const postingSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  name: z.string(),
  refNumber: z.string().nullish(),
  releasedDate: z.string(),
  location: locationSchema,
  department: labelled,
  typeOfEmployment: labelled,
  experienceLevel: labelled,
});

const listSchema = z.object({
  limit: z.number(),
  offset: z.number(),
  totalFound: z.number(),
  content: z.array(postingSchema),
});

const sectionSchema = z.object({ title: z.string().nullish(), text: z.string().nullish() }).nullish();

/** A posting's own detail (GET /v1/companies/{company}/postings/{id}): its job ad and its page. */
const detailSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  postingUrl: z.string(),
  jobAd: z.object({
    sections: z.object({
      companyDescription: sectionSchema,
      jobDescription: sectionSchema,
      qualifications: sectionSchema,
      additionalInformation: sectionSchema,
    }),
  }),
});

const fieldSchema = z.object({
  id: z.string(),
  label: z.string().nullish(),
  type: z.string(),
  required: z.boolean().nullish(),
  complianceType: z.string().nullish(),
  values: z.array(z.object({ id: z.string(), label: z.string() })).nullish(),
});

/** A posting's application configuration (Application API, GET /postings/{uuid}/configuration, with the key). */
const configurationSchema = z.object({
  questions: z.array(
    z.object({ id: z.string(), label: z.string(), repeatable: z.boolean().nullish(), fields: z.array(fieldSchema) }),
  ),
  privacyPolicies: z.array(z.object({ url: z.string(), orgName: z.string().nullish() })).nullish(),
});

type Posting = z.output<typeof postingSchema>;
type Detail = z.output<typeof detailSchema>;
type Configuration = z.output<typeof configurationSchema>;

/** The Posting API's largest page. */
export const SMARTRECRUITERS_PAGE = 100;

/** The Application API takes ten requests a second: spaced so that no second holds more. */
export const SMARTRECRUITERS_INTERVAL_MS = 100;

/** The Application API's largest attachment: 2 MB a file. */
export const SMARTRECRUITERS_MAX_FILE_BYTES = 2 * 1024 * 1024;

/** How many postings' details are read at once. */
const DETAIL_CONCURRENCY = 4;

/** The job ad's sections, in SmartRecruiters' order, each under its title as a heading. */
function htmlOf(detail: Detail): string {
  const { companyDescription, jobDescription, qualifications, additionalInformation } = detail.jobAd.sections;
  return [jobDescription, qualifications, additionalInformation, companyDescription]
    .filter((section) => section?.text?.trim())
    .map(
      (section) => `${section!.title?.trim() ? `<h2>${escapeHtml(section!.title.trim())}</h2>` : ""}${section!.text}`,
    )
    .join("\n");
}

/** The posting's place: its structured city, region and country, named as SmartRecruiters' page shows it. */
function placeOf({ location }: Posting): AtsJob["places"][number] {
  const country = location.country?.trim().toUpperCase() || undefined;
  const [city, region] = [location.city?.trim(), location.region?.trim()];
  // A remote posting may name no city: "Remote - DE", as the site's location names read.
  const name = city
    ? [city, region, country].filter(Boolean).join(", ")
    : [location.remote ? "Remote" : region, country].filter(Boolean).join(" - ");
  return { name, ...(city || region || country ? { address: { city, region, country } } : {}) };
}

/**
 * SmartRecruiters' experience levels (a fixed list, by id) in the words of the mapping's level names; "not
 * applicable" names none, so the title decides.
 */
const levels: Record<string, string> = {
  internship: "junior",
  entry_level: "entry",
  associate: "junior",
  mid_senior_level: "mid-senior",
  director: "lead",
  executive: "lead",
};

/** SmartRecruiters' field types the site's form can ask, and how. */
const kinds: Record<string, Question["type"]> = {
  INPUT_TEXT: "text",
  TEXTAREA: "textarea",
  SINGLE_SELECT: "select",
  RADIO: "select",
  MULTI_SELECT: "multiselect",
  CHECKBOX: "yesno",
};

/**
 * A posting's screening questions as the site's: a text field -> text, a text area -> textarea, a drop-down or
 * radio of Yes and No -> yesno, any other -> select, a multi-select -> multiselect, a checkbox -> yesno (sent as
 * "true" or "false"). Each answer is sent under the question's id and its one field's id, a choice as its value
 * id. A required question the form cannot ask (a date, an amount, a question of several fields or one answered
 * several times, a diversity question) is listed as unsupported; an optional one is left out and `log` hears of it.
 * Information blocks ask nothing.
 */
export function mapSmartRecruitersQuestions(
  posting: string,
  questions: Configuration["questions"],
  log: (line: string) => void,
) {
  const { add, ...mapped } = questionsOf();
  for (const question of questions) {
    const asked = question.fields.filter((field) => field.type !== "INFORMATION");
    if (asked.length === 0) continue;
    const required = asked.some((field) => field.required);
    const [field] = asked;
    // A diversity (or other compliance) question goes to SmartRecruiters' own form, kept apart from the
    // application the team reads; the site's mail would put the answer before the team.
    const compliance = asked.some((each) => each.complianceType);
    let kind = asked.length === 1 && !question.repeatable && !compliance ? kinds[field!.type] : undefined;
    const values = field?.values ?? [];
    if ((kind === "select" || kind === "multiselect") && values.length < 2) kind = undefined;
    if (!kind || !field) {
      const what = `"${question.label}" (${[
        ...asked.map((each) => each.type),
        ...(question.repeatable ? ["repeatable"] : []),
        ...(compliance ? [`${asked.find((each) => each.complianceType)!.complianceType!.toLowerCase()} question`] : []),
      ].join(", ")})`;
      if (required) mapped.unsupported.push(what);
      else log(`SmartRecruiters posting ${posting}: the optional question ${what} is not asked by the site's form`);
      continue;
    }
    // The ATS's field: the question's id and its field's id, which the answer names both of.
    const byLabel =
      field.type === "CHECKBOX" ? flagValues : Object.fromEntries(values.map((value) => [value.label, value.id]));
    add(
      { label: question.label, type: kind, required },
      values.map((value) => value.label),
      `${question.id}/${field.id}`,
      byLabel,
    );
  }
  return mapped;
}

/** Every posting of the list, page by page; a list that does not add up to its `totalFound` is not published. */
async function listPostings(fetcher: Fetch, root: string, what: string) {
  const postings: Posting[] = [];
  let total: number | undefined;
  do {
    const page = await getJson(
      fetcher,
      `${root}?limit=${SMARTRECRUITERS_PAGE}&offset=${postings.length}`,
      what,
      listSchema,
    );
    if (total !== undefined && page.totalFound !== total)
      throw new SourceError(
        `${what} changed while it was read (${total} postings, then ${page.totalFound}): not publishing a partial list`,
      );
    total = page.totalFound;
    if (page.content.length === 0) break;
    postings.push(...page.content);
  } while (postings.length < total);
  return checkWhole(postings, total, what, "postings");
}

/** The campaign tags SmartRecruiters' `UtmTracking` takes, by the site's names for them. */
const utmFields = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_content: "utmContent",
  utm_term: "utmTerm",
} as const;

export const smartrecruiters: AtsAdapter = {
  system: "smartrecruiters",
  name: "SmartRecruiters",
  board: "<company identifier>",
  urls: { api: { variable: "SMARTRECRUITERS_API_URL", default: "https://api.smartrecruiters.com" } },
  /**
   * Every posting of a SmartRecruiters company: the list page by page, then each posting's detail for its job ad
   * and page, and, with the key, its application configuration for its screening questions.
   */
  async load({ board, urls, apiKey }, { fetch: fetcher, log }) {
    const root = `${urls.api}/v1/companies/${encodeURIComponent(board)}/postings`;
    const what = `the SmartRecruiters company "${board}"`;
    const postings = await listPostings(fetcher, root, what);
    if (!apiKey && postings.length)
      log(
        `No ATS_API_KEY: the screening questions of ${what}'s postings are not read (SmartRecruiters gives them to its key holder only)`,
      );
    return mapLimited(postings, DETAIL_CONCURRENCY, async (posting): Promise<AtsJob> => {
      const detail = await getJson(
        fetcher,
        `${root}/${encodeURIComponent(posting.id)}`,
        `posting ${posting.id} of ${what}`,
        detailSchema,
      );
      // The screening questions, read with the key through a header (never in the address).
      const configuration =
        apiKey &&
        (await getJson(
          fetcher,
          `${urls.api}/postings/${encodeURIComponent(posting.uuid)}/configuration`,
          `the application questions of posting ${posting.id} of ${what}`,
          configurationSchema,
          { headers: { "x-smarttoken": apiKey }, secrets: [apiKey] },
        ));
      const { location } = posting;
      const workplace = location.remote ? "remote" : location.hybrid ? "hybrid" : undefined;
      return {
        system: "smartrecruiters",
        // The Application API names a posting by its uuid: applications and questions are found by it.
        id: posting.uuid,
        title: posting.name,
        department: posting.department?.label,
        ...(levels[posting.experienceLevel?.id ?? ""] ? { level: levels[posting.experienceLevel!.id!] } : {}),
        places: [placeOf(posting)],
        workplace,
        employment: posting.typeOfEmployment?.label,
        posted: posting.releasedDate,
        html: htmlOf(detail),
        url: detail.postingUrl,
        ...(configuration ? mapSmartRecruitersQuestions(posting.id, configuration.questions, log) : {}),
      };
    });
  },
  /** POST {api}/postings/{uuid}/candidates: JSON, the key in X-SmartToken, files in base64. */
  application: {
    intervalMs: SMARTRECRUITERS_INTERVAL_MS,
    maxCvBytes: SMARTRECRUITERS_MAX_FILE_BYTES,
    async send(application, tools) {
      const { job, candidate, answers, source, consent, cv } = application;
      const bytes = await tools.readCv();
      // Each answer under its question, one record (no question is repeatable) naming its one field.
      const screening = answers.map(({ name, values }) => {
        const [question, field] = name.split("/");
        return { id: question, records: [{ fields: { [field!]: values } }] };
      });
      const utm = Object.fromEntries(
        Object.entries(utmFields).flatMap(([tag, field]) => (source?.[tag] ? [[field, source[tag]]] : [])),
      );
      const body = {
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        email: candidate.email,
        ...(candidate.phone ? { phoneNumber: candidate.phone } : {}),
        ...(candidate.message ? { messageToHiringManager: candidate.message } : {}),
        ...(bytes && cv
          ? { resume: { fileName: cv.name, mimeType: cv.type, fileContent: Buffer.from(bytes).toString("base64") } }
          : {}),
        ...(screening.length ? { answers: screening } : {}),
        // The single consent model: the form's one consent, to use the details for this application.
        consentDecisions: { SINGLE: consent.given },
        // UtmTracking needs its utmSource; without one the source is not sent.
        ...(utm.utmSource ? { UtmTracking: utm } : {}),
      };
      const url = `${tools.board.urls.api}/postings/${encodeURIComponent(job)}/candidates`;
      const answer = await tools.post(url, {
        headers: { "content-type": "application/json", "x-smarttoken": tools.apiKey },
        body: JSON.stringify(body),
      });
      return answer.text;
    },
  },
};
