import { z } from "zod";
import { payOf, appendCv, basicAuth, type AtsAdapter, type AtsJob } from "./adapter.ts";
import { getJson } from "./fetch-json.ts";

const addressSchema = z.object({
  addressLocality: z.string().nullish(),
  addressRegion: z.string().nullish(),
  addressCountry: z.string().nullish(),
});

const componentSchema = z.object({
  compensationType: z.string(),
  interval: z.string(),
  currencyCode: z.string().nullish(),
  minValue: z.number().nullish(),
  maxValue: z.number().nullish(),
});

/** GET /posting-api/job-board/{name}?includeCompensation=true */
const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string().nullish(),
  team: z.string().nullish(),
  employmentType: z.string().nullish(),
  location: z.string(),
  secondaryLocations: z.array(z.object({ location: z.string(), address: addressSchema.nullish() })).nullish(),
  address: z.object({ postalAddress: addressSchema.nullish() }).nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: z.string().nullish(),
  isListed: z.boolean().nullish(),
  descriptionHtml: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string().nullish(),
  jobUrl: z.string(),
  compensation: z
    .object({
      summaryComponents: z.array(componentSchema).nullish(),
      compensationTiers: z.array(z.object({ components: z.array(componentSchema) })).nullish(),
    })
    .nullish(),
});

const boardSchema = z.object({ jobs: z.array(jobSchema) });

const address = (parts?: z.output<typeof addressSchema> | null) =>
  parts ? { city: parts.addressLocality, region: parts.addressRegion, country: parts.addressCountry } : undefined;

function ashbyJob(job: z.output<typeof jobSchema>): AtsJob {
  // The salary component of the compensation summary (else of the first tier); equity and bonus are not shown.
  const components = job.compensation?.summaryComponents ?? job.compensation?.compensationTiers?.[0]?.components;
  const pay = components?.find((component) => component.compensationType === "Salary");
  return {
    system: "ashby",
    id: job.id,
    title: job.title,
    department: job.department ?? job.team,
    places: [
      { name: job.location, address: address(job.address?.postalAddress) },
      ...(job.secondaryLocations ?? []).map((place) => ({ name: place.location, address: address(place.address) })),
    ],
    workplace: job.workplaceType ?? (job.isRemote ? "remote" : undefined),
    employment: job.employmentType,
    posted: job.publishedAt,
    modified: job.updatedAt,
    ...(pay &&
      payOf("compensation.interval", {
        min: pay.minValue,
        max: pay.maxValue,
        currency: pay.currencyCode,
        period: pay.interval,
      })),
    html: job.descriptionHtml,
    url: job.jobUrl,
  };
}

export const ashby: AtsAdapter = {
  system: "ashby",
  name: "Ashby",
  board: "<job board name>",
  urls: { api: { variable: "ASHBY_API_URL", default: "https://api.ashbyhq.com" } },
  /** Ashby's posting API carries no application questions. */
  async load({ board, urls }, { fetch: fetcher }) {
    const url = `${urls.api}/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`;
    const { jobs } = await getJson(fetcher, url, `the Ashby job board "${board}"`, boardSchema);
    return jobs.filter((job) => job.isListed !== false).map(ashbyJob);
  },
  application: {
    async send(application, tools) {
      const { job, candidate, answers, source, cv } = application;
      const submissions = [
        { path: "_systemfield_name", value: `${candidate.firstName} ${candidate.lastName}` },
        { path: "_systemfield_email", value: candidate.email },
        ...(candidate.phone ? [{ path: "_systemfield_phone", value: candidate.phone }] : []),
        ...answers.map(({ name, values, multiple }) => ({ path: name, value: multiple ? values : values[0] })),
        // A file field's value names the multipart part that carries the file.
        ...(cv ? [{ path: "_systemfield_resume", value: "resume" }] : []),
        // No consent: a submission may only name the job's form's fields, which the posting API does not publish.
      ];
      const form = new FormData();
      form.append("jobPostingId", job);
      form.append("applicationForm", JSON.stringify({ fieldSubmissions: submissions }));
      const utm = Object.fromEntries(Object.entries(source ?? {}).filter(([key]) => key.startsWith("utm_")));
      if (Object.keys(utm).length > 0) form.append("utmData", JSON.stringify(utm));
      await appendCv(form, "resume", application, tools);
      const answer = await tools.post(`${tools.board.urls.api}/applicationForm.submit`, {
        headers: { authorization: basicAuth(tools.apiKey) },
        body: form,
      });
      // Ashby refuses an application itself in a 200: `success: false`, with its errors.
      let parsed: { success?: unknown } | null = null;
      try {
        parsed = JSON.parse(answer.text) as { success?: unknown };
      } catch {
        // Not JSON: not Ashby's answer, so not a refusal either; retried below.
      }
      if (parsed?.success === false) tools.refuse(`Ashby refused the application: ${answer.status} ${answer.text}`);
      if (parsed?.success !== true) throw new Error(`Ashby answered ${answer.status} ${answer.text}`);
      return answer.text;
    },
  },
};
