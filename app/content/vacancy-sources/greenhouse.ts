import { z } from "zod";
import { vacancyMapping } from "../../config/vacancy-mapping.ts";
import type { Question } from "../questions.ts";
import { checkWhole, payOf, questionsOf, appendCv, basicAuth, type AtsAdapter, type AtsJob } from "./adapter.ts";
import { getJson, mapLimited } from "./fetch-json.ts";
import { unescapeHtml } from "./sanitize.ts";

/** The parts of the Job Board API's answers the site reads (GET /boards/{token}/jobs?content=true). */
const listSchema = z.object({
  jobs: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      updated_at: z.string(),
      first_published: z.string().nullish(),
      location: z.object({ name: z.string() }).nullish(),
      absolute_url: z.string(),
      content: z.string(),
      departments: z.array(z.object({ name: z.string() })),
      offices: z.array(
        z.object({ name: z.string(), location: z.string().nullish(), child_ids: z.array(z.number()).nullish() }),
      ),
      metadata: z.array(z.object({ name: z.string(), value: z.unknown() })).nullish(),
    }),
  ),
  meta: z.object({ total: z.number() }),
});

const fieldSchema = z.object({
  name: z.string(),
  type: z.string(),
  values: z.array(z.object({ label: z.string(), value: z.union([z.string(), z.number()]) })).nullish(),
});

const complianceSchema = z.object({
  type: z.string(),
  requires_consent: z.boolean().nullish(),
  requires_processing_consent: z.boolean().nullish(),
  requires_retention_consent: z.boolean().nullish(),
});

const jobSchema = z.object({
  id: z.number(),
  data_compliance: z.array(complianceSchema).nullish(),
  questions: z.array(z.object({ label: z.string(), required: z.boolean().nullish(), fields: z.array(fieldSchema) })),
  pay_input_ranges: z
    .array(
      z.object({
        min_cents: z.number(),
        max_cents: z.number(),
        currency_type: z.string(),
        title: z.string().nullish(),
      }),
    )
    .nullish(),
});

/** The fields the site's own form asks for every application. */
const standardField = /^(?:first_name|last_name|email|phone|(?:resume|cover_letter)(?:_text)?)$/;

const kinds: Record<string, Question["type"]> = {
  input_text: "text",
  textarea: "textarea",
  multi_value_single_select: "select",
  multi_value_multi_select: "multiselect",
};

/** Custom questions as the site's; a file is asked as its text alternative, and one without is unsupported. */
function mapGreenhouseQuestions(questions: z.output<typeof jobSchema>["questions"]) {
  const { add, ...asked } = questionsOf();
  for (const question of questions) {
    const custom = question.fields.filter((field) => !standardField.test(field.name) && field.type !== "input_hidden");
    if (custom.length === 0) continue;
    const answerable = custom.length === 1 ? custom[0] : custom.find((field) => field.type !== "input_file");
    const kind = answerable && kinds[answerable.type];
    if (!answerable || !kind) {
      asked.unsupported.push(`"${question.label}" (${custom.map((field) => field.type).join(", ")})`);
      continue;
    }
    const values = answerable.values ?? [];
    const labels = values.map((value) => value.label);
    const byLabel = Object.fromEntries(values.map((value) => [value.label, String(value.value)]));
    add({ label: question.label, type: kind, required: question.required ?? false }, labels, answerable.name, byLabel);
  }
  return asked;
}

/** The form's consent answers consent and processing consent; a job requiring retention consent is unsupported. */
export function mapGreenhouseCompliance(compliance: z.output<typeof complianceSchema>[] | null | undefined) {
  const gdpr = (compliance ?? []).filter((entry) => entry.type === "gdpr");
  const asked = (kind: string) => gdpr.some((entry) => entry[`requires_${kind}` as keyof typeof entry]);
  return {
    consent: ["consent", "processing_consent"].filter(asked).map((kind) => `data_compliance[gdpr_${kind}_given]`),
    unsupported: asked("retention_consent") ? ['"Data retention consent" (data_compliance)'] : [],
  };
}

export const greenhouse: AtsAdapter = {
  system: "greenhouse",
  name: "Greenhouse",
  board: "<board token>",
  urls: { api: { variable: "GREENHOUSE_API_URL", default: "https://boards-api.greenhouse.io/v1" } },
  async load({ board, urls }, { fetch: fetcher, log }) {
    const root = `${urls.api}/boards/${encodeURIComponent(board)}/jobs`;
    const what = `the Greenhouse board "${board}"`;
    const list = await getJson(fetcher, `${root}?content=true`, what, listSchema);
    return mapLimited(checkWhole(list.jobs, list.meta.total, what, "jobs"), 4, async (job): Promise<AtsJob> => {
      const detail = await getJson(
        fetcher,
        `${root}/${job.id}?questions=true&pay_transparency=true`,
        `job ${job.id} of ${what}`,
        jobSchema,
      );
      const questions = mapGreenhouseQuestions(detail.questions);
      const compliance = mapGreenhouseCompliance(detail.data_compliance);
      const ranges = detail.pay_input_ranges ?? [];
      const pay = ranges[0];
      if (ranges.length > 1)
        log(`Greenhouse job ${job.id}: ${ranges.length} pay ranges; the site shows the first ("${pay?.title ?? ""}")`);
      const metadata = (test: (name: string) => boolean) => {
        const value = job.metadata?.find((field) => test(field.name))?.value;
        return typeof value === "string" ? value : undefined;
      };
      const offices = job.offices.filter((office) => !office.child_ids?.length);
      const locationName = job.location?.name ?? "";
      return {
        system: "greenhouse",
        id: String(job.id),
        title: job.title,
        department: job.departments[0]?.name,
        level: metadata((name) => name === vacancyMapping.level.field),
        employment: metadata((name) => /employment type/i.test(name)),
        // A lone office without a location is named by the job's location, as the board shows it.
        places: offices.length
          ? offices.map((office) => ({
              name: office.location || (offices.length === 1 && locationName ? locationName : office.name),
            }))
          : [{ name: locationName }],
        workplace: /\bhybrid\b/i.exec(locationName)?.[0] ?? /\bremote\b/i.exec(locationName)?.[0],
        posted: job.first_published ?? job.updated_at,
        modified: job.updated_at,
        ...(pay &&
          payOf("pay_input_ranges", {
            min: pay.min_cents / 100,
            max: pay.max_cents / 100,
            currency: pay.currency_type,
            period: vacancyMapping.greenhousePayPeriod,
          })),
        html: unescapeHtml(job.content),
        url: job.absolute_url,
        ...questions,
        unsupported: [...questions.unsupported, ...compliance.unsupported],
        consent: compliance.consent,
      };
    });
  },
  application: {
    async send(application, tools) {
      const { job, candidate, answers, source, consent } = application;
      const form = new FormData();
      form.append("first_name", candidate.firstName);
      form.append("last_name", candidate.lastName);
      form.append("email", candidate.email);
      if (candidate.phone) form.append("phone", candidate.phone);
      if (candidate.location) form.append("location", candidate.location);
      if (candidate.message) form.append("cover_letter_text", candidate.message);
      // A multi select is one `question_{id}[]` part per value, whether the board names its field with `[]` or not.
      for (const { name, values, multiple } of answers)
        for (const value of values) form.append(multiple ? `${name.replace(/\[\]$/, "")}[]` : name, value);
      // Greenhouse credits the source whose tracking link (`gh_src`) brought the candidate.
      if (source?.gh_src) form.append("mapped_url_token", source.gh_src);
      for (const name of consent.fields) form.append(name, String(consent.given));
      await appendCv(form, "resume", application, tools);
      const { board, urls } = tools.board;
      const url = `${urls.api}/boards/${encodeURIComponent(board)}/jobs/${encodeURIComponent(job)}`;
      return (await tools.post(url, { headers: { authorization: basicAuth(tools.apiKey) }, body: form })).text;
    },
  },
};
