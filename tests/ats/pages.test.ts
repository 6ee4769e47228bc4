// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadVacancies } from "../../app/content/vacancy-sources/load.ts";
import { clearStore, parseVacancySource, writeStore } from "../../app/content/vacancy-sources/source.ts";
import { fixtureBoard, startMockAts, type MockAts } from "./mock-ats.ts";

// From each ATS's recorded board to what the build writes, without a build (which takes minutes): the build's
// first step (load and store, as scripts/load-vacancies.mjs does), then the modules the prerender runs, read
// afresh with VACANCIES_FROM set: the careers list's and the vacancy page's loaders, the JobPosting of the page's
// head, the sitemap, the Atom feed, the alerts' vacancies.json and the prerender list. The Greenhouse board is
// also built for real, once, by tests/e2e/vacancies-from-ats.spec.ts.

const variables = { greenhouse: "GREENHOUSE_API_URL", lever: "LEVER_API_URL", ashby: "ASHBY_API_URL" } as const;

/** Per board: a role with pay and several places, and the pay as the site writes it. */
const expected = {
  greenhouse: {
    slugs: ["customer-support-specialist", "senior-backend-engineer", "warehouse-operations-analyst"],
    paid: "senior-backend-engineer",
    pay: "LKR\u00a07,200,000 to 9,600,000 a year",
    cities: ["Colombo", "Kandy"],
  },
  lever: {
    slugs: ["finance-intern", "junior-data-analyst", "senior-product-designer"],
    paid: "junior-data-analyst",
    pay: "LKR\u00a0180,000 to 240,000 a month",
    cities: ["Colombo"],
  },
  ashby: {
    slugs: ["privacy-and-contracts-counsel", "staff-site-reliability-engineer"],
    paid: "staff-site-reliability-engineer",
    pay: "US$90,000 to 120,000 a year",
    cities: ["Colombo", "Singapore"],
  },
} as const;

describe.each(["greenhouse", "lever", "ashby"] as const)("a build from a %s board", (system) => {
  const from = `${system}:${fixtureBoard}`;
  const want = expected[system];
  let source: ReturnType<typeof parseVacancySource> = { kind: "markdown" };

  beforeAll(async () => {
    const ats: MockAts = await startMockAts();
    try {
      source = parseVacancySource({ VACANCIES_FROM: from, [variables[system]]: ats.apis[system] });
      if (source.kind === "markdown") throw new Error("expected an ATS source");
      writeStore(source, await loadVacancies(source, { log: () => {} }));
    } finally {
      // The ATS is read once per build: from here on every module reads the stored list.
      await ats.close();
    }
    vi.stubEnv("VACANCIES_FROM", from);
    vi.resetModules();
  });
  afterAll(() => {
    clearStore(source);
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("lists every role in the careers list, with its pay and cities", async () => {
    const { loader } = await import("../../app/routes/careers.tsx");
    const { vacancies } = loader();
    expect(vacancies.map((v) => v.slug).sort()).toEqual([...want.slugs]);
    const paid = vacancies.find((v) => v.slug === want.paid);
    expect(paid?.pay).toBe(want.pay);
    expect(paid?.cities).toBe(want.cities.join(", "));
  });

  it("gives each role its page's data, with the JobPosting of its head", async () => {
    const { loader } = await import("../../app/routes/career.tsx");
    const { jobPostingJsonLd } = await import("../../app/features/careers/job-posting.ts");
    for (const slug of want.slugs) {
      const { vacancy } = loader({ params: { slug } } as never);
      expect(vacancy?.open, slug).toBe(true);
      expect(vacancy?.body, slug).not.toMatch(/<script|<div|style=/);
    }
    const { vacancy } = loader({ params: { slug: want.paid } } as never);
    expect(vacancy?.pay).toBe(want.pay);
    const posting = jobPostingJsonLd(vacancy!);
    expect(posting.baseSalary?.value.minValue).toBe(vacancy?.salary?.min);
    expect((posting.jobLocation ?? []).map((place) => place.address.addressLocality)).toEqual([...want.cities]);
    expect(posting.url).toMatch(new RegExp(`/careers/${want.paid}$`));
  });

  it("puts every role in the sitemap, the careers feed, vacancies.json and the prerender list", async () => {
    const sitemap = await (await import("../../app/routes/resources/sitemap.ts")).loader().text();
    const feed = await (await import("../../app/routes/resources/careers-feed.ts")).loader().text();
    const alerts = await (await import("../../app/routes/resources/vacancies-json.ts")).loader().json();
    const { prerenderPaths } = await import("../../app/prerender.ts");
    const prerendered = prerenderPaths();
    for (const slug of want.slugs) {
      expect(sitemap).toContain(`/careers/${slug}</loc>`);
      expect(feed).toContain(`/careers/${slug}`);
      expect(alerts.vacancies.map((v: { slug: string }) => v.slug)).toContain(slug);
      expect(prerendered).toContain(`/careers/${slug}`);
    }
    // None of the Markdown roles is left.
    expect(prerendered).not.toContain("/careers/data-scientist");
  });
});
