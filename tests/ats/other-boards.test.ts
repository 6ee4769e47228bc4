// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Vacancy } from "../../app/content/collections/vacancies.ts";
import { loadVacancies } from "../../app/content/vacancy-sources/load.ts";
import {
  clearStore,
  parseVacancySource,
  writeStore,
  type AtsSystem,
  type VacancySource,
} from "../../app/content/vacancy-sources/source.ts";
import { docxBytes, multipart, waitFor } from "../support/forms-api.mjs";
import { atsRow, startFormsApi } from "./forms-api.ts";
import { otherBoard, startMockAts, type MockAts } from "./mock-ats.ts";

// A second company's board per ATS (fixtures/other/), recorded in each API's documented shape and read by no
// other test: other departments, places, workplaces, pay (other currencies and periods, or none) and Greenhouse
// questions, one of which the site's form cannot show. From the build's first step (load and store) to what the
// prerender writes, read through the same modules as tests/ats/pages.test.ts does, and then one application per
// ATS handed to the mock ATS in its documented format.

const variables = { greenhouse: "GREENHOUSE_API_URL", lever: "LEVER_API_URL", ashby: "ASHBY_API_URL" } as const;

/** Per board: each role's slug, cities, workplace and pay as the list shows them (no pay: undefined). */
const expected = {
  greenhouse: {
    roles: {
      "payroll-accountant": { cities: "Singapore", workplace: "on-site", pay: "SGD\u00a066,000 to 84,000 a year" },
      "warehouse-shift-supervisor": { cities: "Kandy", workplace: "on-site", pay: undefined },
      // "Remote", and no more: no place is made up for it.
      "brand-designer": { cities: "", workplace: "remote", pay: "€55,000 a year" },
    },
  },
  lever: {
    roles: {
      "customer-care-agent-part-time": { cities: "Kandy", workplace: "remote", pay: "LKR\u00a01,200 to 1,500 an hour" },
      "head-of-people": { cities: "Colombo, Singapore", workplace: "on-site", pay: "€85,000 to 100,000 a year" },
      "contract-backend-engineer": { cities: "", workplace: "remote", pay: undefined },
    },
  },
  ashby: {
    roles: {
      "data-engineer": { cities: "Bengaluru", workplace: "on-site", pay: "₹150,000 to 220,000 a month" },
      // "Remote - Sri Lanka": open to the country, in no city.
      "operations-intern": { cities: "Sri Lanka", workplace: "remote", pay: undefined },
      "account-executive": {
        cities: "Singapore, Kuala Lumpur",
        workplace: "hybrid",
        pay: "SGD\u00a060,000 to 80,000 a year",
      },
    },
  },
} as const;

let ats: MockAts;
beforeAll(async () => {
  ats = await startMockAts();
});
afterAll(() => ats.close());

// The first import of the routes transforms much of the app, and a delivery waits on the outbox's poll: seconds each
// on a busy machine.
const slow = { timeout: 30_000 };

describe.each(["greenhouse", "lever", "ashby"] as const)("a build from another %s board", slow, (system) => {
  const from = `${system}:${otherBoard}`;
  const want = expected[system].roles;
  const slugs = Object.keys(want).sort();
  let source: VacancySource = { kind: "markdown" };
  let roles: Vacancy[] = [];

  beforeAll(async () => {
    source = parseVacancySource({ VACANCIES_FROM: from, [variables[system]]: ats.apis[system] });
    if (source.kind === "markdown") throw new Error("expected an ATS source");
    roles = await loadVacancies(source, { log: () => {} });
    writeStore(source, roles);
    vi.stubEnv("VACANCIES_FROM", from);
    vi.stubEnv(variables[system], ats.apis[system]);
    vi.resetModules();
  });
  afterAll(() => {
    clearStore(source);
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("lists every role with its cities, workplace and pay, or no pay where the board has none", async () => {
    const { loader } = await import("../../app/routes/careers.tsx");
    const { vacancies } = loader();
    expect(vacancies.map((vacancy) => vacancy.slug).sort()).toEqual(slugs);
    for (const vacancy of vacancies) {
      const role = want[vacancy.slug as keyof typeof want] as { cities: string; workplace: string; pay?: string };
      expect({ cities: vacancy.cities, workplace: vacancy.workplaceType, pay: vacancy.pay }, vacancy.slug).toEqual(
        role,
      );
    }
  });

  it("gives each role its page and a JobPosting with its places, pay and contract", async () => {
    const { loader } = await import("../../app/routes/career.tsx");
    const { jobPostingJsonLd } = await import("../../app/features/careers/job-posting.ts");
    for (const slug of slugs) {
      const { vacancy } = loader({ params: { slug } } as never);
      expect(vacancy?.open, slug).toBe(true);
      expect(vacancy?.body, slug).not.toMatch(/<script|<div|<font|style=/);
      const posting = jobPostingJsonLd(vacancy!);
      const role = want[slug as keyof typeof want] as { cities: string; workplace: string; pay?: string };
      // Only the cities the board names: a remote role open to a country, or to anywhere, has no Place.
      const cities = vacancy!.locations.flatMap((place) => (place.city ? [place.city] : []));
      expect(cities.join(", "), slug).toBe(role.cities === "Sri Lanka" ? "" : role.cities);
      expect((posting.jobLocation ?? []).map((place) => place.address.addressLocality).join(", "), slug).toBe(
        cities.join(", "),
      );
      expect(posting.jobLocationType === "TELECOMMUTE", slug).toBe(role.workplace === "remote");
      expect(posting.baseSalary === undefined, slug).toBe(role.pay === undefined);
      if (vacancy!.salary)
        expect(posting.baseSalary, slug).toMatchObject({
          currency: vacancy!.salary.currency,
          value: { unitText: vacancy!.salary.period.toUpperCase() },
        });
      expect(posting.employmentType, slug).toBe(vacancy!.employmentType);
      expect(posting.directApply, slug).toBe(!vacancy!.applyUrl);
    }
    // The Greenhouse role asking for a file alone is applied for on Greenhouse's own page.
    const linked = slugs.filter((slug) => loader({ params: { slug } } as never).vacancy?.applyUrl);
    expect(linked).toEqual(system === "greenhouse" ? ["brand-designer"] : []);
    if (system === "greenhouse")
      expect(loader({ params: { slug: "brand-designer" } } as never).vacancy?.applyUrl).toBe(
        "https://job-boards.greenhouse.io/mise-other/jobs/5023003",
      );
  });

  it("puts every role in the sitemap, the careers feed, vacancies.json and the prerender list", async () => {
    const sitemap = await (await import("../../app/routes/resources/sitemap.ts")).loader().text();
    const feed = await (await import("../../app/routes/resources/careers-feed.ts")).loader().text();
    const alerts = await (await import("../../app/routes/resources/vacancies-json.ts")).loader().json();
    const { prerenderPaths } = await import("../../app/prerender.ts");
    const prerendered = prerenderPaths();
    for (const slug of slugs) {
      expect(sitemap).toContain(`/careers/${slug}</loc>`);
      expect(feed).toContain(`/careers/${slug}`);
      expect(alerts.vacancies.map((v: { slug: string }) => v.slug)).toContain(slug);
      expect(prerendered).toContain(`/careers/${slug}`);
    }
    // Neither the Markdown roles nor the other recorded board's.
    expect(prerendered).not.toContain("/careers/data-scientist");
    expect(prerendered).not.toContain("/careers/senior-backend-engineer");
  });

  /** The forms API reading this board's roles, handing applications to the mock ATS. */
  async function startApi() {
    vi.stubEnv("ATS_API_KEY", "fixture-key");
    const cleanups: (() => unknown)[] = [];
    const { app, store } = await startFormsApi(cleanups);
    return {
      app,
      sent: async (id: string) => (await atsRow(store, id))?.status === "sent",
      close: async () => {
        for (const cleanup of cleanups.reverse()) await cleanup();
      },
    };
  }

  /** A role to apply for on each board, the answers its form sends, and what the ATS must receive. */
  const application: Record<
    AtsSystem,
    { slug: string; answers: (role: Vacancy) => Record<string, string | string[]> }
  > = {
    greenhouse: {
      slug: "warehouse-shift-supervisor",
      answers: (role) => {
        const [shifts, story, licence] = role.questions!;
        return {
          [`question-${shifts!.id}`]: ["Early", "Night"],
          [`question-${story!.id}`]: "A freezer failed at 2 a.m.; we moved the stock by 3.",
          [`question-${licence!.id}`]: "yes",
        };
      },
    },
    lever: { slug: "head-of-people", answers: () => ({}) },
    ashby: { slug: "data-engineer", answers: () => ({}) },
  };

  it("hands an application for one of its roles to the ATS in the ATS's documented format", async () => {
    const api = await startApi();
    try {
      const { slug, answers } = application[system]!;
      const role = roles.find((each) => each.slug === slug)!;
      const fields = {
        firstName: "Nimal",
        lastName: "Perera",
        email: "nimal@example.com",
        phone: "+94771234500",
        consent: "yes",
        website: "",
        vacancy: slug,
        utm_source: "jobfair",
        ...answers(role),
      };
      const { body, contentType } = await multipart(fields, [{ filename: "Nimal CV.docx", bytes: docxBytes() }]);
      const response = await api.app.inject({
        method: "POST",
        url: "/api/forms/career-interest",
        headers: { "content-type": contentType!, accept: "application/json" },
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      const id = response.json().id as string;
      await waitFor(() => api.sent(id), { what: "the ATS delivery" });
      const received = ats.applications.filter((each) => each.system === system && each.job === role.ats!.id);
      expect(received).toHaveLength(1);
      const [{ fields: sent, files }] = received as [(typeof received)[number]];
      expect(files).toEqual([
        expect.objectContaining({ field: "resume", name: "Nimal CV.docx", size: docxBytes().length }),
      ]);
      if (system === "greenhouse")
        expect(sent).toMatchObject({
          first_name: ["Nimal"],
          last_name: ["Perera"],
          email: ["nimal@example.com"],
          "question_40011[]": ["8201", "8203"],
          question_40012_text: ["A freezer failed at 2 a.m.; we moved the stock by 3."],
          question_40013: ["1"],
          // This job's data_compliance asks for consent, not processing consent.
          "data_compliance[gdpr_consent_given]": ["true"],
        });
      if (system === "greenhouse") expect(sent["data_compliance[gdpr_processing_consent_given]"]).toBeUndefined();
      if (system === "lever")
        expect(sent).toMatchObject({
          name: ["Nimal Perera"],
          email: ["nimal@example.com"],
          source: ["jobfair"],
          "consent[store]": ["true"],
          "consent[marketing]": ["false"],
        });
      if (system === "ashby") {
        expect(sent.jobPostingId).toEqual([role.ats!.id]);
        // Only fields of the posting's form: its posting API publishes no consent field, so none is sent.
        expect(JSON.parse(sent.applicationForm![0]!).fieldSubmissions).toEqual([
          { path: "_systemfield_name", value: "Nimal Perera" },
          { path: "_systemfield_email", value: "nimal@example.com" },
          { path: "_systemfield_phone", value: "+94771234500" },
          { path: "_systemfield_resume", value: "resume" },
        ]);
        expect(JSON.parse(sent.utmData![0]!)).toEqual({ utm_source: "jobfair" });
      }
    } finally {
      await api.close();
    }
  });
});
