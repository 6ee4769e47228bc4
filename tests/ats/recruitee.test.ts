// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Vacancy } from "../../app/content/collections/vacancies.ts";
import { loadVacancies } from "../../app/content/vacancy-sources/load.ts";
import {
  clearStore,
  parseVacancySource,
  writeStore,
  type AtsSource,
} from "../../app/content/vacancy-sources/source.ts";
import { docxBytes, waitFor } from "../support/forms-api.mjs";
import { apply, atsRow, startFormsApi } from "./forms-api.ts";
import { fixtureBoard, otherBoard, secondBoard, startMockAts, type MockAts } from "./mock-ats.ts";

// Recruitee's Careers Site API end to end: its recorded boards read through the adapter, and applications from the
// forms API handed over through the outbox to the mock, which checks each against the documented form-data request.

let ats: MockAts;
const savedEnv = { ...process.env };
let stored: AtsSource | undefined;
let roles: Vacancy[] = [];

/** `board` as the build reads it, with what the loader logs. */
async function load(board: string) {
  const source = parseVacancySource({ VACANCIES_FROM: `recruitee:${board}`, ...ats.env("recruitee") });
  if (source.kind === "markdown") throw new Error("expected an ATS source");
  const log: string[] = [];
  const vacancies = await loadVacancies(source, { log: (line) => log.push(line) });
  return { source, vacancies, log, bySlug: (slug: string) => vacancies.find((v) => v.slug === slug)! };
}

beforeAll(async () => {
  ats = await startMockAts();
  // What `npm run build` does first, for the forms API below: the board's roles in .cache/vacancies/.
  const { source, vacancies } = await load(secondBoard);
  writeStore(source, vacancies);
  stored = source;
  roles = vacancies;
});
afterAll(async () => {
  if (stored) clearStore(stored);
  await ats.close();
});

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  process.env = { ...savedEnv };
});

describe("a Recruitee board", () => {
  it("is read once, from the careers site's offers", async () => {
    const before = ats.requests.length;
    await load(fixtureBoard);
    expect(ats.requests.slice(before)).toEqual([`/recruitee/${fixtureBoard}/api/offers/`]);
  });

  it("is RECRUITEE_API_URL with {company} replaced, https://{company}.recruitee.com/api by default", () => {
    expect(parseVacancySource({ VACANCIES_FROM: "recruitee:acme" })).toMatchObject({
      system: "recruitee",
      board: "acme",
      baseUrl: "https://acme.recruitee.com/api",
    });
    expect(
      parseVacancySource({
        VACANCIES_FROM: "recruitee:acme",
        RECRUITEE_API_URL: "https://jobs.example/{company}/api/",
      }),
    ).toMatchObject({ baseUrl: "https://jobs.example/acme/api" });
  });

  it("gives every role its places from the offer's locations, its workplace, contract, dates and pay", async () => {
    const { vacancies, bySlug } = await load(fixtureBoard);
    expect(vacancies.map((vacancy) => vacancy.slug).sort()).toEqual([
      "data-analyst-part-time",
      "product-designer",
      "senior-backend-engineer",
    ]);
    expect(bySlug("senior-backend-engineer")).toMatchObject({
      position: "Senior Backend Engineer",
      department: "Engineering",
      level: "Senior",
      employmentType: "FULL_TIME",
      workplaceType: "hybrid",
      locations: [
        { city: "Colombo", region: "Western Province", country: "LK" },
        { city: "Kandy", region: "Central Province", country: "LK" },
      ],
      // "2026-11-10 04:00:00 UTC" and "2026-11-20 14:30:00 UTC", as days in Colombo.
      datePosted: "2026-11-10",
      lastModified: "2026-11-20",
      salary: { min: 7_200_000, max: 9_600_000, currency: "LKR", period: "year" },
      summary: "We build the software that moves food from farms to kitchens.",
      ats: {
        system: "recruitee",
        id: "senior-backend-engineer",
        url: "https://mise-fixture.recruitee.com/o/senior-backend-engineer",
      },
    });
    // Remote; no pay.
    expect(bySlug("product-designer")).toMatchObject({ workplaceType: "remote", locations: [{ city: "Colombo" }] });
    expect(bySlug("product-designer").salary).toBeUndefined();
    // A single figure (only `min`) is a range of one; part time, on site.
    expect(bySlug("data-analyst-part-time")).toMatchObject({
      employmentType: "PART_TIME",
      workplaceType: "on-site",
      salary: { min: 150_000, max: 150_000, currency: "LKR", period: "month" },
    });
  });

  it("puts the requirements after the description under their own heading, sanitised", async () => {
    const { body } = (await load(fixtureBoard)).bySlug("senior-backend-engineer");
    expect(body).not.toMatch(/<script|evil\.example/);
    expect(body).toContain("<h2>What you will do</h2>");
    expect(body).toContain("<h2>Requirements</h2>");
    expect(body).toContain("<li>PostgreSQL &lt;and&gt; Kafka.</li>");
    expect(body.indexOf("Requirements")).toBeGreaterThan(body.indexOf("Lead design reviews"));
  });

  it("asks each screening question the form can, answers the GDPR consent from the form's and logs what it leaves out", async () => {
    const { bySlug, log } = await load(fixtureBoard);
    const role = bySlug("senior-backend-engineer");
    expect(role.questions).toEqual([
      { id: "linkedin-profile", label: "LinkedIn profile", type: "text", required: false },
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
        options: ["English", "Sinhala", "Tamil, spoken"],
      },
    ]);
    expect(role.ats?.fields).toEqual({
      "linkedin-profile": { name: "30001[content]" },
      "why-do-you-want-to-work-with-us": { name: "30002[content]" },
      "what-is-your-notice-period": { name: "30003[content]" },
      "are-you-authorised-to-work-in-sri-lanka": { name: "30004[flag]", values: { Yes: "true", No: "false" } },
      "which-languages-do-you-work-in": { name: "30005[multi_content]" },
    });
    // The required legal question is the consent the form asks; the optional one (later roles) is not asked.
    expect(role.ats?.consent).toEqual(["30006[flag]"]);
    expect(role.applyUrl).toBeUndefined();
    expect(log).toEqual(
      expect.arrayContaining([
        'Recruitee offer senior-backend-engineer: the optional consent "Keep my details for future roles." is not asked by the site\'s form',
        'Recruitee offer senior-backend-engineer: the optional question "When could you start?" (date) is left out',
      ]),
    );
  });

  it("sends a role with a required file question to its page on Recruitee, and says so", async () => {
    const { bySlug, log } = await load(fixtureBoard);
    const role = bySlug("product-designer");
    expect(role.applyUrl).toBe("https://mise-fixture.recruitee.com/o/product-designer");
    expect(role.questions).toBeUndefined();
    expect(log).toContainEqual(
      expect.stringMatching(/^Recruitee job product-designer \(Product Designer\) asks a question/),
    );
  });

  it("stops the build, naming the board, when the careers site is unknown or answers out of shape", async () => {
    await expect(load("no-such-company")).rejects.toThrow(
      /Could not read the Recruitee careers site "no-such-company" .*HTTP 404/,
    );
    const path = "/recruitee/broken/api/offers/";
    ats.answer(path, { status: 200, body: { offers: [{ id: 1, title: "No slug" }] } });
    cleanups.push(() => ats.clear(path));
    await expect(load("broken")).rejects.toThrow("the answer is not in the documented shape");
  });

  // Another company's board, read by this test alone: departments and places the mapping does not know. It
  // publishes every role once unknown departments are published under the ATS's own name.
  it("from another company publishes every role, each department as Recruitee names it", async () => {
    const { vacancies, bySlug } = await load(otherBoard);
    expect(vacancies.map((vacancy) => [vacancy.slug, vacancy.department]).sort()).toEqual([
      ["customer-care-specialist", "Customer Care"],
      ["route-planner", "Field Operations"],
      ["warehouse-lead", "Logistics"],
    ]);
    expect(bySlug("route-planner")).toMatchObject({
      locations: [{ city: "Berlin", region: "Berlin", country: "DE" }],
      workplaceType: "on-site",
      employmentType: "TEMPORARY",
      salary: { min: 48_000, max: 56_000, currency: "EUR", period: "year" },
    });
    expect(bySlug("warehouse-lead")).toMatchObject({
      workplaceType: "hybrid",
      locations: [
        { city: "Amsterdam", region: "North Holland", country: "NL" },
        { city: "Berlin", region: "Berlin", country: "DE" },
      ],
    });
    expect(bySlug("customer-care-specialist")).toMatchObject({
      workplaceType: "remote",
      employmentType: "CONTRACTOR",
      salary: { min: 25, max: 32, currency: "EUR", period: "hour" },
    });
  });
});

/** The forms API reading its roles from the Recruitee board, with ATS_API_KEY set only when asked. */
async function startApi({ apiKey }: { apiKey?: string } = {}) {
  process.env.VACANCIES_FROM = `recruitee:${secondBoard}`;
  Object.assign(process.env, ats.env("recruitee"));
  delete process.env.ATS_API_KEY;
  if (apiKey) process.env.ATS_API_KEY = apiKey;
  const logged: string[] = [];
  return { ...(await startFormsApi(cleanups, { logged })), logged };
}

const role = (slug: string) => roles.find((each) => each.slug === slug)!;
const engineer = () => role("senior-backend-engineer");

/** An answer to each of the engineer role's questions, by its wire name: a multiselect's first and third options. */
function answers() {
  const asked = Object.fromEntries(engineer().questions!.map((question) => [question.type, question]));
  return {
    [`question-${asked.text!.id}`]: "https://www.linkedin.com/in/ada",
    [`question-${asked.textarea!.id}`]: "To build tools chefs like.",
    [`question-${asked.select!.id}`]: "1 month",
    [`question-${asked.yesno!.id}`]: "yes",
    [`question-${asked.multiselect!.id}`]: ["English", "Tamil, spoken"],
  };
}

const prefix = "candidate[open_question_answers_attributes]";

describe("applications handed to Recruitee", () => {
  it("go as the documented form-data request, every kind of question answered and the consent as a flag, with no key", async () => {
    const { app, store, notices } = await startApi();
    expect(notices).toContain(
      `Applications for recruitee:${secondBoard}'s roles are handed to ${ats.apis.recruitee!.replace("{company}", secondBoard)} as well as mailed`,
    );
    const before = ats.applications.length;
    const id = await apply(app, engineer().slug, answers());
    await waitFor(async () => (await atsRow(store, id))?.status === "sent", { what: "the delivery" });
    const received = ats.applications.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      system: "recruitee",
      job: "senior-backend-engineer",
      fields: {
        "candidate[name]": ["Ada Lovelace"],
        "candidate[email]": ["ada@example.com"],
        "candidate[phone]": ["+94771234567"],
        "candidate[cover_letter]": ["I would love to build the ordering tools."],
        [`${prefix}[0][open_question_id]`]: ["30001"],
        [`${prefix}[0][content]`]: ["https://www.linkedin.com/in/ada"],
        [`${prefix}[1][open_question_id]`]: ["30002"],
        [`${prefix}[1][content]`]: ["To build tools chefs like."],
        [`${prefix}[2][open_question_id]`]: ["30003"],
        [`${prefix}[2][content]`]: ["1 month"],
        [`${prefix}[3][open_question_id]`]: ["30004"],
        [`${prefix}[3][flag]`]: ["true"],
        // One part per choice, a choice with a comma in it whole.
        [`${prefix}[4][open_question_id]`]: ["30005"],
        [`${prefix}[4][multi_content][]`]: ["English", "Tamil, spoken"],
        // The required GDPR consent, from the form's own.
        [`${prefix}[5][open_question_id]`]: ["30006"],
        [`${prefix}[5][flag]`]: ["true"],
      },
      files: [expect.objectContaining({ field: "candidate[cv]", name: "Ada CV.docx", size: docxBytes().length })],
    });
    expect((await atsRow(store, id))?.attempts).toBe(1);
  });

  it("are not handed over for a role whose page sends candidates to Recruitee's own form", async () => {
    const { app, store } = await startApi();
    const id = await apply(app, role("product-designer").slug);
    expect(await atsRow(store, id)).toBeUndefined();
  });

  it("deliver once when Recruitee answers 429 and then takes the application", async () => {
    const { app, store } = await startApi();
    const path = `/recruitee/${secondBoard}/api/offers/data-analyst-part-time/candidates`;
    ats.answer(path, { status: 429, body: { error: "Too many requests" }, headers: { "retry-after": "1" } });
    cleanups.push(() => ats.clear(path));
    const before = ats.applications.length;
    const id = await apply(app, role("data-analyst-part-time").slug);
    await waitFor(
      async () => {
        const row = await atsRow(store, id);
        return row?.attempts === 1 && row.status === "pending";
      },
      { what: "the refused first attempt" },
    );
    ats.clear(path);
    await waitFor(async () => (await atsRow(store, id))?.status === "sent", { timeout: 10_000, what: "the retry" });
    expect((await atsRow(store, id))?.attempts).toBe(2);
    expect(ats.applications.slice(before).map((received) => received.job)).toEqual(["data-analyst-part-time"]);
  });

  it("fail at once when Recruitee refuses one with a 422, keeping its answer", async () => {
    const { app, store } = await startApi();
    const path = `/recruitee/${secondBoard}/api/offers/data-analyst-part-time/candidates`;
    ats.answer(path, { status: 422, body: { error: ["Offer is no longer published"] } });
    cleanups.push(() => ats.clear(path));
    const id = await apply(app, role("data-analyst-part-time").slug);
    await waitFor(async () => (await atsRow(store, id))?.status === "failed", { what: "the refusal" });
    expect(await atsRow(store, id)).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining('422 {"error":["Offer is no longer published"]}'),
    });
  });

  it("never carry ATS_API_KEY, which Recruitee does not ask for, nor show it where a refusal is kept or logged", async () => {
    const key = "recruitee-secret-key-0042";
    const { app, store, logged } = await startApi({ apiKey: key });
    const path = `/recruitee/${secondBoard}/api/offers/data-analyst-part-time/candidates`;
    // An answer echoing the key, as a proxy might.
    ats.answer(path, { status: 422, body: { error: [`bad request with ${key}`] } });
    cleanups.push(() => ats.clear(path));
    const before = ats.requests.length;
    const id = await apply(app, role("data-analyst-part-time").slug);
    await waitFor(async () => (await atsRow(store, id))?.status === "failed", { what: "the refusal" });
    const row = await atsRow(store, id);
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row?.lastError).toContain("bad request with ***");
    expect(logged.join("\n")).not.toContain(key);
    expect(ats.requests.slice(before).join("\n")).not.toContain(key);
  });
});

describe("the Recruitee stand-in", () => {
  const url = (slug: string, board = secondBoard) =>
    `${ats.apis.recruitee!.replace("{company}", board)}/offers/${slug}/candidates`;
  /** A form for the data analyst role (no questions, CV required), with `extra` parts. */
  function form(extra: [string, string][] = [], { cv = true } = {}) {
    const body = new FormData();
    body.append("candidate[name]", "Ada Lovelace");
    body.append("candidate[email]", "ada@example.com");
    for (const [name, value] of extra) body.append(name, value);
    if (cv) body.append("candidate[cv]", new Blob([new Uint8Array(docxBytes())]), "Ada CV.docx");
    return body;
  }
  const post = async (slug: string, body: FormData | string, headers: Record<string, string> = {}) => {
    const response = await fetch(url(slug), { method: "POST", body, headers });
    return { status: response.status, text: await response.text() };
  };

  it("takes the documented request, and answers 404 for an offer or a company it does not have", async () => {
    expect((await post("data-analyst-part-time", form())).status).toBe(201);
    expect((await post("no-such-offer", form())).status).toBe(404);
    expect((await fetch(url("data-analyst-part-time", "nobody"), { method: "POST", body: form() })).status).toBe(404);
  });

  it.each([
    ["a missing CV the offer requires", "data-analyst-part-time", form([], { cv: false }), "cv can't be blank"],
    [
      "an attribute it does not document",
      "data-analyst-part-time",
      form([["candidate[source]", "x"]]),
      "candidate[source] is not",
    ],
    [
      "a question of another offer",
      "data-analyst-part-time",
      form([
        [`${prefix}[0][open_question_id]`, "30001"],
        [`${prefix}[0][content]`, "x"],
      ]),
      "open_question_id of this offer",
    ],
    [
      "a multi-choice answer sent as content",
      "senior-backend-engineer",
      form(engineerParts({ multi: [[`${prefix}[4][content]`, "English"]] })),
      "is answered with multi_content[]",
    ],
    [
      "a choice that is not an option",
      "senior-backend-engineer",
      form(engineerParts({ choice: "Next year" })),
      "Next year is not an option",
    ],
    [
      "an unanswered required question",
      "senior-backend-engineer",
      form(engineerParts({ skip: "30002" })),
      "question 30002 can't be blank",
    ],
    [
      "a required consent not given",
      "senior-backend-engineer",
      form(engineerParts({ consent: "false" })),
      "question 30006 must be accepted",
    ],
    [
      "a yes or no not sent as a flag",
      "senior-backend-engineer",
      form(engineerParts({ flag: "Yes" })),
      "not a boolean",
    ],
  ])("refuses %s with a 422", async (_, slug, body, problem) => {
    const { status, text } = await post(slug, body);
    expect(status).toBe(422);
    expect(text).toContain(problem);
  });

  it("takes only the form-data request", async () => {
    const { status } = await post("data-analyst-part-time", JSON.stringify({ candidate: { name: "Ada" } }), {
      "content-type": "application/json",
    });
    expect(status).toBe(415);
  });
});

/** The engineer role's questions answered in the documented form, with one thing changed. */
function engineerParts({
  multi,
  choice = "1 month",
  skip,
  consent = "true",
  flag = "true",
}: {
  multi?: [string, string][];
  choice?: string;
  skip?: string;
  consent?: string;
  flag?: string;
}) {
  const parts: [string, string, string][] = [
    ["30002", "content", "To build tools chefs like."],
    ["30003", "content", choice],
    ["30004", "flag", flag],
    ["30006", "flag", consent],
  ];
  const body: [string, string][] = parts
    .filter(([id]) => id !== skip)
    .flatMap(([id, key, value], index) => [
      [`${prefix}[${index}][open_question_id]`, id],
      [`${prefix}[${index}][${key}]`, value],
    ]);
  if (multi) body.push([`${prefix}[4][open_question_id]`, "30005"], ...multi);
  return body;
}
