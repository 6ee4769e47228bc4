// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Vacancy } from "../../app/content/collections/vacancies.ts";
import { loadVacancies } from "../../app/content/vacancy-sources/load.ts";
import {
  clearStore,
  parseVacancySource,
  writeStore,
  type AtsSystem,
} from "../../app/content/vacancy-sources/source.ts";
import { createApp } from "../../server/app.mjs";
import { makeFixtureBuild, removeFixture } from "../support/server-fixture.mjs";
import { LEVER_INTERVAL_MS } from "../../app/content/vacancy-sources/lever.ts";
import { docxBytes, multipart, tempDataDir, waitFor } from "../support/forms-api.mjs";
import { applicant, apply, atsRow, startFormsApi } from "./forms-api.ts";
import { fixtureApiKey, secondBoard as board, startMockAts, type MockAts } from "./mock-ats.ts";

// Applications for an ATS's roles, handed to that ATS through the outbox: the forms API on loopback, a real SMTP
// server, and the mock ATS speaking each documented application API.

let ats: MockAts;
const rolesOf: Partial<Record<AtsSystem, Vacancy[]>> = {};
const savedEnv = { ...process.env };
const stored: Parameters<typeof clearStore>[0][] = [];

beforeAll(async () => {
  ats = await startMockAts();
  // What `npm run build` does first: each board's roles, loaded from the ATS into .cache/vacancies/.
  for (const system of ["greenhouse", "lever", "ashby"] as const) {
    const source = parseVacancySource({ VACANCIES_FROM: `${system}:${board}`, ...ats.env(system) });
    if (source.kind === "markdown") throw new Error("expected an ATS source");
    const roles = await loadVacancies(source, { log: () => {} });
    writeStore(source, roles);
    stored.push(source);
    rolesOf[system] = roles;
  }
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

/** The forms API reading its roles from `system`'s board, with (or without) the key to hand applications on. */
async function startApi(system: AtsSystem, { apiKey = fixtureApiKey }: { apiKey?: string | null } = {}) {
  process.env.VACANCIES_FROM = `${system}:${board}`;
  Object.assign(process.env, ats.env(system));
  if (apiKey) process.env.ATS_API_KEY = apiKey;
  return startFormsApi(cleanups);
}

const roleOf = (system: AtsSystem, index = 0) => rolesOf[system]![index]!;
/** An answer to each of the role's questions, by its wire name: a multiselect's first and third options. */
function answersFor(role: Vacancy) {
  const asked = Object.fromEntries(role.questions!.map((question) => [question.type, question]));
  return {
    [`question-${asked.text!.id}`]: "https://www.linkedin.com/in/ada",
    [`question-${asked.textarea!.id}`]: "To build tools chefs like.",
    [`question-${asked.select!.id}`]: "1 month",
    [`question-${asked.yesno!.id}`]: "yes",
    [`question-${asked.multiselect!.id}`]: [asked.multiselect!.options![0]!, asked.multiselect!.options![2]!],
  };
}

/** The Greenhouse role that asks its own questions (job 4012001), and the one that asks none (4012003). */
const greenhouseRole = (job: string) => rolesOf.greenhouse!.find((role) => role.ats!.id === job)!;

describe("applications handed to the ATS", () => {
  it("hands a Greenhouse role's application to Greenhouse with the CV, and still mails the team", async () => {
    const { app, store, smtp, notices } = await startApi("greenhouse");
    expect(notices).toContain(
      `Applications for greenhouse:${board}'s roles are handed to ${ats.apis.greenhouse} as well as mailed`,
    );
    const role = greenhouseRole("4012003");
    const before = ats.applications.length;
    // Where the visit came from (the page keeps the landing address's tags): a hostile tag does not travel.
    const id = await apply(app, role.slug, { gh_src: "abc123", utm_source: "linkedin", utm_medium: "Call me now" });
    await waitFor(async () => (await atsRow(store, id))?.status === "sent", { what: "the ATS delivery" });
    const received = ats.applications.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      system: "greenhouse",
      job: role.ats!.id,
      fields: {
        first_name: ["Ada"],
        last_name: ["Lovelace"],
        email: ["ada@example.com"],
        phone: ["+94771234567"],
        location: ["Colombo"],
        cover_letter_text: ["I would love to build the ordering tools."],
        mapped_url_token: ["abc123"],
      },
      files: [{ field: "resume", name: "Ada CV.docx", size: docxBytes().length }],
    });
    const teamMail = await waitFor(
      () => smtp.messages.find((mail: { to: { text: string } }) => mail.to.text.startsWith("careers@")),
      { what: "the team's mail" },
    );
    expect(teamMail.text).toContain("Came from: utm_source=linkedin, gh_src=abc123\n");
  });

  it("gives Greenhouse the candidate's consent in the fields the job's data_compliance asks for", async () => {
    const { app, store } = await startApi("greenhouse");
    const role = greenhouseRole("4012003");
    const consents = ["data_compliance[gdpr_consent_given]", "data_compliance[gdpr_processing_consent_given]"];
    expect(role.ats!.consent).toEqual(consents);
    // Greenhouse (and the mock) refuse an application without them.
    const bare = new FormData();
    for (const [name, value] of Object.entries({ first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" }))
      bare.append(name, value);
    bare.append("resume", new Blob([new Uint8Array(docxBytes())]), "Ada CV.docx");
    const refused = await fetch(`${ats.apis.greenhouse}/boards/${board}/jobs/${role.ats!.id}`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${fixtureApiKey}:`).toString("base64")}` },
      body: bare,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("data_compliance[gdpr_processing_consent_given]");
    const before = ats.applications.length;
    const id = await apply(app, role.slug);
    await waitFor(async () => (await atsRow(store, id))?.status === "sent", { what: "the ATS delivery" });
    const [received] = ats.applications.slice(before);
    expect(received!.fields).toMatchObject(Object.fromEntries(consents.map((name) => [name, ["true"]])));
    expect(received!.fields["data_compliance[gdpr_retention_consent_given]"]).toBeUndefined();
  });

  it("hands each answer to Greenhouse under its own field name, a choice as Greenhouse's value", async () => {
    const { app, store } = await startApi("greenhouse");
    const role = greenhouseRole("4012001");
    const before = ats.applications.length;
    const id = await apply(app, role.slug, answersFor(role));
    await waitFor(async () => (await atsRow(store, id))?.status === "sent", { what: "the ATS delivery" });
    const [received] = ats.applications.slice(before);
    expect(received!.fields).toMatchObject({
      question_30001: ["https://www.linkedin.com/in/ada"],
      question_30002: ["To build tools chefs like."],
      question_30003: ["7002"],
      question_30004: ["1"],
      "question_30005[]": ["7101", "7103"],
    });
  });

  it("keeps Lever's two applications a second, so two applications at once both go in on their first attempt", async () => {
    const { app, store } = await startApi("lever");
    const before = ats.applications.length;
    const started = Date.now();
    const ids = [await apply(app, roleOf("lever", 0).slug), await apply(app, roleOf("lever", 1).slug)];
    await waitFor(
      async () => (await Promise.all(ids.map((id) => atsRow(store, id)))).every((row) => row?.status === "sent"),
      { what: "both deliveries" },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(LEVER_INTERVAL_MS);
    expect(ats.applications.slice(before).map((received) => received.fields.name)).toEqual([
      ["Ada Lovelace"],
      ["Ada Lovelace"],
    ]);
    expect((await Promise.all(ids.map((id) => atsRow(store, id)))).map((row) => row?.attempts)).toEqual([1, 1]);
    // The form's consent to keep the details for the application; later roles were not asked about.
    expect(
      ats.applications.slice(before).map(({ fields }) => [fields["consent[store]"], fields["consent[marketing]"]]),
    ).toEqual([
      [["true"], ["false"]],
      [["true"], ["false"]],
    ]);
    expect(
      ats.requests
        .filter((line) => line.startsWith("POST /lever/"))
        .every((line) => line.includes(`key=${fixtureApiKey}`)),
    ).toBe(true);
  });

  it("hands an Ashby role's application to Ashby as its form's field submissions with the CV", async () => {
    const { app, store } = await startApi("ashby");
    const role = roleOf("ashby");
    const before = ats.applications.length;
    const id = await apply(app, role.slug);
    await waitFor(async () => (await atsRow(store, id))?.status === "sent", { what: "the ATS delivery" });
    const [received] = ats.applications.slice(before);
    expect(received!.fields.jobPostingId).toEqual([role.ats!.id]);
    expect(JSON.parse(received!.fields.applicationForm![0]!).fieldSubmissions).toEqual([
      { path: "_systemfield_name", value: "Ada Lovelace" },
      { path: "_systemfield_email", value: "ada@example.com" },
      { path: "_systemfield_phone", value: "+94771234567" },
      { path: "_systemfield_resume", value: "resume" },
    ]);
    expect(received!.files).toEqual([expect.objectContaining({ field: "resume", name: "Ada CV.docx" })]);
  });

  it("fails an application Ashby refuses with success: false at once, keeping Ashby's reason", async () => {
    const { app, store } = await startApi("ashby");
    ats.answer("/ashby/applicationForm.submit", {
      status: 200,
      body: { success: false, errors: ["Candidate has already applied"] },
    });
    cleanups.push(() => ats.clear("/ashby/applicationForm.submit"));
    const id = await apply(app, roleOf("ashby").slug);
    await waitFor(async () => (await atsRow(store, id))?.status === "failed", { what: "the refusal" });
    expect(await atsRow(store, id)).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining("Candidate has already applied"),
    });
  });

  it("retries while Greenhouse answers 503, and fails at once when it refuses the application with a 4xx", async () => {
    const { app, store } = await startApi("greenhouse");
    const [busy, closed] = [greenhouseRole("4012001"), greenhouseRole("4012003")];
    const path = (role: Vacancy) => `/greenhouse/v1/boards/${board}/jobs/${role.ats!.id}`;
    ats.answer(path(busy), { status: 503, body: { error: "Service unavailable" } });
    ats.answer(path(closed), { status: 422, body: { error: "This job is no longer accepting applications" } });
    cleanups.push(() => [busy, closed].forEach((role) => ats.clear(path(role))));
    const [retried, refused] = [await apply(app, busy.slug, answersFor(busy)), await apply(app, closed.slug)];
    await waitFor(
      async () =>
        ((await atsRow(store, retried))?.attempts ?? 0) >= 2 && (await atsRow(store, refused))?.status === "failed",
      {
        what: "a retry and a refusal",
      },
    );
    expect(await atsRow(store, retried)).toMatchObject({ lastError: expect.stringContaining("The ATS answered 503") });
    expect(["pending", "sending"]).toContain((await atsRow(store, retried))?.status);
    expect(await atsRow(store, refused)).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining("no longer accepting applications"),
    });
  });

  it("waits as long as a 429's Retry-After asks before trying again", async () => {
    const { app, store } = await startApi("greenhouse");
    const role = greenhouseRole("4012003");
    const path = `/greenhouse/v1/boards/${board}/jobs/${role.ats!.id}`;
    ats.answer(path, { status: 429, body: { error: "Rate limit exceeded" }, headers: { "retry-after": "30" } });
    cleanups.push(() => ats.clear(path));
    const id = await apply(app, role.slug);
    const row = await waitFor(
      async () => {
        const row = await atsRow(store, id);
        return row?.attempts === 1 && row?.status === "pending" ? row : null;
      },
      {
        what: "the first attempt",
      },
    );
    // The outbox's own next step would be 20 ms away (this test's schedule); the ATS asked for 30 seconds.
    expect(row!.nextAttemptAt - Date.now()).toBeGreaterThan(25_000);
    expect(row!.lastError).toContain("The ATS answered 429");
  });

  /** Where each ATS takes an application for `role`, on the mock. */
  const applyPath: Record<string, (role: Vacancy) => string> = {
    greenhouse: (role) => `/greenhouse/v1/boards/${board}/jobs/${role.ats!.id}`,
    lever: (role) => `/lever/v0/postings/${board}/${role.ats!.id}`,
    ashby: () => "/ashby/applicationForm.submit",
  };

  it.each(["greenhouse", "lever", "ashby"])(
    "delivers once when %s answers 429 and then takes the application",
    async (system) => {
      const { app, store } = await startApi(system);
      const role = system === "greenhouse" ? greenhouseRole("4012003") : roleOf(system);
      const path = applyPath[system]!(role);
      ats.answer(path, { status: 429, body: { error: "Rate limit exceeded" }, headers: { "retry-after": "1" } });
      cleanups.push(() => ats.clear(path));
      const before = ats.applications.length;
      const id = await apply(app, role.slug);
      await waitFor(
        async () => {
          const row = await atsRow(store, id);
          return row?.attempts === 1 && row?.status === "pending";
        },
        {
          what: "the refused first attempt",
        },
      );
      ats.clear(path);
      await waitFor(async () => (await atsRow(store, id))?.status === "sent", {
        timeout: 10_000,
        what: "the second attempt",
      });
      expect((await atsRow(store, id))?.attempts).toBe(2);
      expect(ats.applications.slice(before).map((received) => received.job)).toEqual([role.ats!.id]);
    },
  );

  it("mails the team only, and says so at start, when no ATS_API_KEY is set", async () => {
    const { app, store, notices } = await startApi("greenhouse", { apiKey: null });
    expect(notices).toContain(
      `No ATS_API_KEY: applications for greenhouse:${board}'s roles reach the team by mail only`,
    );
    const id = await apply(app, greenhouseRole("4012003").slug);
    expect(await atsRow(store, id)).toBeUndefined();
    expect((await store.listOutbox({ statuses: ["pending", "sending", "sent"], submissionId: id })).length).toBe(2);
  });

  it("with MAIL_TO_CAREERS=none, hands a role's application to the ATS only and still confirms to the candidate", async () => {
    process.env.MAIL_TO_CAREERS = "none";
    const { app, store, smtp, notices } = await startApi("greenhouse");
    expect(notices).toContain(
      `Applications for greenhouse:${board}'s roles are handed to ${ats.apis.greenhouse} and not mailed (MAIL_TO_CAREERS=none); open applications are mailed to careers@miselabs.example`,
    );
    const role = greenhouseRole("4012003");
    const before = ats.applications.length;
    const id = await apply(app, role.slug);
    const rows = () => store.listOutbox({ statuses: ["pending", "sending", "failed", "sent"], submissionId: id });
    // The team mail is not queued at all: the ATS and the candidate's confirmation are all there is to send.
    expect((await rows()).map((row: { kind: string }) => row.kind).sort()).toEqual(["ats", "confirmation"]);
    await waitFor(async () => (await rows()).every((row: { status: string }) => row.status === "sent"), {
      what: "both deliveries",
    });
    expect(ats.applications.slice(before).map((received) => received.job)).toEqual([role.ats!.id]);
    expect(smtp.messages.map((mail: { to: { text: string } }) => mail.to.text)).toEqual(["ada@example.com"]);
  });

  it("with MAIL_TO_CAREERS=none, still mails the team an open application, which no ATS job takes", async () => {
    process.env.MAIL_TO_CAREERS = "none";
    const { app, store, smtp } = await startApi("greenhouse");
    const id = await apply(app, "");
    const rows = () => store.listOutbox({ statuses: ["pending", "sending", "failed", "sent"], submissionId: id });
    expect((await rows()).map((row: { kind: string }) => row.kind).sort()).toEqual(["confirmation", "inbox"]);
    const teamMail = await waitFor(
      () => smtp.messages.find((mail: { to: { text: string } }) => mail.to.text === "careers@miselabs.example"),
      { what: "the team's mail" },
    );
    expect(teamMail.subject).toContain(id);
  });

  it("refuses MAIL_TO_CAREERS=none at start when no application is handed to an ATS", async () => {
    process.env.MAIL_TO_CAREERS = "none";
    await expect(startApi("greenhouse", { apiKey: null })).rejects.toThrow(
      "MAIL_TO_CAREERS=none needs applications handed to an ATS (VACANCIES_FROM=greenhouse:, lever:, ashby:, recruitee:, smartrecruiters:, personio: with ATS_API_KEY), or an application would reach no one.",
    );
  });

  it("takes applications for the roles of a new build once the server takes it up, without a restart", async () => {
    process.env.VACANCIES_FROM = `greenhouse:${board}`;
    process.env.GREENHOUSE_API_URL = ats.apis.greenhouse;
    const source = stored.find((each) => each.kind === "ats" && each.system === "greenhouse")!;
    const [kept, added] = [greenhouseRole("4012003"), greenhouseRole("4012001")];
    // The build before: one role.
    writeStore(source, [kept]);
    cleanups.push(() => writeStore(source, rolesOf.greenhouse!));
    const buildDir = makeFixtureBuild();
    cleanups.push(() => removeFixture(buildDir));
    const app = await createApp({
      buildDir,
      api: { dataDir: tempDataDir(), minFillMs: 0, notice: () => {}, outbox: { pollMs: 50 } },
    });
    cleanups.push(() => app.close());
    const status = async () => {
      const { body, contentType } = await multipart({ ...applicant, vacancy: added.slug, ...answersFor(added) }, [
        { filename: "Ada CV.docx", bytes: docxBytes() },
      ]);
      const response = await app.inject({
        method: "POST",
        url: "/api/forms/career-interest",
        headers: { "content-type": contentType!, accept: "application/json" },
        payload: body,
      });
      return response.statusCode;
    };
    expect(await status()).toBe(422);
    const reload = () => (app as unknown as { reloadBuild: () => Promise<void> }).reloadBuild();
    // The hourly build brings the new role in, in a release of its own; the server is told (SIGHUP in production).
    writeStore(source, [kept, added]);
    makeFixtureBuild({ into: buildDir });
    await reload();
    expect(await status()).toBe(201);
    // A later build that loads the board and then fails publishes nothing: the roles stay the served release's.
    writeStore(source, [kept]);
    await reload();
    expect(await status()).toBe(201);
  });

  describe("against a hostile or careless ATS", () => {
    const leverPath = (role: Vacancy) => `/lever/v0/postings/${board}/${role.ats!.id}`;

    it("keeps Lever's key out of the outbox when Lever writes the request's address into its refusal", async () => {
      const key = "lever-key-that-must-not-show";
      const { app, store } = await startApi("lever", { apiKey: key });
      const id = await apply(app, roleOf("lever").slug);
      await waitFor(async () => (await atsRow(store, id))?.status === "failed", { what: "the refusal" });
      const { lastError } = (await atsRow(store, id))!;
      expect(lastError).toContain("Invalid API key");
      expect(lastError).toContain("key=***");
      expect(lastError).not.toContain(key);
    });

    it("reads no more than the start of a huge answer, and keeps a short one", async () => {
      const { app, store } = await startApi("lever");
      const role = roleOf("lever");
      ats.answer(leverPath(role), { status: 422, body: `{"error":"${"x".repeat(8_000_000)}"}` });
      cleanups.push(() => ats.clear(leverPath(role)));
      const id = await apply(app, role.slug);
      await waitFor(async () => (await atsRow(store, id))?.status === "failed", { what: "the refusal" });
      expect((await atsRow(store, id))!.lastError!.length).toBeLessThan(1_000);
    });

    it("follows no redirect from the ATS: the hand-over fails and says why", async () => {
      const { app, store } = await startApi("lever");
      const role = roleOf("lever");
      ats.answer(leverPath(role), { status: 307, body: "", headers: { location: "http://127.0.0.2:9/elsewhere" } });
      cleanups.push(() => ats.clear(leverPath(role)));
      const id = await apply(app, role.slug);
      await waitFor(async () => (await atsRow(store, id))?.status === "failed", { what: "the refusal" });
      expect((await atsRow(store, id))!.lastError).toContain("redirect, which is not followed");
    });
  });
});
