// @vitest-environment node
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "../../app/config/site.ts";
import { resolveConfig } from "../kernel/config.mjs";
import { migrations } from "../store/migrations.mjs";
import { createStore } from "../store/index.mjs";
import { openStore } from "../store/index.mjs";
import { createMailer } from "../outbox/transports/mail.mjs";
import { createOutboxWorker } from "../outbox/worker.mjs";
import { startSmtp, tempDataDir, waitFor } from "../../tests/support/forms-api.mjs";
import { createAlerts } from "./service.mjs";
import { ORIGIN, SECRET, publish, vacancy } from "../../tests/support/alerts-api.mjs";
import { storeKinds } from "../../tests/support/stores.mjs";

// The job runs on SQLite, then on PostgreSQL where a cluster can be started here (a new database a test).
const kinds = storeKinds();
let kind;

const stores = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

async function setUp(vacancies = []) {
  const dataDir = tempDataDir();
  const databaseUrl = await kind.newDatabaseUrl();
  const vacanciesFile = join(dataDir, "vacancies.json");
  publish(vacanciesFile, vacancies);
  const store = await openStore({ databaseUrl, dataDir });
  stores.push(store);
  const options = { vacanciesFile, origin: ORIGIN, secret: SECRET };
  const forms = resolveConfig({ dataDir, databaseUrl }, {});
  const alerts = createAlerts({ store, options, env: {}, forms, domain: "miselabs.example" });
  return { dataDir, databaseUrl, store, alerts, vacanciesFile };
}

/**
 * `count` confirmed subscribers written straight into the database (one statement or transaction), as if
 * each had confirmed: signing 1,000 up and confirming them through the store would be most of the test.
 */
async function addConfirmed({ dataDir, databaseUrl }, count, { departments = [], levels = [], location = "" } = {}) {
  const now = Date.now();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO subscriptions (id, email, departments, levels, location, status, created_at, confirmed_at)
         SELECT lpad(to_hex(i), 24, '0'), 'person' || i || '@example.com', $1, $2, $3, 'confirmed', $4, $4
         FROM generate_series(0, $5 - 1) AS i`,
        [JSON.stringify(departments), JSON.stringify(levels), location, now, count],
      );
    } finally {
      await client.end();
    }
    return;
  }
  const db = new DatabaseSync(join(dataDir, "site.db"));
  db.exec("PRAGMA busy_timeout = 5000; BEGIN IMMEDIATE");
  const insert = db.prepare(
    `INSERT INTO subscriptions (id, email, departments, levels, location, status, created_at, confirmed_at)
     VALUES (?, ?, ?, ?, ?, 'confirmed', ?, ?)`,
  );
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

describe.each(kinds)("the digest job on $name", (storeKind) => {
  beforeEach(() => {
    kind = storeKind;
  });

  /** Queues the digests of 5 new vacancies for `count` confirmed subscribers, timed. */
  async function queueDigests(count) {
    const { store, alerts, vacanciesFile, ...target } = await setUp();
    await addConfirmed(target, count);
    const slugs = ["data-scientist", "ui-ux-designer", "software-engineer", "seo-analyst", "privacy-counsel"];
    publish(
      vacanciesFile,
      slugs.map((slug) => vacancy(slug)),
    );
    const started = performance.now();
    const result = await alerts.digest.run();
    return { store, alerts, result, seconds: (performance.now() - started) / 1000 };
  }

  // Timed against 100 subscribers on the same engine in the same run, so the bar holds on a slow or busy machine:
  // ten times the subscribers take about ten times as long (a query per subscriber per vacancy would take far more).
  it("queues 1,000 subscribers' digests of 5 new vacancies in at most 20 times 100's time, each vacancy recorded once", async () => {
    const reference = await queueDigests(100);
    const { store, alerts, result, seconds } = await queueDigests(1000);
    const ratio = seconds / reference.seconds;
    console.log(`digest: 1,000 digests in ${seconds.toFixed(2)} s, ${ratio.toFixed(1)}x the time of 100`);
    expect(reference.result).toEqual({ open: 5, due: 100, queued: 100 });
    expect(result).toEqual({ open: 5, due: 1000, queued: 1000 });
    expect(ratio).toBeLessThan(20);

    const rows = await store.listOutbox({ statuses: ["pending"] });
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((row) => row.payload.to)).size).toBe(1000);
    expect(rows[0].payload.subject).toBe(`5 new vacancies at ${site.name}: Data Scientist and more`);
    expect((await store.knownVacancies(rows[0].subscriptionId)).size).toBe(5);
    expect(await alerts.digest.run({ now: Date.now() + 2 * 86_400_000 })).toMatchObject({ due: 1000, queued: 0 });
  });

  it("delivers 1,000 subscribers' digests to a real SMTP server, each address once, none lost", async () => {
    const { store, alerts, vacanciesFile, ...target } = await setUp();
    await addConfirmed(target, 1000);
    publish(vacanciesFile, [vacancy("data-scientist"), vacancy("seo-analyst")]);
    expect(await alerts.digest.run()).toMatchObject({ queued: 1000 });
    const smtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, mailDir: store.paths.mail, readCv: store.readCv });
    const silent = { info() {}, warn() {}, error() {} };
    let recorded = 0;
    const onOutcome = () => (recorded += 1);
    const worker = createOutboxWorker({ store, transports: { mail: mailer }, log: silent, onOutcome });
    const started = performance.now();
    worker.start();
    try {
      await waitFor(() => smtp.messages.length >= 1000, { timeout: 120_000, interval: 50, what: "1,000 digests" });
      const seconds = (performance.now() - started) / 1000;
      console.log(`digest: 1,000 digests delivered over SMTP in ${seconds.toFixed(1)} s`);
      await waitFor(() => recorded >= 1000, { timeout: 30_000, interval: 50, what: "1,000 deliveries recorded" });
      expect(new Set(smtp.messages.map((mail) => mail.to.text)).size).toBe(1000);
      expect(await store.listOutbox({ statuses: ["pending", "sending", "failed"] })).toHaveLength(0);
    } finally {
      await worker.stop({ timeoutMs: 5000 });
      mailer.close();
      await smtp.close();
    }
  }, 150_000);

  it("matches departments, levels and a location substring, ignoring case; closed roles are never sent", async () => {
    const { store, alerts, vacanciesFile, ...target } = await setUp();
    await addConfirmed(target, 1, {
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
    const { store, alerts, vacanciesFile, ...target } = await setUp();
    await addConfirmed(target, 1);
    expect(await alerts.digest.preview("nobody@example.com")).toEqual({ reason: "No subscription for this address." });
    expect(await alerts.digest.preview("person0@example.com")).toEqual({
      reason: "No new vacancy matches this subscription.",
    });
    publish(vacanciesFile, [vacancy("data-scientist")]);
    const { payload } = await alerts.digest.preview("PERSON0@example.com");
    expect(payload.subject).toBe(`New vacancy at ${site.name}: Data Scientist`);
    expect(await store.listOutbox({ statuses: ["pending"] })).toEqual([]);
  });

  it("does nothing, and says so, while the build has no release", async () => {
    const { store, dataDir, databaseUrl } = await setUp();
    const env = { BUILD_DIR: join(dataDir, "no-build") };
    const forms = resolveConfig({ dataDir, databaseUrl }, {});
    const alerts = createAlerts({ store, options: { secret: SECRET }, env, forms, domain: "miselabs.example" });
    expect(alerts.config.vacanciesFile).toBeNull();
    expect(await alerts.digest.run()).toEqual({ skipped: `no vacancy list at ${join(dataDir, "no-build")}` });
  });
});

describe("migration 2", () => {
  it("keeps every outbox row of a database made before the alerts, and takes alert rows after", async () => {
    const dataDir = tempDataDir();
    const db = new DatabaseSync(join(dataDir, "site.db"));
    db.exec(migrations[0].sqlite);
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
