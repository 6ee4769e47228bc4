// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Vacancy } from "../../app/content/collections/vacancies.ts";
import { loadVacancies } from "../../app/content/vacancy-sources/load.ts";
import { smartrecruiters } from "../../app/content/vacancy-sources/smartrecruiters.ts";
import {
  clearStore,
  parseVacancySource,
  writeStore,
  type AtsSource,
} from "../../app/content/vacancy-sources/source.ts";
import { docxBytes, pdfBytes, waitFor } from "../support/forms-api.mjs";
import { apply, atsRow, startFormsApi } from "./forms-api.ts";
import { fixtureApiKey, fixtureBoard, otherBoard, secondBoard, startMockAts, type MockAts } from "./mock-ats.ts";
import { manyPostingsBoard, manyPostingsCount } from "./mock/smartrecruiters.ts";

// SmartRecruiters end to end against the mock's stand-in for its Posting API and Application API: the build's
// load (postings page by page, each posting's detail, its screening questions with the key), what a role becomes
// on the site, and applications handed over through the forms API and the outbox, with a real SMTP server.

let ats: MockAts;
const stored: AtsSource[] = [];
const savedEnv = { ...process.env };

beforeAll(async () => {
  ats = await startMockAts();
});
afterAll(async () => {
  for (const source of stored) clearStore(source);
  await ats.close();
});

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  process.env = { ...savedEnv };
});

/** The source for `board` on the mock, with the key unless told otherwise. */
function sourceOf(board: string, { apiKey = fixtureApiKey as string | null } = {}) {
  const source = parseVacancySource({
    VACANCIES_FROM: `smartrecruiters:${board}`,
    ...ats.env("smartrecruiters"),
    ...(apiKey ? { ATS_API_KEY: apiKey } : {}),
  });
  if (source.kind === "markdown") throw new Error("expected an ATS source");
  return source;
}

/** Loads `board` from the mock, keeping what the loader logs. */
async function load(board = fixtureBoard, options: { apiKey?: string | null } = {}) {
  const log: string[] = [];
  const vacancies = await loadVacancies(sourceOf(board, options), { log: (line) => log.push(line) });
  return { vacancies, log, bySlug: (slug: string) => vacancies.find((v) => v.slug === slug) as Vacancy };
}

const api = () => ats.apis.smartrecruiters!;
const prefix = () => new URL(api()).pathname;

describe("SmartRecruiters: the board", () => {
  it("is named smartrecruiters:<company identifier>, at SmartRecruiters' API unless SMARTRECRUITERS_API_URL says otherwise", () => {
    expect(parseVacancySource({ VACANCIES_FROM: "smartrecruiters:MiseLabs" })).toMatchObject({
      kind: "ats",
      system: "smartrecruiters",
      board: "MiseLabs",
      baseUrl: "https://api.smartrecruiters.com",
    });
    expect(
      parseVacancySource({ VACANCIES_FROM: "smartrecruiters:acme", SMARTRECRUITERS_API_URL: "https://sr.example/" }),
    ).toMatchObject({ baseUrl: "https://sr.example" });
  });

  it("reads the postings a page of 100 at a time, each posting's detail, and its questions with the key in a header", async () => {
    const before = ats.requests.length;
    await load();
    const requests = ats.requests.slice(before);
    const postings = `${prefix()}/v1/companies/${fixtureBoard}/postings`;
    expect(requests.filter((line) => line.startsWith(`${postings}?`))).toEqual([`${postings}?limit=100&offset=0`]);
    expect(requests.filter((line) => line.startsWith(`${postings}/`)).sort()).toEqual(
      ["744000012345001", "744000012345002", "744000012345003", "744000012345004"].map((id) => `${postings}/${id}`),
    );
    expect(requests.filter((line) => line.endsWith("/configuration")).sort()).toEqual(
      ["01", "02", "03", "04"].map(
        (end) => `${prefix()}/postings/3f1c2a9e-5b7d-4e21-9c3a-0d8e7f6a5b${end}/configuration`,
      ),
    );
    expect(requests.join("\n")).not.toContain(fixtureApiKey);
  });

  it("maps each posting: department, level, places from its location, workplace, contract, date and page", async () => {
    const { bySlug } = await load();
    expect(bySlug("platform-engineer")).toMatchObject({
      position: "Platform Engineer",
      department: "Engineering",
      discipline: "engineering",
      level: "Mid-Senior",
      locations: [{ city: "Colombo", region: "Western Province", country: "LK" }],
      workplaceType: "hybrid",
      employmentType: "FULL_TIME",
      // 03:30 UTC is 09:00 in Colombo.
      datePosted: "2026-11-11",
      summary: "Run the platform that takes 40,000 kitchen orders a night & keeps every truck loaded on time.",
      ats: {
        system: "smartrecruiters",
        id: "3f1c2a9e-5b7d-4e21-9c3a-0d8e7f6a5b01",
        url: "https://jobs.smartrecruiters.com/MiseLabs/744000012345001-platform-engineer",
      },
    });
    expect(bySlug("product-designer")).toMatchObject({
      department: "Design",
      level: "Junior",
      locations: [{ city: "Kandy", region: "Central Province", country: "LK" }],
      workplaceType: "on-site",
    });
    expect(bySlug("data-engineer")).toMatchObject({
      department: "Data",
      locations: [{ city: "Colombo", country: "LK" }],
      workplaceType: "remote",
      employmentType: "CONTRACTOR",
    });
    expect(bySlug("finance-intern")).toMatchObject({ level: "Junior", employmentType: "INTERN" });
    // The Posting API publishes no pay.
    expect(bySlug("platform-engineer").salary).toBeUndefined();
  });

  it("makes one description of the job ad's sections, each under its title, sanitised", async () => {
    const { body } = (await load()).bySlug("platform-engineer");
    expect(body).toMatch(
      /<h2>Job Description<\/h2>[\s\S]*<h2>Qualifications<\/h2>[\s\S]*<h2>Additional Information<\/h2>[\s\S]*<h2>Company Description<\/h2>/,
    );
    expect(body).toContain("<li>Own our Kubernetes clusters.</li>");
    expect(body).not.toMatch(/<script|evil\.example|onerror|style=|<img|<span/);
    // An empty section has no heading.
    expect((await load()).bySlug("product-designer").body).not.toContain("Additional Information");
  });

  it("asks the screening questions of every kind the form can ask, naming each answer's question and field", async () => {
    const { bySlug, log } = await load();
    const role = bySlug("platform-engineer");
    expect(role.questions).toEqual([
      { id: "linkedin-profile", label: "LinkedIn profile", type: "text", required: false },
      {
        id: "why-do-you-want-to-build-tools-for-kitchens",
        label: "Why do you want to build tools for kitchens?",
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
      {
        id: "may-we-keep-your-application-for-later-roles",
        label: "May we keep your application for later roles?",
        type: "yesno",
        required: false,
      },
    ]);
    expect(role.ats?.fields).toEqual({
      "linkedin-profile": { name: "7d0e9f40-0001-4a3b-9c2d-1e2f3a4b5c01/linkedin" },
      "why-do-you-want-to-build-tools-for-kitchens": { name: "7d0e9f40-0002-4a3b-9c2d-1e2f3a4b5c02/why" },
      "what-is-your-notice-period": {
        name: "7d0e9f40-0003-4a3b-9c2d-1e2f3a4b5c03/notice",
        values: { Immediately: "n0", "1 month": "n1", "2 months": "n2", "3 months or more": "n3" },
      },
      "are-you-authorised-to-work-in-sri-lanka": {
        name: "7d0e9f40-0004-4a3b-9c2d-1e2f3a4b5c04/authorised",
        values: { Yes: "auth-1", No: "auth-0" },
      },
      "which-languages-do-you-work-in": {
        name: "7d0e9f40-0005-4a3b-9c2d-1e2f3a4b5c05/languages",
        values: { English: "en", Sinhala: "si", Tamil: "ta" },
      },
      "may-we-keep-your-application-for-later-roles": {
        name: "7d0e9f40-0006-4a3b-9c2d-1e2f3a4b5c06/later",
        values: { Yes: "true", No: "false" },
      },
    });
    expect(role.applyUrl).toBeUndefined();
    // The optional date and the optional repeatable two-field question are left out, and said so.
    expect(log).toContain(
      'SmartRecruiters posting 744000012345001: the optional question "When could you start?" (DATE) is not asked by the site\'s form',
    );
    expect(log).toContain(
      'SmartRecruiters posting 744000012345001: the optional question "Languages" (SINGLE_SELECT, SINGLE_SELECT, repeatable) is not asked by the site\'s form',
    );
    // A drop-down of Yes and No is a Yes/No question.
    expect(bySlug("finance-intern").questions).toEqual([
      {
        id: "are-you-enrolled-at-a-university",
        label: "Are you enrolled at a university?",
        type: "yesno",
        required: true,
      },
    ]);
  });

  it("sends candidates to SmartRecruiters' own form for a posting that requires a question the form cannot ask", async () => {
    const { bySlug, log } = await load();
    const role = bySlug("data-engineer");
    expect(role.applyUrl).toBe("https://jobs.smartrecruiters.com/MiseLabs/744000012345003-data-engineer");
    expect(role.questions).toBeUndefined();
    expect(log.some((line) => line.includes("3f1c2a9e-5b7d-4e21-9c3a-0d8e7f6a5b03 (Data Engineer)"))).toBe(true);
  });

  it("reads no questions without a key, and says so once", async () => {
    const before = ats.requests.length;
    const { vacancies, log } = await load(fixtureBoard, { apiKey: null });
    expect(vacancies).toHaveLength(4);
    expect(vacancies.every((role) => !role.questions && !role.applyUrl)).toBe(true);
    expect(ats.requests.slice(before).some((line) => line.endsWith("/configuration"))).toBe(false);
    expect(log.filter((line) => line.startsWith("No ATS_API_KEY"))).toEqual([
      `No ATS_API_KEY: the screening questions of the SmartRecruiters company "${fixtureBoard}"'s postings are not read (SmartRecruiters gives them to its key holder only)`,
    ]);
  });

  it("reads a company of more than 100 postings page by page", async () => {
    const before = ats.requests.length;
    const jobs = await smartrecruiters.load(sourceOf(manyPostingsBoard, { apiKey: null }), {
      fetch,
      log: () => {},
    });
    expect(jobs).toHaveLength(manyPostingsCount);
    expect(new Set(jobs.map((job) => job.id)).size).toBe(manyPostingsCount);
    const list = `${prefix()}/v1/companies/${manyPostingsBoard}/postings?`;
    expect(ats.requests.slice(before).filter((line) => line.startsWith(list))).toEqual(
      [0, 100, 200].map((offset) => `${list}limit=100&offset=${offset}`),
    );
  });

  it("publishes nothing when the postings do not add up to totalFound", async () => {
    const path = `${prefix()}/v1/companies/${fixtureBoard}/postings`;
    const page = await (await fetch(`${api()}/v1/companies/${fixtureBoard}/postings?limit=100&offset=0`)).json();
    // Every page answers with the same four postings of seven.
    ats.answer(path, { status: 200, body: { ...page, totalFound: 7 } });
    cleanups.push(() => ats.clear(path));
    await expect(load()).rejects.toThrow(/says it has 7 postings but sent 8: not publishing a partial list/);
    // And a page that comes back empty before the total is reached.
    ats.answer(path, { status: 200, body: { ...page, totalFound: 7, content: [] } });
    await expect(load()).rejects.toThrow(/says it has 7 postings but sent 0/);
  });

  it("stops the build with a clear message when the company is unknown or an answer is out of shape", async () => {
    await expect(load("no-such-company")).rejects.toThrow(
      /Could not read the SmartRecruiters company "no-such-company" .*it answered HTTP 404/,
    );
    const path = `${prefix()}/v1/companies/${fixtureBoard}/postings/744000012345002`;
    ats.answer(path, { status: 200, body: { id: "744000012345002", uuid: "x", postingUrl: "https://x.example" } });
    cleanups.push(() => ats.clear(path));
    await expect(load()).rejects.toThrow(/posting 744000012345002 .*jobAd/);
  });
});

describe("SmartRecruiters: another company's board", () => {
  // Written for the mapping that publishes what it does not know (each guess a warning): until that lands, the
  // departments and the remote place without a city below stop the load.
  it("publishes every role, each department as SmartRecruiters names it", async () => {
    const { vacancies, log } = await load(otherBoard);
    const bySlug = Object.fromEntries(vacancies.map((role) => [role.slug, role]));
    expect(Object.keys(bySlug).sort()).toEqual(["menu-developer", "route-planner", "supply-chain-analyst"]);
    expect(bySlug["route-planner"]).toMatchObject({
      department: "Field Operations",
      locations: [{ city: "Berlin", region: "Berlin", country: "DE" }],
      workplaceType: "on-site",
      level: "Junior",
    });
    expect(bySlug["menu-developer"]).toMatchObject({
      department: "Culinary Innovation",
      locations: [{ city: "Lyon", region: "Auvergne-Rhône-Alpes", country: "FR" }],
      workplaceType: "hybrid",
      employmentType: "PART_TIME",
    });
    expect(bySlug["supply-chain-analyst"]).toMatchObject({
      department: "Supply Chain",
      workplaceType: "remote",
      employmentType: "TEMPORARY",
    });
    // A required checkbox is a Yes/No question, a radio of three a select; the optional amount and the diversity
    // question are left out.
    expect(bySlug["route-planner"]!.questions?.map((question) => [question.type, question.required])).toEqual([
      ["yesno", true],
      ["select", true],
    ]);
    expect(log).toContain(
      'SmartRecruiters posting 3743990001111001: the optional question "How do you describe your gender?" (SINGLE_SELECT, diversity question) is not asked by the site\'s form',
    );
  });
});

// ----- Applications -----

/** The forms API reading its roles from the SmartRecruiters board, handing applications on with (or without) the key. */
async function startApi({ apiKey = fixtureApiKey as string | null } = {}) {
  // What `npm run build` does first: the board's roles, stored in .cache/vacancies/ for the server to read.
  const source = sourceOf(secondBoard);
  writeStore(source, roles);
  stored.push(source);
  process.env.VACANCIES_FROM = `smartrecruiters:${secondBoard}`;
  Object.assign(process.env, ats.env("smartrecruiters"));
  if (apiKey) process.env.ATS_API_KEY = apiKey;
  else delete process.env.ATS_API_KEY;
  return startFormsApi(cleanups);
}

let roles: Vacancy[] = [];
const role = (slug: string) => roles.find((each) => each.slug === slug)!;
beforeAll(async () => {
  roles = (await load(secondBoard)).vacancies;
});

/** An answer to each of the Platform Engineer's questions, by its wire name. */
function everyAnswer(vacancy: Vacancy) {
  const [linkedin, why, notice, authorised, languages, later] = vacancy.questions!;
  return {
    [`question-${linkedin!.id}`]: "https://www.linkedin.com/in/ada",
    [`question-${why!.id}`]: "To build tools chefs like.",
    [`question-${notice!.id}`]: "1 month",
    [`question-${authorised!.id}`]: "yes",
    [`question-${languages!.id}`]: ["English", "Tamil"],
    [`question-${later!.id}`]: "no",
  };
}

// The first import of the routes transforms much of the app, and a delivery waits on the outbox's poll.
const slow = { timeout: 30_000 };

describe("SmartRecruiters: applications", slow, () => {
  it("hands an application to SmartRecruiters as documented: JSON, the CV in base64, every kind of answer, consent and source", async () => {
    const { app, store, smtp, notices } = await startApi();
    expect(notices).toContain(
      `Applications for smartrecruiters:${secondBoard}'s roles are handed to ${api()} as well as mailed`,
    );
    const vacancy = role("platform-engineer");
    const before = ats.applications.length;
    const id = await apply(app, vacancy.slug, {
      ...everyAnswer(vacancy),
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "autumn",
    });
    await waitFor(async () => (await atsRow(store, id))?.status === "sent", { what: "the ATS delivery" });
    const received = ats.applications.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ system: "smartrecruiters", job: "3f1c2a9e-5b7d-4e21-9c3a-0d8e7f6a5b01" });
    expect(received[0]!.fields).toEqual({
      firstName: ["Ada"],
      lastName: ["Lovelace"],
      email: ["ada@example.com"],
      phoneNumber: ["+94771234567"],
      messageToHiringManager: ["I would love to build the ordering tools."],
      consentDecisions: ['{"SINGLE":true}'],
      UtmTracking: ['{"utmSource":"linkedin","utmMedium":"social","utmCampaign":"autumn"}'],
      "7d0e9f40-0001-4a3b-9c2d-1e2f3a4b5c01/linkedin": ["https://www.linkedin.com/in/ada"],
      "7d0e9f40-0002-4a3b-9c2d-1e2f3a4b5c02/why": ["To build tools chefs like."],
      "7d0e9f40-0003-4a3b-9c2d-1e2f3a4b5c03/notice": ["n1"],
      "7d0e9f40-0004-4a3b-9c2d-1e2f3a4b5c04/authorised": ["auth-1"],
      "7d0e9f40-0005-4a3b-9c2d-1e2f3a4b5c05/languages": ["en", "ta"],
      "7d0e9f40-0006-4a3b-9c2d-1e2f3a4b5c06/later": ["false"],
    });
    expect(received[0]!.files).toEqual([
      expect.objectContaining({ field: "resume", name: "Ada CV.docx", size: docxBytes().length }),
    ]);
    await waitFor(() => smtp.messages.find((mail: { to: { text: string } }) => mail.to.text.startsWith("careers@")), {
      what: "the team's mail",
    });
  });

  it("is refused by the stand-in, as by SmartRecruiters, in every form the Application API does not document", async () => {
    const url = `${api()}/postings/3f1c2a9e-5b7d-4e21-9c3a-0d8e7f6a5b01/candidates`;
    const answer = (id: string, field: string, values: unknown) => ({ id, records: [{ fields: { [field]: values } }] });
    const required = [
      answer("7d0e9f40-0002-4a3b-9c2d-1e2f3a4b5c02", "why", ["Because."]),
      answer("7d0e9f40-0003-4a3b-9c2d-1e2f3a4b5c03", "notice", ["n0"]),
      answer("7d0e9f40-0004-4a3b-9c2d-1e2f3a4b5c04", "authorised", ["auth-1"]),
    ];
    const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", answers: required };
    const post = (body: unknown, key: string | null = fixtureApiKey) =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(key ? { "x-smarttoken": key } : {}) },
        body: JSON.stringify(body),
      });
    const cases: [string, unknown, number, string][] = [
      ["an unknown property", { ...valid, phone: "+94" }, 400, "phone is not a property of a candidate"],
      ["a missing email", { ...valid, email: undefined }, 400, "Missing required fields: email"],
      [
        "a required question unanswered",
        { ...valid, answers: required.slice(1) },
        400,
        "screening questions are required: 7d0e9f40-0002",
      ],
      [
        "a choice by its label, not its id",
        {
          ...valid,
          answers: [
            ...required.slice(0, 1),
            answer("7d0e9f40-0003-4a3b-9c2d-1e2f3a4b5c03", "notice", ["1 month"]),
            required[2],
          ],
        },
        400,
        "answers are incorrect: 7d0e9f40-0003",
      ],
      [
        "a multi-select joined into one value",
        { ...valid, answers: [...required, answer("7d0e9f40-0005-4a3b-9c2d-1e2f3a4b5c05", "languages", ["en, ta"])] },
        400,
        "answers are incorrect: 7d0e9f40-0005",
      ],
      [
        "two values for a single select",
        {
          ...valid,
          answers: [
            ...required.slice(0, 1),
            answer("7d0e9f40-0003-4a3b-9c2d-1e2f3a4b5c03", "notice", ["n0", "n1"]),
            required[2],
          ],
        },
        400,
        "notice takes one value",
      ],
      [
        "an answer that is not an array",
        {
          ...valid,
          answers: [...required, answer("7d0e9f40-0001-4a3b-9c2d-1e2f3a4b5c01", "linkedin", "https://x.example")],
        },
        400,
        "linkedin takes an array of strings",
      ],
      [
        "a checkbox answered Yes",
        { ...valid, answers: [...required, answer("7d0e9f40-0006-4a3b-9c2d-1e2f3a4b5c06", "later", ["Yes"])] },
        400,
        "later takes",
      ],
      [
        "a question of another posting",
        { ...valid, answers: [...required, answer("q-licence", "licence", ["true"])] },
        400,
        "not a screening question of this posting",
      ],
      ["consent as a list", { ...valid, consentDecisions: ["SINGLE"] }, 400, "consentDecisions must be"],
      [
        "UtmTracking without utmSource",
        { ...valid, UtmTracking: { utmMedium: "social" } },
        400,
        "UtmTracking must contain utmSource",
      ],
      [
        "a resume that is not base64",
        { ...valid, resume: { fileName: "cv.pdf", mimeType: "application/pdf", fileContent: "not base64!" } },
        400,
        "resume.fileContent is not base64",
      ],
      [
        "a resume of a type it does not take",
        { ...valid, resume: { fileName: "cv.exe", mimeType: "application/x-msdownload", fileContent: "TVqQAA==" } },
        400,
        "is not accepted",
      ],
    ];
    for (const [what, body, status, message] of cases) {
      const response = await post(body);
      expect([what, response.status]).toEqual([what, status]);
      expect([what, await response.text()]).toEqual([what, expect.stringContaining(message)]);
    }
    expect((await post(valid, null)).status).toBe(401);
    expect((await post(valid, "wrong-key")).status).toBe(401);
    const before = ats.applications.length;
    expect((await post(valid)).status).toBe(201);
    expect(ats.applications.length).toBe(before + 1);
  });

  it("delivers once when SmartRecruiters answers 429 and then takes the application", async () => {
    const { app, store } = await startApi();
    const vacancy = role("product-designer");
    const path = `${prefix()}/postings/${vacancy.ats!.id}/candidates`;
    ats.answer(path, {
      status: 429,
      body: { errors: [{ code: "TOO_MANY_REQUESTS", message: "Slow down" }] },
      headers: { "retry-after": "1" },
    });
    cleanups.push(() => ats.clear(path));
    const before = ats.applications.length;
    const id = await apply(app, vacancy.slug);
    await waitFor(
      async () => {
        const row = await atsRow(store, id);
        return row?.attempts === 1 && row?.status === "pending";
      },
      { what: "the refused first attempt" },
    );
    expect((await atsRow(store, id))?.lastError).toContain("The ATS answered 429");
    ats.clear(path);
    await waitFor(async () => (await atsRow(store, id))?.status === "sent", {
      timeout: 10_000,
      what: "the second attempt",
    });
    expect((await atsRow(store, id))?.attempts).toBe(2);
    expect(ats.applications.slice(before).map((received) => received.job)).toEqual([vacancy.ats!.id]);
  });

  it("fails a refusal at once, keeping SmartRecruiters' answer, and never records the key", async () => {
    const { app, store, notices } = await startApi();
    const vacancy = role("product-designer");
    const path = `${prefix()}/postings/${vacancy.ats!.id}/candidates`;
    // An answer that echoes the key it was sent.
    ats.answer(path, {
      status: 400,
      body: { errors: [{ code: "POSTING_CLOSED", message: `Posting is not active (token ${fixtureApiKey})` }] },
    });
    cleanups.push(() => ats.clear(path));
    const id = await apply(app, vacancy.slug);
    await waitFor(async () => (await atsRow(store, id))?.status === "failed", { what: "the refusal" });
    const row = (await atsRow(store, id))!;
    expect(row).toMatchObject({ attempts: 1, lastError: expect.stringContaining("Posting is not active") });
    expect(JSON.stringify(row)).not.toContain(fixtureApiKey);
    expect(notices.join("\n")).not.toContain(fixtureApiKey);
  });

  it("fails the hand-over of a CV over SmartRecruiters' 2 MB for good, sending nothing, while the team's mail still goes", async () => {
    const { app, store, smtp } = await startApi();
    const vacancy = role("product-designer");
    const before = ats.requests.length;
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(3 * 1024 * 1024 - pdfBytes().length, 0x41)]);
    const id = await apply(app, vacancy.slug, {}, { filename: "Ada CV.pdf", bytes: big });
    await waitFor(async () => (await atsRow(store, id))?.status === "failed", { what: "the final failure" });
    expect((await atsRow(store, id))!).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining("SmartRecruiters takes CVs of at most 2 MB; this one is 3.0 MB"),
    });
    expect(ats.requests.slice(before).some((line) => line.startsWith("POST "))).toBe(false);
    const teamMail = await waitFor(
      () => smtp.messages.find((mail: { to: { text: string } }) => mail.to.text.startsWith("careers@")),
      { what: "the team's mail" },
    );
    expect(teamMail.attachments.map((file: { filename: string }) => file.filename)).toContain("Ada CV.pdf");
  });

  it("spaces its posts to stay within SmartRecruiters' ten a second", async () => {
    const { app, store } = await startApi();
    const started = Date.now();
    const ids = [
      await apply(app, role("product-designer").slug),
      await apply(app, role("product-designer").slug),
      await apply(app, role("product-designer").slug),
    ];
    await waitFor(
      async () => (await Promise.all(ids.map((id) => atsRow(store, id)))).every((row) => row?.status === "sent"),
      {
        what: "three deliveries",
      },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });
});
