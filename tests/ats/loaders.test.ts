// @vitest-environment node
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vacancy } from "../../app/content/collections/vacancies.ts";
import { mapGreenhouseCompliance } from "../../app/content/vacancy-sources/greenhouse.ts";
import { loadVacancies } from "../../app/content/vacancy-sources/load.ts";
import { parseVacancySource } from "../../app/content/vacancy-sources/source.ts";
import { listenHttp } from "../support/ports.mjs";
import { fixtureBoard, startMockAts, type MockAts } from "./mock-ats.ts";

// Each ATS's loader against the recorded answers of its documented API, served on loopback by the mock: what a
// role becomes on the site, and how a build stops when the ATS fails or a role cannot be placed.

let ats: MockAts;
beforeAll(async () => {
  ats = await startMockAts();
});
afterAll(() => ats.close());

type System = "greenhouse" | "lever" | "ashby";
const variables = { greenhouse: "GREENHOUSE_API_URL", lever: "LEVER_API_URL", ashby: "ASHBY_API_URL" } as const;

/** Loads `board` of `system` from the mock (or from `baseUrl`), keeping what the loader logs. */
async function load(system: System, { board = fixtureBoard, baseUrl = ats.apis[system] } = {}) {
  const log: string[] = [];
  const source = parseVacancySource({ VACANCIES_FROM: `${system}:${board}`, [variables[system]]: baseUrl });
  if (source.kind === "markdown") throw new Error("expected an ATS source");
  const vacancies = await loadVacancies(source, { log: (line) => log.push(line) });
  return { vacancies, log, bySlug: (slug: string) => vacancies.find((v) => v.slug === slug) as Vacancy };
}

/** What no sanitised description may keep. */
const unsafe = /<script|evil\.example|onclick|onerror|style=|<img|<iframe|javascript:|<div|<span/;

describe("VACANCIES_FROM", () => {
  it("is the Markdown folder when unset or markdown", () => {
    expect(parseVacancySource({})).toEqual({ kind: "markdown" });
    expect(parseVacancySource({ VACANCIES_FROM: "markdown" })).toEqual({ kind: "markdown" });
  });
  it("names an ATS board, at the ATS's public API unless its *_API_URL says otherwise", () => {
    expect(parseVacancySource({ VACANCIES_FROM: "greenhouse:acme" })).toMatchObject({
      kind: "ats",
      system: "greenhouse",
      board: "acme",
      baseUrl: "https://boards-api.greenhouse.io/v1",
    });
    expect(
      parseVacancySource({ VACANCIES_FROM: "lever:acme", LEVER_API_URL: "https://api.eu.lever.co/v0/" }),
    ).toMatchObject({ kind: "ats", system: "lever", board: "acme", baseUrl: "https://api.eu.lever.co/v0" });
    expect(parseVacancySource({ VACANCIES_FROM: "ashby:Acme" })).toMatchObject({ system: "ashby" });
  });
  it.each(["workday:acme", "greenhouse:", "greenhouse:a/b", "lever"])("stops the build on %s", (value) => {
    expect(() => parseVacancySource({ VACANCIES_FROM: value })).toThrow(`VACANCIES_FROM="${value}" is not markdown`);
  });
  it("stops the build on an API address that is not http(s)", () => {
    expect(() => parseVacancySource({ VACANCIES_FROM: "ashby:acme", ASHBY_API_URL: "ftp://x" })).toThrow(
      'ASHBY_API_URL="ftp://x" is not an http(s) address',
    );
  });
});

describe("Greenhouse", () => {
  it("reads the board with its descriptions, then each job with its questions and pay ranges", async () => {
    const before = ats.requests.length;
    await load("greenhouse");
    expect(ats.requests.slice(before).sort()).toEqual([
      `/greenhouse/v1/boards/${fixtureBoard}/jobs/4012001?questions=true&pay_transparency=true`,
      `/greenhouse/v1/boards/${fixtureBoard}/jobs/4012002?questions=true&pay_transparency=true`,
      `/greenhouse/v1/boards/${fixtureBoard}/jobs/4012003?questions=true&pay_transparency=true`,
      `/greenhouse/v1/boards/${fixtureBoard}/jobs?content=true`,
    ]);
  });

  it("maps a hybrid role in two offices with a level field, pay and the department through the mapping", async () => {
    const { bySlug } = await load("greenhouse");
    const role = bySlug("senior-backend-engineer");
    expect(role).toMatchObject({
      position: "Senior Backend Engineer",
      department: "Engineering",
      discipline: "engineering",
      level: "Senior",
      employmentType: "FULL_TIME",
      workplaceType: "hybrid",
      locations: [
        { city: "Colombo", country: "LK" },
        { city: "Kandy", region: "Central Province", country: "LK" },
      ],
      // first_published 04:00 UTC and updated_at 09:30 New York, as days in Colombo.
      datePosted: "2026-11-10",
      lastModified: "2026-11-20",
      salary: { min: 7_200_000, max: 9_600_000, currency: "LKR", period: "year" },
      summary: "We build the software that moves food from farms to kitchens.",
      seo: { title: "Senior Backend Engineer" },
      ats: { system: "greenhouse", id: "4012001", url: "https://job-boards.greenhouse.io/mise-fixture/jobs/4012001" },
    });
    expect(role.applyUrl).toBeUndefined();
  });

  it("unescapes the entity-encoded description once and keeps only the site's Markdown elements", async () => {
    const { body } = (await load("greenhouse")).bySlug("senior-backend-engineer");
    expect(body).not.toMatch(unsafe);
    expect(body).toContain("<h2>About the role</h2>");
    expect(body).toContain("<h2>What you will do</h2>");
    expect(body).toContain("<h3>Nice to have</h3>");
    expect(body).toContain("thousands of restaurants &amp; hotels rely on");
    expect(body).toContain("PostgreSQL &lt;and&gt; Kafka");
    expect(body).toContain('<a href="https://miselabs.example/engineering">Read our engineering blog</a>');
    expect(body).toContain("<li>Lead design reviews &amp; mentor two engineers.</li>");
    expect(body).not.toContain("&amp;amp;");
  });

  it("carries each kind of custom question, with the ATS's field names and option values", async () => {
    const role = (await load("greenhouse")).bySlug("senior-backend-engineer");
    expect(role.questions).toEqual([
      { id: "linkedin-profile", label: "LinkedIn Profile", type: "text", required: false },
      {
        id: "why-do-you-want-to-work-with-us",
        label: "Why do you want to work with us?",
        type: "textarea",
        required: true,
      },
      {
        id: "what-is-your-notice-period",
        label: "What is your notice period?",
        type: "select",
        required: true,
        options: ["Immediately", "1 month", "2 months", "3 months or more"],
      },
      {
        id: "are-you-authorised-to-work-in-sri-lanka",
        label: "Are you authorised to work in Sri Lanka?",
        type: "yesno",
        required: true,
      },
      {
        id: "which-languages-do-you-work-in",
        label: "Which languages do you work in?",
        type: "multiselect",
        required: false,
        options: ["English", "Sinhala", "Tamil"],
      },
    ]);
    expect(role.ats?.fields).toEqual({
      "linkedin-profile": { name: "question_30001" },
      "why-do-you-want-to-work-with-us": { name: "question_30002" },
      "what-is-your-notice-period": {
        name: "question_30003",
        values: { Immediately: "7001", "1 month": "7002", "2 months": "7003", "3 months or more": "7004" },
      },
      "are-you-authorised-to-work-in-sri-lanka": { name: "question_30004", values: { No: "0", Yes: "1" } },
      "which-languages-do-you-work-in": {
        name: "question_30005",
        values: { English: "7101", Sinhala: "7102", Tamil: "7103" },
      },
    });
  });

  it("sends a role with a question the form cannot show to its Greenhouse page, and says so in the log", async () => {
    const { bySlug, log } = await load("greenhouse");
    const role = bySlug("customer-support-specialist");
    expect(role.applyUrl).toBe("https://job-boards.greenhouse.io/mise-fixture/jobs/4012002");
    expect(role.questions).toBeUndefined();
    // "Remote - Sri Lanka": open to the country, in no city.
    expect(role).toMatchObject({ workplaceType: "remote", locations: [{ country: "LK" }] });
    expect(role.salary).toBeUndefined();
    expect(log).toContainEqual(
      expect.stringMatching(/^Greenhouse job 4012002 \(Customer Support Specialist\) asks a question/),
    );
  });

  it("records the consents a job's data_compliance asks for, and sends a job requiring retention consent to its page", () => {
    const gdpr = { type: "gdpr", requires_consent: false, requires_processing_consent: false };
    expect(mapGreenhouseCompliance([{ ...gdpr, requires_processing_consent: true }])).toEqual({
      consent: ["data_compliance[gdpr_processing_consent_given]"],
      unsupported: [],
    });
    expect(mapGreenhouseCompliance(null)).toEqual({ consent: [], unsupported: [] });
    // Keeping the details for later roles is a question the site's form does not ask.
    expect(mapGreenhouseCompliance([{ ...gdpr, requires_consent: true, requires_retention_consent: true }])).toEqual({
      consent: ["data_compliance[gdpr_consent_given]"],
      unsupported: ['"Data retention consent" (data_compliance)'],
    });
  });

  it("shows the first of several pay ranges and logs the others, and defaults the level from the title", async () => {
    const { bySlug, log } = await load("greenhouse");
    const role = bySlug("warehouse-operations-analyst");
    expect(role).toMatchObject({
      level: "Mid-Senior",
      workplaceType: "on-site",
      locations: [{ city: "Colombo", region: "Western Province", country: "LK" }],
      salary: { min: 3_000_000, max: 4_200_000, currency: "LKR", period: "year" },
    });
    expect(log).toContain('Greenhouse job 4012003: 2 pay ranges; the site shows the first ("Colombo")');
  });

  it("refuses a list shorter than the board's own count", async () => {
    const path = `/greenhouse/v1/boards/partial/jobs`;
    ats.answer(path, { status: 200, body: { jobs: [], meta: { total: 3 } } });
    await expect(load("greenhouse", { board: "partial" })).rejects.toThrow(
      'the Greenhouse board "partial" says it has 3 jobs but sent 0',
    );
  });
});

describe("Lever", () => {
  it("maps an on-site role: its city takes the posting's country, its lists become headed sections", async () => {
    const { bySlug } = await load("lever");
    const role = bySlug("junior-data-analyst");
    expect(role).toMatchObject({
      department: "Data",
      discipline: "engineering",
      level: "Junior",
      employmentType: "FULL_TIME",
      workplaceType: "on-site",
      locations: [{ city: "Colombo", country: "LK" }],
      salary: { min: 180_000, max: 240_000, currency: "LKR", period: "month" },
      summary: "Our buyers decide what 400 restaurants will cook tomorrow.",
      ats: { system: "lever", id: "5c1f0a5e-3d1b-4a8e-9d51-0e6a3b2c1d01" },
    });
    expect(role.body).not.toMatch(unsafe);
    expect(role.body).toContain("<h2>About the team</h2>");
    expect(role.body).toContain("<h2>What you will do</h2><ul><li>Write SQL against the order warehouse.</li>");
    expect(role.body).toContain("<h2>Requirements &amp; skills</h2>");
    expect(role.body).toContain("<p>We hire for potential — apply even if you do not tick every box.</p>");
  });

  it("maps a remote role in two countries, with no pay, and an h1 in the description as an h2", async () => {
    const role = (await load("lever")).bySlug("senior-product-designer");
    expect(role).toMatchObject({
      department: "Design",
      discipline: "design",
      level: "Senior",
      workplaceType: "remote",
      locations: [{ country: "LK" }, { city: "Bengaluru", country: "IN" }],
    });
    expect(role.salary).toBeUndefined();
    expect(role.body).toContain("<h2>Who you are</h2>");
  });

  it("maps an internship paid one figure", async () => {
    const role = (await load("lever")).bySlug("finance-intern");
    expect(role).toMatchObject({
      employmentType: "INTERN",
      workplaceType: "hybrid",
      level: "Junior",
      salary: { min: 60_000, max: 60_000, currency: "LKR", period: "month" },
    });
  });

  it("publishes a posting whose pay period the site cannot show without its pay, naming the posting and the field", async () => {
    ats.answer("/lever/v0/postings/odd-pay", {
      status: 200,
      body: [
        {
          id: "p-1",
          text: "Driver",
          categories: { location: "Colombo", department: "Operations" },
          country: "LK",
          createdAt: 1763539200000,
          descriptionBody: "<div>Drive the early route to the hotels of the southern coast, six days a week.</div>",
          salaryRange: { currency: "LKR", interval: "one-time", min: 1, max: 2 },
          hostedUrl: "https://jobs.lever.co/odd-pay/p-1",
        },
      ],
    });
    const { vacancies, log } = await load("lever", { board: "odd-pay" });
    expect(vacancies.map((vacancy) => [vacancy.position, vacancy.salary])).toEqual([["Driver", undefined]]);
    expect(log).toContain(
      'Lever job p-1: salaryRange.interval: "one-time" is not a pay period the site shows; the role is published without its pay',
    );
  });

  it("stops on an answer that is not JSON", async () => {
    ats.answer("/lever/v0/postings/html", { status: 200, body: "<!doctype html><p>Jobs</p>", type: "text/html" });
    await expect(load("lever", { board: "html" })).rejects.toThrow(
      /Could not read the Lever site "html" .*: the answer is not JSON/,
    );
  });
});

describe("Ashby", () => {
  it("maps a hybrid role with a secondary location and a salary beside its equity, leaving unlisted jobs out", async () => {
    const { vacancies, bySlug } = await load("ashby");
    expect(vacancies.map((v) => v.slug)).toEqual(["privacy-and-contracts-counsel", "staff-site-reliability-engineer"]);
    const role = bySlug("staff-site-reliability-engineer");
    expect(role).toMatchObject({
      department: "Engineering",
      level: "Senior",
      employmentType: "FULL_TIME",
      workplaceType: "hybrid",
      locations: [
        { city: "Colombo", region: "Western Province", country: "LK" },
        { city: "Singapore", country: "SG" },
      ],
      salary: { min: 90_000, max: 120_000, currency: "USD", period: "year" },
      datePosted: "2026-11-12",
      lastModified: "2026-11-21",
    });
    expect(role.body).not.toMatch(unsafe);
    expect(role.body).toContain("3,000 kitchens order at once – and make");
    expect(role.body).toContain("<p><em>Equal opportunity employer.</em></p>");
  });

  it("maps a remote contract role without pay, open to the country of its address", async () => {
    const role = (await load("ashby")).bySlug("privacy-and-contracts-counsel");
    expect(role).toMatchObject({
      department: "Legal",
      discipline: "legal",
      employmentType: "CONTRACTOR",
      workplaceType: "remote",
      locations: [{ country: "LK" }],
    });
    expect(role.salary).toBeUndefined();
  });

  it("publishes the roles the mapping does not know, naming each guess; VACANCIES_STRICT=1 stops on them", async () => {
    const path = "/ashby/posting-api/job-board/unplaced";
    const job = {
      id: "j-1",
      title: "Chef de Partie",
      department: "Catering",
      location: "Colombo, Sri Lanka",
      descriptionHtml: "<p>Cook for the test kitchen where our product teams try every new feature first.</p>",
      publishedAt: "2026-11-01T00:00:00Z",
      jobUrl: "https://jobs.ashbyhq.com/unplaced/j-1",
    };
    ats.answer(path, {
      status: 200,
      body: { jobs: [job, { ...job, id: "j-2", department: "Engineering", location: "Atlantis" }] },
    });
    const { vacancies, log } = await load("ashby", { board: "unplaced" });
    expect(
      vacancies.map(({ slug, department, discipline, locations }) => ({ slug, department, discipline, locations })),
    ).toEqual([
      {
        slug: "chef-de-partie",
        department: "Catering",
        discipline: undefined,
        locations: [{ city: "Colombo", country: "LK" }],
      },
      {
        slug: "chef-de-partie-atlantis",
        department: "Engineering",
        discipline: "engineering",
        locations: [{ name: "Atlantis" }],
      },
    ]);
    expect(log).toEqual([
      'Ashby job j-1: department: "Catering" is not in the mapping; shown as the ATS names it, on no discipline page',
      'Ashby job j-2: location: "Atlantis" is not read as a city and a country; shown as "Atlantis"',
    ]);
    const source = parseVacancySource({ VACANCIES_FROM: "ashby:unplaced", ASHBY_API_URL: ats.apis.ashby });
    if (source.kind === "markdown") throw new Error("expected an ATS source");
    const strict = loadVacancies(source, { log: () => {}, strict: true });
    await expect(strict).rejects.toThrow("Vacancies: 2 problem(s) stop the build (VACANCIES_STRICT=1");
    await expect(strict).rejects.toThrow('Ashby job j-1: department: "Catering" is not in the mapping');
    await expect(strict).rejects.toThrow('Ashby job j-2: location: "Atlantis" is not read as a city and a country');
  });

  it("stops on an answer out of the documented shape, naming the field", async () => {
    ats.answer("/ashby/posting-api/job-board/malformed", { status: 200, body: { jobs: [{ title: 42 }] } });
    await expect(load("ashby", { board: "malformed" })).rejects.toThrow(
      /the answer is not in the documented shape: jobs\.0\.id: /,
    );
  });
});

describe("a build never publishes a broken careers list because the ATS failed", () => {
  it.each(["greenhouse", "lever", "ashby"] as const)("%s unreachable: the build stops saying so", async (system) => {
    // A port nothing listens on: the connection is refused at once.
    const closed = await startMockAts();
    await closed.close();
    await expect(load(system, { baseUrl: closed.apis[system] })).rejects.toThrow(/^Could not read .*: no answer \(/);
  });

  it.each(["greenhouse", "lever", "ashby"] as const)(
    "%s answering HTTP 500 or 404: the build stops",
    async (system) => {
      const paths = {
        greenhouse: "/greenhouse/v1/boards/down/jobs",
        lever: "/lever/v0/postings/down",
        ashby: "/ashby/posting-api/job-board/down",
      };
      ats.answer(paths[system], { status: 500, body: { error: "Internal Server Error" } });
      await expect(load(system, { board: "down" })).rejects.toThrow(/it answered HTTP 500/);
      await expect(load(system, { board: "no-such-board" })).rejects.toThrow(/it answered HTTP 404/);
    },
  );

  it("a Greenhouse job that fails after the list stops the build too", async () => {
    const board = "flaky";
    const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, "fixtures", name), "utf8"));
    ats.answer(`/greenhouse/v1/boards/${board}/jobs`, { status: 200, body: fixture("greenhouse-jobs.json") });
    for (const id of [4012001, 4012002])
      ats.answer(`/greenhouse/v1/boards/${board}/jobs/${id}`, {
        status: 200,
        body: fixture(`greenhouse-job-${id}.json`),
      });
    ats.answer(`/greenhouse/v1/boards/${board}/jobs/4012003`, { status: 503, body: "" });
    await expect(load("greenhouse", { board })).rejects.toThrow(
      /Could not read job 4012003 of the Greenhouse board "flaky" .*HTTP 503/,
    );
  });

  it.each([
    ["greenhouse", "/greenhouse/v1/boards/empty/jobs", { jobs: [], meta: { total: 0 } }],
    ["lever", "/lever/v0/postings/empty", []],
    ["ashby", "/ashby/posting-api/job-board/empty", { apiVersion: "1", jobs: [] }],
  ] as const)("%s saying the board is empty: no roles, and the careers list says so", async (system, path, body) => {
    ats.answer(path, { status: 200, body });
    expect((await load(system, { board: "empty" })).vacancies).toEqual([]);
  });
});

describe("the load's one deadline", () => {
  it("stops a board that answers too slowly as a whole, saying so", async () => {
    // A board that takes every request and answers none: each request alone is within its own time limit.
    const held: import("node:http").ServerResponse[] = [];
    const server = createServer((_request, response) => void held.push(response));
    await listenHttp(server);
    try {
      const { port } = server.address() as AddressInfo;
      const source = parseVacancySource({ VACANCIES_FROM: "lever:slow", LEVER_API_URL: `http://127.0.0.1:${port}/v0` });
      if (source.kind === "markdown") throw new Error("expected an ATS source");
      const started = Date.now();
      await expect(loadVacancies(source, { log: () => {}, deadlineMs: 300 })).rejects.toThrow(
        "Could not read lever:slow: the deadline for loading the vacancies",
      );
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const response of held) response.destroy();
      server.close();
    }
  });
});
