// @vitest-environment node
// Two servers on one PostgreSQL database, as a deployment behind a proxy runs them: posts spread over
// both, one killed with SIGKILL midway and started again, and every stored submission's mail delivered
// (counted by Message-ID at a real SMTP server). Readiness follows the database; the metrics read it.
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePorts } from "../tests/support/ports.mjs";
import { postgresUnavailable, startPostgres } from "../tests/support/postgres.mjs";
import { makeFixtureBuild, removeFixture } from "../tests/support/server-fixture.mjs";
import { startSmtp, tempDataDir, waitFor } from "../tests/support/forms-api.mjs";
import { createPgStore } from "./store/index.mjs";
import { startSiteServer } from "../tests/support/site-server.mjs";
import { publish, vacancy } from "../tests/support/alerts-api.mjs";
import { join } from "node:path";

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Several servers on PostgreSQL are not tested here: ${unavailable}.`);

const POSTS = 200;
const AT_ONCE = 8;
// Deliveries a server runs at once (server/outbox/worker.mjs): the most a SIGKILL can leave half-sent.
const DELIVERIES_AT_ONCE = 4;

describe.skipIf(unavailable)("several servers on one PostgreSQL database", () => {
  let cluster;
  let databaseUrl;
  let smtp;
  let buildDir;
  const children = new Set();

  beforeAll(async () => {
    buildDir = makeFixtureBuild();
    cluster = await startPostgres();
    databaseUrl = await cluster.createDatabase();
    smtp = await startSmtp(0);
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    await smtp?.close();
    await cluster?.stop();
    if (buildDir) removeFixture(buildDir);
  });

  /** One server (`node server/start.mjs`) with its own DATA_DIR and port; resolves once it serves. */
  async function startServer(dataDir = tempDataDir(), env = {}) {
    const { child, port, output } = await startSiteServer({
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ALERTS_SECRET: "a-secret-every-server-of-this-test-shares-0123456789",
      SMTP_URL: smtp.url,
      FORMS_MIN_FILL_MS: "0",
      FORMS_RATE_LIMIT: "100000",
      // A killed server's deliveries are taken again by the other after this, not after five minutes; long
      // enough that a live server's delivery on a busy machine is not taken from it.
      OUTBOX_LEASE_MS: "10000",
      ...env,
    });
    children.add(child);
    child.on("exit", () => children.delete(child));
    return { child, port, dataDir, output, base: `http://127.0.0.1:${port}` };
  }

  // Each post carries its own Idempotency-Key, so a client may send it again to the other server when the
  // first failed mid-way (as a proxy retrying an upstream that died), and still store it once.
  const post = (base, n) =>
    fetch(`${base}/api/forms/contact`, {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
        "idempotency-key": `post-${n}`,
      },
      body: new URLSearchParams({
        firstName: "Ada",
        lastName: `Lovelace ${n}`,
        email: `ada${n}@example.com`,
        subject: "inquiry",
        message: `Post ${n}`,
      }),
    }).then(
      async (response) => ({
        status: response.status,
        id: response.status === 201 ? (await response.json()).id : null,
      }),
      (error) => ({ status: null, error }),
    );

  it("delivers every stored submission's mail, repeating at most the sends the killed server had in flight", async () => {
    let a = await startServer();
    const b = await startServer();
    const accepted = [];
    let retried = 0;
    let next = 0;
    let restarted = null;
    // Posts go to both servers in turn; at the half-way mark server A is killed and started again.
    async function sender() {
      while (next < POSTS) {
        const n = next++;
        if (n === POSTS / 2) {
          restarted = (async () => {
            const exited = once(a.child, "exit");
            a.child.kill("SIGKILL");
            await exited;
            a = await startServer(a.dataDir);
          })();
        }
        let answer = await post(n % 2 ? a.base : b.base, n);
        if (answer.status === null) {
          retried += 1;
          answer = await post(b.base, n);
        }
        if (answer.status === 201) accepted.push(answer.id);
      }
    }
    await Promise.all(Array.from({ length: AT_ONCE }, sender));
    await restarted;
    // Every post was accepted, by one server or, after a failure, by the other.
    expect(accepted).toHaveLength(POSTS);
    expect(retried).toBeGreaterThan(0);
    // The restarted server takes posts again.
    const late = await post(a.base, POSTS);
    expect(late.status).toBe(201);
    accepted.push(late.id);

    const store = await createPgStore({ databaseUrl, dataDir: tempDataDir() });
    try {
      const stored = (await store.listSubmissions()).map((row) => row.id);
      // One submission per post: a post sent again with its key was answered with the first one's id.
      expect(stored.sort()).toEqual([...new Set(accepted)].sort());
      expect(stored).toHaveLength(POSTS + 1);
      const expected = new Set(stored.flatMap((id) => [`<${id}.inbox@`, `<${id}.confirmation@`]));
      const received = () => new Set(smtp.messages.map((mail) => mail.messageId.replace(/[^@]*$/, "")));
      await waitFor(() => [...expected].every((prefix) => received().has(prefix)), {
        timeout: 60_000,
        interval: 100,
        what: "every stored submission's two messages",
      });
      await waitFor(async () => (await store.listOutbox({ statuses: ["pending", "sending"] })).length === 0, {
        timeout: 30_000,
        what: "the outbox to be empty",
      });
      expect(received()).toEqual(expected);
      expect((await store.listOutbox({ statuses: ["failed"] })).length).toBe(0);
      // The mail server saw at most the killed server's connections reset mid-message, nothing else.
      expect(smtp.errors.filter((error) => error.code !== "ECONNRESET")).toEqual([]);
      // Each Message-ID is delivered: counted by Message-ID, as a mailbox counts, every message once. A
      // transmission is repeated only for a message the killed server had handed to SMTP and not yet
      // recorded when it died: its row was claimed again once its lease ended, and the other server sent
      // it again with the same Message-ID (at least once, never lost; docs/decisions/0029).
      const sent = await store.listOutbox({ statuses: ["sent"] });
      const claimedAgain = new Set(
        sent.filter((row) => row.attempts > 1).map((row) => `<${row.submissionId}.${row.kind}@`),
      );
      const copies = new Map();
      for (const mail of smtp.messages) copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
      const repeated = [...copies].filter(([, count]) => count > 1);
      for (const [messageId, count] of repeated) {
        expect(count, messageId).toBe(2);
        expect(claimedAgain.has(messageId.replace(/[^@]*$/, "")), `${messageId} was claimed again`).toBe(true);
      }
      // Only the deliveries the killed server had in flight were taken over.
      expect(claimedAgain.size).toBeLessThanOrEqual(DELIVERIES_AT_ONCE);
      console.info(
        `${smtp.messages.length} transmissions of ${expected.size} messages; ${claimedAgain.size} taken over after the kill, ${repeated.length} of them sent twice.`,
      );
    } finally {
      await store.close();
    }
  }, 180_000);

  it("counts a visitor's allowance across both servers", async () => {
    // A database of its own: the posts above counted against the same visitor.
    const env = { FORMS_RATE_LIMIT: "3", DATABASE_URL: await cluster.createDatabase() };
    const [first, second] = await Promise.all([startServer(tempDataDir(), env), startServer(tempDataDir(), env)]);
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await post((n % 2 ? first : second).base, `limit-${n}`)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    for (const server of [first, second]) server.child.kill("SIGTERM");
    await Promise.all([once(first.child, "exit"), once(second.child, "exit")]);
  }, 60_000);

  it("answers /readyz 503 while the database is stopped and 200 once it is back", async () => {
    const server = await startServer();
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    await cluster.pause();
    try {
      // The database's last answer stands for a second (server/ops/ops.mjs).
      const down = await waitFor(
        async () => {
          const answer = await fetch(`${server.base}/readyz`);
          return answer.status === 503 ? answer : null;
        },
        { timeout: 20_000, what: "readiness to fail while the database is stopped" },
      );
      expect(await down.json()).toEqual({ status: "unavailable", reason: "database" });
    } finally {
      await cluster.resume();
    }
    await waitFor(async () => (await fetch(`${server.base}/readyz`)).status === 200, {
      timeout: 20_000,
      what: "readiness once the database is back",
    });
    server.child.kill("SIGTERM");
    await once(server.child, "exit");
  }, 60_000);

  it("shows a message waiting and its age in the metrics", async () => {
    // No mail server answers: the confirmation waits in the outbox.
    const [metricsPort] = await freePorts(1);
    const server = await startServer(tempDataDir(), {
      SMTP_URL: "smtp://127.0.0.1:9",
      METRICS_PORT: String(metricsPort),
    });
    const { status } = await post(server.base, "metrics");
    expect(status).toBe(201);
    const metrics = await waitFor(
      async () => {
        const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        return /outbox_oldest_waiting_age_seconds [1-9]/.test(text) ? text : null;
      },
      { timeout: 20_000, interval: 200, what: "a waiting message's age" },
    );
    expect(metrics).toMatch(/outbox_messages\{state="(pending|sending)",kind="confirmation"\} [1-9]/);
    server.child.kill("SIGTERM");
    await once(server.child, "exit");
  }, 60_000);
  it("sends a new vacancy's digest once while both servers run the alerts job every second", async () => {
    const vacanciesFile = join(tempDataDir(), "vacancies.json");
    publish(vacanciesFile, []);
    const env = {
      DATABASE_URL: await cluster.createDatabase(),
      ALERTS_VACANCIES_FILE: vacanciesFile,
      ALERTS_INTERVAL_MS: "1000",
      // Each run of the job is logged at debug: the signal that a server ran it again.
      LOG_LEVEL: "debug",
    };
    const [first, second] = await Promise.all([startServer(tempDataDir(), env), startServer(tempDataDir(), env)]);
    const email = "grace@example.com";
    const json = (base, path, body) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
    // Signed up on one server, confirmed on the other.
    const signUp = await json(first.base, "/api/vacancy-alerts", {
      email,
      departments: ["data"],
      consent: "yes",
      website: "",
    });
    expect(signUp.status).toBe(202);
    const mailTo = () => smtp.messages.filter((mail) => mail.to.text === email);
    const confirmation = await waitFor(() => mailTo().find((mail) => /^Confirm/.test(mail.subject)), {
      what: "the confirmation",
    });
    const token = decodeURIComponent(/\/vacancy-alerts\/confirm\?token=(\S+)/.exec(confirmation.text)[1]);
    expect(await (await json(second.base, "/api/vacancy-alerts/confirm", { token })).json()).toEqual({
      status: "confirmed",
    });

    // A build publishes a matching vacancy: both servers' next runs find it due. (Two runs at the same
    // instant, where only the conditional stamp stops a second digest, are in store-concurrency.test.mjs.)
    publish(vacanciesFile, [vacancy("data-scientist", { department: "Data" })]);
    const digests = () => mailTo().filter((mail) => !/^Confirm/.test(mail.subject));
    await waitFor(() => digests().length > 0, { timeout: 20_000, what: "the digest" });
    // Then each server runs the job at least twice more, finding nothing due.
    const runs = (server) => server.output().split("alerts: digest run, nothing due").length - 1;
    const before = [runs(first), runs(second)];
    await waitFor(() => runs(first) >= before[0] + 2 && runs(second) >= before[1] + 2, {
      timeout: 20_000,
      what: "two more runs of the job on each server",
    });
    expect(digests()).toHaveLength(1);
    expect(digests()[0].text).toContain("Data Scientist");
    for (const server of [first, second]) server.child.kill("SIGTERM");
    await Promise.all([once(first.child, "exit"), once(second.child, "exit")]);
  }, 90_000);
});
