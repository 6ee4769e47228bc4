// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Vacancy } from "../../app/content/collections/vacancies.ts";
import { loadVacancies } from "../../app/content/vacancy-sources/load.ts";
import { PERSONIO_INTERVAL_MS } from "../../app/content/vacancy-sources/personio.ts";
import {
  clearStore,
  parseVacancySource,
  writeStore,
  type AtsSource,
} from "../../app/content/vacancy-sources/source.ts";
import { docxBytes, waitFor } from "../support/forms-api.mjs";
import { apply, atsRow, startFormsApi, type FormsApi } from "./forms-api.ts";
import { fixtureApiKey, fixtureBoard, otherBoard, startMockAts, type MockAts } from "./mock-ats.ts";
import { personioCompanyId } from "./mock/personio.ts";

// Personio: the career site's XML feed read into vacancies, and applications handed to the recruiting API (the CV
// uploaded first, then the application naming it), all against the mock's stand-in for Personio's documented API.
// The applications read a board of their own (this file's), so that no other test file's store is touched.

const board = "mise-fixture-two";
let ats: MockAts;
beforeAll(async () => {
  ats = await startMockAts();
});
afterAll(() => ats.close());

/** The source for `name`, pointed at the mock. */
function sourceOf(name: string, env: Record<string, string> = {}): AtsSource {
  const source = parseVacancySource({ VACANCIES_FROM: `personio:${name}`, ...ats.env("personio"), ...env });
  if (source.kind === "markdown") throw new Error("expected an ATS source");
  return source;
}

async function load(name = fixtureBoard) {
  const log: string[] = [];
  const vacancies = await loadVacancies(sourceOf(name), { log: (line) => log.push(line) });
  return { vacancies, log, bySlug: (slug: string) => vacancies.find((v) => v.slug === slug) as Vacancy };
}

/** What no sanitised description may keep. */
const unsafe = /<script|evil\.example|onclick|onerror|style=|<img|<iframe|javascript:|<div|<span/;

describe("VACANCIES_FROM=personio:<company>", () => {
  it("reads the company's career site and sends applications to Personio's API unless the settings say otherwise", () => {
    expect(parseVacancySource({ VACANCIES_FROM: "personio:acme", PERSONIO_COMPANY_ID: " 48213 " })).toMatchObject({
      kind: "ats",
      system: "personio",
      board: "acme",
      urls: { feed: "https://acme.jobs.personio.de", api: "https://api.personio.de/v1" },
      settings: { companyId: "48213" },
      baseUrl: "https://acme.jobs.personio.de",
    });
    expect(
      parseVacancySource({
        VACANCIES_FROM: "personio:acme",
        PERSONIO_FEED_URL: "https://{company}.jobs.personio.com/",
        PERSONIO_API_URL: "https://api.personio.example/v1",
      }),
    ).toMatchObject({
      urls: { feed: "https://acme.jobs.personio.com", api: "https://api.personio.example/v1" },
      settings: { companyId: undefined },
    });
  });
});

describe("the Personio feed", () => {
  it("is read once, in English", async () => {
    const before = ats.requests.length;
    await load();
    expect(ats.requests.slice(before)).toEqual([`/personio/${fixtureBoard}/xml?language=en`]);
  });

  it("gives every position with its offices, contract, level and day, and neither pay nor questions", async () => {
    const { vacancies, log } = await load();
    const feed = ats.env("personio").PERSONIO_FEED_URL!.replace("{company}", fixtureBoard);
    expect(
      vacancies.map(
        ({
          slug,
          position,
          department,
          discipline,
          level,
          locations,
          employmentType,
          workplaceType,
          datePosted,
          ats: source,
        }) => ({
          slug,
          position,
          department,
          discipline,
          level,
          locations,
          employmentType,
          workplaceType,
          datePosted,
          ats: source,
        }),
      ),
    ).toEqual([
      {
        slug: "freelance-copywriter",
        position: "Freelance Copywriter",
        department: "Marketing",
        discipline: "marketing",
        level: "Senior",
        locations: [{ city: "Singapore", country: "SG" }],
        employmentType: "CONTRACTOR",
        workplaceType: "on-site",
        datePosted: "2026-11-20",
        ats: { system: "personio", id: "1462874", url: `${feed}/job/1462874` },
      },
      {
        slug: "data-analyst-intern",
        position: "Data Analyst Intern",
        department: "Data",
        discipline: "engineering",
        level: "Junior",
        locations: [{ city: "Kandy", country: "LK" }],
        employmentType: "INTERN",
        workplaceType: "on-site",
        datePosted: "2026-11-18",
        ats: { system: "personio", id: "1462873", url: `${feed}/job/1462873` },
      },
      {
        slug: "product-designer",
        position: "Product Designer",
        department: "Design",
        discipline: "design",
        level: "Mid-Senior",
        locations: [{ city: "Colombo", country: "LK" }],
        employmentType: "PART_TIME",
        workplaceType: "on-site",
        // 22:30 in Colombo (+05:30), its own day.
        datePosted: "2026-11-14",
        ats: { system: "personio", id: "1462872", url: `${feed}/job/1462872` },
      },
      {
        slug: "senior-platform-engineer",
        position: "Senior Platform Engineer",
        department: "Engineering",
        discipline: "engineering",
        // "experienced" leaves it to the title.
        level: "Senior",
        locations: [
          { city: "Colombo", country: "LK" },
          { city: "Kandy", country: "LK" },
        ],
        employmentType: "FULL_TIME",
        workplaceType: "on-site",
        datePosted: "2026-11-10",
        ats: { system: "personio", id: "1462871", url: `${feed}/job/1462871` },
      },
    ]);
    for (const vacancy of vacancies) {
      expect(vacancy.salary).toBeUndefined();
      expect(vacancy.questions).toBeUndefined();
      expect(vacancy.applyUrl).toBeUndefined();
    }
    expect(log).toEqual([]);
  });

  it("makes one description of a position's sections, each under its name, with only the site's elements", async () => {
    const role = (await load()).bySlug("senior-platform-engineer");
    expect(role.body).not.toMatch(unsafe);
    expect(role.body).toContain("<h2>About the role</h2>");
    expect(role.body).toContain("<h2>What you will do</h2>");
    expect(role.body).toContain("<h2>Tools &amp; benefits</h2>");
    expect(role.body).toContain("<li>Own our deployment pipeline &amp; its SLOs.</li>");
    expect(role.body).toContain('<a href="https://miselabs.example/engineering">our engineering blog</a>');
    expect(role.summary).toBe(
      "Run the platform that takes the night's orders from 3,000 kitchens & hotels and gets them onto the morning's trucks.",
    );
  });

  it("publishes another company's board, each department as Personio names it and each office as a place", async () => {
    const { vacancies } = await load(otherBoard);
    expect(vacancies.map((vacancy) => [vacancy.slug, vacancy.department, vacancy.employmentType])).toEqual([
      ["werkstudent-robotics", "Warehouse Automation", "INTERN"],
      ["category-buyer-dairy-m-w-d", "Einkauf", "PART_TIME"],
      ["route-planning-lead", "Field Operations", "FULL_TIME"],
    ]);
    const lead = vacancies.find((vacancy) => vacancy.slug === "route-planning-lead")!;
    expect(lead.level).toBe("Senior");
    // Two offices read as cities; "Remote - Europe" names no city: shown as the ATS writes it, less "Remote".
    expect(lead.locations.map((place) => place.city ?? place.name)).toEqual(["Berlin", "Hamburg", "Europe"]);
    // Written with line breaks, not paragraphs: its first lines still make the summary.
    const student = vacancies.find((vacancy) => vacancy.slug === "werkstudent-robotics")!;
    expect(student.summary).toBe(
      "Help us teach the picking robots in our cold stores to handle crates of eggs without breaking any.",
    );
  });

  it.each([
    ["a company it does not have", "no-such-company", null, "it answered HTTP 404"],
    ["a truncated feed", fixtureBoard, "<workzag-jobs><position><id>1</id>", "the answer is not XML"],
    [
      "an HTML page",
      fixtureBoard,
      "<html><body><p>Maintenance</p></body></html>",
      "the answer is not Personio's job feed",
    ],
    [
      "a position without a title",
      fixtureBoard,
      "<workzag-jobs><position><id>7</id><name></name><jobDescriptions/><createdAt>2026-01-01</createdAt></position></workzag-jobs>",
      "workzag-jobs.position.0.name",
    ],
  ])("stops the build on %s", async (_, name, xml, message) => {
    const path = `/personio/${name}/xml`;
    if (xml) ats.answer(path, { status: 200, body: xml, type: "application/xml" });
    try {
      await expect(load(name)).rejects.toThrow(message);
    } finally {
      ats.clear(path);
    }
  });

  it("stops the build on a redirect rather than reading another host's roles", async () => {
    const path = `/personio/${fixtureBoard}/xml`;
    ats.answer(path, { status: 302, body: "", headers: { location: "https://elsewhere.example/xml?language=en" } });
    try {
      await expect(load()).rejects.toThrow("it redirected to another host (https://elsewhere.example)");
    } finally {
      ats.clear(path);
    }
  });

  it("reads an empty board as no roles", async () => {
    const path = `/personio/${fixtureBoard}/xml`;
    ats.answer(path, {
      status: 200,
      body: '<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs/>',
      type: "application/xml",
    });
    try {
      expect((await load()).vacancies).toEqual([]);
    } finally {
      ats.clear(path);
    }
  });
});

describe("the Personio recruiting API stand-in", () => {
  const api = () => ats.env("personio").PERSONIO_API_URL!;
  const headers = (extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${fixtureApiKey}`,
    "x-company-id": personioCompanyId,
    "content-type": "application/json",
    ...extra,
  });
  const post = async (body: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${api()}/recruiting/applications`, {
      method: "POST",
      headers: headers(extra),
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.text() };
  };
  const valid = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", job_position_id: 1462871 };

  it.each([
    [
      "a missing last name",
      { ...valid, last_name: " " },
      "last_name",
      "errors.attribute-validation.required-attribute",
    ],
    [
      "a field it does not have",
      { ...valid, cover_letter: "Hi" },
      "cover_letter",
      "errors.attribute-validation.unknown",
    ],
    [
      "the position's id as text",
      { ...valid, job_position_id: "1462871" },
      "job_position_id",
      "errors.attribute-validation.invalid-type",
    ],
    [
      "a position it does not publish",
      { ...valid, job_position_id: 99 },
      "job_position_id",
      "errors.job-position.not-published",
    ],
    [
      "a file it never issued",
      {
        ...valid,
        files: [{ uuid: "6f1c1c2e-0000-4000-8000-000000000000", original_filename: "cv.pdf", category: "cv" }],
      },
      "files[0]",
      "errors.file-validation.file-not-exists",
    ],
    [
      "an attribute it does not have",
      { ...valid, attributes: [{ id: "organisation", value: "Mise" }] },
      "attributes[0]",
      "errors.attribute-validation.unknown",
    ],
  ])("refuses %s with 400 and the field's reason", async (_, body, field, reason) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ errors: expect.arrayContaining([{ field, errors: [{ reason }] }]) });
  });

  it("refuses another token or company id with 401", async () => {
    expect((await post(valid, { authorization: "Bearer another-key" })).status).toBe(401);
    expect((await post(valid, { "x-company-id": "1" })).status).toBe(401);
  });
});

describe("applications handed to Personio", () => {
  let source: AtsSource;
  let roles: Vacancy[] = [];
  const savedEnv = { ...process.env };
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    // What `npm run build` does first: the roles, loaded from the ATS into .cache/vacancies/.
    source = sourceOf(board);
    roles = await loadVacancies(source, { log: () => {} });
    writeStore(source, roles);
  });
  afterAll(() => clearStore(source));
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    process.env = { ...savedEnv };
  });

  async function startApi({ companyId = personioCompanyId }: { companyId?: string | null } = {}) {
    process.env.VACANCIES_FROM = `personio:${board}`;
    Object.assign(process.env, ats.env("personio"));
    process.env.ATS_API_KEY = fixtureApiKey;
    if (companyId) process.env.PERSONIO_COMPANY_ID = companyId;
    else delete process.env.PERSONIO_COMPANY_ID;
    return startFormsApi(cleanups);
  }

  const applyFor = (app: FormsApi["app"], vacancy: string) => apply(app, vacancy, { utm_source: "linkedin" });

  const role = () => roles.find((each) => each.ats!.id === "1462871")!;
  const applicationsPath = "/personio-api/v1/recruiting/applications";
  const slow = { timeout: 30_000 };

  it(
    "uploads the CV, then hands the application over naming it, paced to Personio's limit, and mails the team",
    slow,
    async () => {
      const { app, store, smtp, notices } = await startApi();
      expect(notices).toContain(
        `Applications for personio:${board}'s roles are handed to ${ats.env("personio").PERSONIO_API_URL} as well as mailed`,
      );
      const before = { applications: ats.applications.length, requests: ats.requests.length };
      const started = Date.now();
      const id = await applyFor(app, role().slug);
      await waitFor(async () => (await atsRow(store, id))?.status === "sent", {
        timeout: 15_000,
        what: "the hand-over",
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(PERSONIO_INTERVAL_MS);
      expect(ats.requests.slice(before.requests)).toEqual([
        "POST /personio-api/v1/recruiting/applications/documents",
        "POST /personio-api/v1/recruiting/applications",
      ]);
      const received = ats.applications.slice(before.applications);
      expect(received).toHaveLength(1);
      const { fields, files } = received[0]!;
      expect(received[0]!.job).toBe("1462871");
      expect(fields).toEqual({
        first_name: ["Ada"],
        last_name: ["Lovelace"],
        email: ["ada@example.com"],
        job_position_id: ["1462871"],
        message: ["I would love to build the ordering tools."],
        files: [expect.any(String)],
        attributes: [
          JSON.stringify([
            { id: "phone", value: "+94771234567" },
            { id: "location", value: "Colombo" },
          ]),
        ],
      });
      expect(JSON.parse(fields.files![0]!)).toEqual([
        { uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), original_filename: "Ada CV.docx", category: "cv" },
      ]);
      expect(files).toEqual([
        expect.objectContaining({ field: "files[cv]", name: "Ada CV.docx", size: docxBytes().length }),
      ]);
      await waitFor(() => smtp.messages.find((mail: { to: { text: string } }) => mail.to.text.startsWith("careers@")), {
        what: "the team's mail",
      });
    },
  );

  it("delivers once when Personio answers 429 and then takes the application", slow, async () => {
    const { app, store } = await startApi();
    ats.answer(applicationsPath, { status: 429, body: { errors: [] }, headers: { "retry-after": "1" } });
    cleanups.push(() => ats.clear(applicationsPath));
    const before = ats.applications.length;
    const id = await applyFor(app, role().slug);
    await waitFor(
      async () => (await atsRow(store, id))?.attempts === 1 && (await atsRow(store, id))?.status === "pending",
      {
        timeout: 10_000,
        what: "the refused first attempt",
      },
    );
    ats.clear(applicationsPath);
    await waitFor(async () => (await atsRow(store, id))?.status === "sent", {
      timeout: 20_000,
      what: "the second attempt",
    });
    expect((await atsRow(store, id))?.attempts).toBe(2);
    expect(ats.applications.slice(before).map((received) => received.job)).toEqual(["1462871"]);
  });

  it(
    "fails an application Personio refuses at once, keeping its answer and never the key or company id",
    slow,
    async () => {
      const { app, store, notices } = await startApi();
      ats.answer(applicationsPath, {
        status: 400,
        body: {
          errors: [
            { field: "email", errors: [{ reason: "errors.applicant-already-exists" }] },
            {
              id: "e1",
              status: "400",
              title: "Bad Request",
              detail: `Bearer ${fixtureApiKey} for ${personioCompanyId}`,
            },
          ],
        },
      });
      cleanups.push(() => ats.clear(applicationsPath));
      const id = await applyFor(app, role().slug);
      await waitFor(async () => (await atsRow(store, id))?.status === "failed", {
        timeout: 15_000,
        what: "the refusal",
      });
      const row = (await atsRow(store, id))!;
      expect(row).toMatchObject({ attempts: 1, lastError: expect.stringContaining("errors.applicant-already-exists") });
      const recorded = JSON.stringify([row, notices]);
      expect(recorded).not.toContain(fixtureApiKey);
      expect(recorded).not.toContain(personioCompanyId);
    },
  );

  it("fails the hand-over, saying which setting is missing, when PERSONIO_COMPANY_ID is not set", slow, async () => {
    const { app, store } = await startApi({ companyId: null });
    const before = ats.requests.length;
    const id = await applyFor(app, role().slug);
    await waitFor(async () => (await atsRow(store, id))?.status === "failed", { what: "the refusal" });
    expect((await atsRow(store, id))?.lastError).toContain("set PERSONIO_COMPANY_ID");
    expect(ats.requests.slice(before).filter((line) => line.startsWith("POST"))).toEqual([]);
  });
});
