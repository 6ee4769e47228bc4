// @vitest-environment node
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "../../app/config/site.ts";
import { resolveConfig } from "../forms/config.mjs";
import { migrations } from "../forms/migrations.mjs";
import { createStore } from "../forms/store.mjs";
import { createMailer } from "../forms/mail.mjs";
import { createOutboxWorker } from "../outbox/worker.mjs";
import { startSmtp, tempDataDir, waitFor } from "../../tests/support/forms-api.mjs";
import { resolveAlertsConfig } from "./config.mjs";
import { createAlerts } from "./service.mjs";
import { ORIGIN, SECRET, publish, vacancy } from "../../tests/support/alerts-api.mjs";

const stores = [];
afterEach(() => stores.splice(0).forEach(async (store) => await store.close()));

function setUp(vacancies = []) {
  const dataDir = tempDataDir();
  const vacanciesFile = join(dataDir, "vacancies.json");
  publish(vacanciesFile, vacancies);
  const store = createStore({ dataDir });
  stores.push(store);
  const config = resolveAlertsConfig({ vacanciesFile, origin: ORIGIN, secret: SECRET, schedule: false }, {});
  const alerts = createAlerts({ store, config, forms: resolveConfig({ dataDir }, {}), domain: "miselabs.example" });
  return { dataDir, store, alerts, vacanciesFile };
}

/** `count` confirmed subscribers written straight into the database (one transaction), as if each had confirmed. */
function addConfirmed(dataDir, count, { departments = [], levels = [], location = "" } = {}) {
  const db = new DatabaseSync(join(dataDir, "site.db"));
  db.exec("PRAGMA busy_timeout = 5000; BEGIN IMMEDIATE");
  const insert = db.prepare(
    `INSERT INTO subscriptions (id, email, departments, levels, location, status, created_at, confirmed_at)
     VALUES (?, ?, ?, ?, ?, 'confirmed', ?, ?)`,
  );
  const now = Date.now();
  for (let i = 0; i < count; i++)
    insert.run(
      i.toString(16).padStart(24, "0"),
      `person${i}@example.com`,
      JSON.stringify(departments),
      JSON.stringify(levels),
      location,
      now,
      now,
    );
  db.exec("COMMIT");
  db.close();
}

describe("the digest job", () => {
  it("queues 1,000 subscribers' digests of 5 new vacancies in under 10 seconds, each vacancy recorded once", async () => {
    const { dataDir, store, alerts, vacanciesFile } = setUp();
    addConfirmed(dataDir, 1000);
    publish(
      vacanciesFile,
      ["data-scientist", "ui-ux-designer", "software-engineer", "seo-analyst", "privacy-counsel"].map((slug) =>
        vacancy(slug),
      ),
    );
    const started = performance.now();
    const result = await alerts.digest.run();
    const seconds = (performance.now() - started) / 1000;
    console.log(`digest: ${result.queued} digests of 5 vacancies queued in ${seconds.toFixed(2)} s`);
    expect(result).toEqual({ open: 5, due: 1000, queued: 1000 });
    expect(seconds).toBeLessThan(10);

    const rows = await store.listOutbox({ statuses: ["pending"] });
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((row) => row.payload.to)).size).toBe(1000);
    expect(rows[0].payload.subject).toBe(`5 new vacancies at ${site.name}: Data Scientist and more`);
    expect((await store.knownVacancies(rows[0].subscriptionId)).size).toBe(5);
    expect(await alerts.digest.run({ now: Date.now() + 2 * 86_400_000 })).toMatchObject({ due: 1000, queued: 0 });
  });

  it("delivers 1,000 subscribers' digests to a real SMTP server, each address once, none lost", async () => {
    const { dataDir, store, alerts, vacanciesFile } = setUp();
    addConfirmed(dataDir, 1000);
    publish(vacanciesFile, [vacancy("data-scientist"), vacancy("seo-analyst")]);
    expect(await alerts.digest.run()).toMatchObject({ queued: 1000 });
    const smtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, mailDir: store.paths.mail, uploadsDir: store.paths.uploads });
    const silent = { info() {}, warn() {}, error() {} };
    const worker = createOutboxWorker({ store, transports: { mail: mailer }, log: silent });
    const started = performance.now();
    worker.start();
    try {
      await waitFor(() => smtp.messages.length >= 1000, { timeout: 120_000, interval: 50, what: "1,000 digests" });
      const seconds = (performance.now() - started) / 1000;
      console.log(`digest: 1,000 digests delivered over SMTP in ${seconds.toFixed(1)} s`);
      await worker.idle();
      expect(new Set(smtp.messages.map((mail) => mail.to.text)).size).toBe(1000);
      expect(await store.listOutbox({ statuses: ["pending", "sending", "failed"] })).toHaveLength(0);
    } finally {
      await worker.stop({ timeoutMs: 5000 });
      mailer.close();
      await smtp.close();
    }
  }, 150_000);

  it("matches departments, levels and a location substring, ignoring case; closed roles are never sent", async () => {
    const { dataDir, store, alerts, vacanciesFile } = setUp();
    addConfirmed(dataDir, 1, {
      departments: ["engineering"],
      levels: ["senior", "mid-senior"],
      location: "  houston ",
    });
    publish(vacanciesFile, [
      vacancy("software-engineer", {
        department: "Engineering",
        level: "Mid-Senior",
        location: "Houston, TX, United States · Remote",
      }),
      vacancy("senior-software-engineer", {
        department: "Engineering",
        level: "Senior",
        location: "Colombo, Sri Lanka · Hybrid",
      }),
      vacancy("associate-software-engineer", { department: "Engineering", level: "Junior", location: "Houston, TX" }),
      vacancy("data-scientist", { department: "Data", level: "Senior", location: "Houston, TX" }),
      vacancy("closed-role", { department: "Engineering", level: "Senior", location: "Houston", closes: "2020-01-01" }),
    ]);
    expect(await alerts.digest.run()).toMatchObject({ open: 4, queued: 1 });
    const [row] = await store.listOutbox({ statuses: ["pending"] });
    expect(row.payload.subject).toBe(`New vacancy at ${site.name}: Software Engineer`);
  });

  it("previews one address without queueing anything, and says why when there is nothing", async () => {
    const { dataDir, store, alerts, vacanciesFile } = setUp();
    addConfirmed(dataDir, 1);
    expect(await alerts.digest.preview("nobody@example.com")).toEqual({ reason: "No subscription for this address." });
    expect(await alerts.digest.preview("person0@example.com")).toEqual({
      reason: "No new vacancy matches this subscription.",
    });
    publish(vacanciesFile, [vacancy("data-scientist")]);
    const { payload } = await alerts.digest.preview("PERSON0@example.com");
    expect(payload.subject).toBe(`New vacancy at ${site.name}: Data Scientist`);
    expect(await store.listOutbox({ statuses: ["pending"] })).toEqual([]);
  });

  it("does nothing, and says so, while the build has no vacancy list", async () => {
    const { store, dataDir } = setUp();
    const config = resolveAlertsConfig({ secret: SECRET }, { BUILD_DIR: join(dataDir, "no-build") });
    expect(config.vacanciesFile).toBe(join(dataDir, "no-build", "client", "careers", "vacancies.json"));
    const alerts = createAlerts({ store, config, forms: resolveConfig({ dataDir }, {}), domain: "miselabs.example" });
    expect(await alerts.digest.run()).toEqual({ skipped: `no vacancy list at ${config.vacanciesFile}` });
  });
});

describe("migration 2", () => {
  it("keeps every outbox row of a database made before the alerts, and takes alert rows after", async () => {
    const dataDir = tempDataDir();
    const db = new DatabaseSync(join(dataDir, "site.db"));
    db.exec(migrations[0]);
    db.exec("PRAGMA user_version = 1");
    db.prepare(
      "INSERT INTO submissions (id, form, email, fields, created_at) VALUES ('ML-OLD00001', 'contact', 'a@b.c', '{}', 1)",
    ).run();
    db.prepare(
      "INSERT INTO outbox (submission_id, kind, payload, status, next_attempt_at, give_up_at, created_at, sent_at) VALUES ('ML-OLD00001', 'inbox', '{\"to\":\"x\"}', 'sent', 1, 2, 1, 3)",
    ).run();
    db.close();

    const store = createStore({ dataDir });
    stores.push(store);
    expect(await store.listOutbox({ statuses: ["sent"] })).toMatchObject([
      { id: 1, submissionId: "ML-OLD00001", subscriptionId: null, kind: "inbox", payload: { to: "x" }, sentAt: 3 },
    ]);
    const { id } = await store.signUp({
      email: "ada@example.com",
      preferences: { departments: [], levels: [], location: "" },
      compose: () => ({ to: "ada@example.com" }),
    });
    expect(await store.listOutbox({ statuses: ["pending"] })).toMatchObject([
      { submissionId: null, subscriptionId: id },
    ]);
  });
});
