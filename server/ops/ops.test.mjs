// @vitest-environment node
// The server as the person running it sees it, on real loopback sockets: health and readiness, the metrics
// on their own port, one log line per request with its id, the id in problem+json answers, and the daily
// summary of failed deliveries.
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../app.mjs";
import { makeFixtureBuild, removeFixture } from "../../tests/support/server-fixture.mjs";
import { openStore } from "../store.mjs";
import { SECRET } from "../../tests/support/alerts-api.mjs";
import { downSmtp, tempDataDir, waitFor } from "../../tests/support/forms-api.mjs";
import { createMetrics, serveMetrics } from "./metrics.mjs";
import { createOps } from "./ops.mjs";
import { listenOnFreePort } from "../../tests/support/ports.mjs";
import { storeKinds } from "../../tests/support/stores.mjs";

// What reads or writes the store runs on SQLite, then on PostgreSQL where a cluster can be started here.
const kinds = storeKinds();

let buildDir = "";
const cleanups = [];
beforeAll(() => {
  buildDir = makeFixtureBuild();
}, 30_000);
afterAll(() => buildDir && removeFixture(buildDir));
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The production app with the forms API and `ops`, on a free loopback port; its log lines are kept. On
 * SQLite in its DATA_DIR, or on PostgreSQL when `databaseUrl` is given (which needs ALERTS_SECRET).
 */
async function startServer({ metrics = null, smtpUrl, databaseUrl } = {}) {
  const dataDir = tempDataDir();
  const ops = createOps({ metrics });
  // The store the API attaches, kept so a test can take the database away.
  let attached = null;
  const attach = ops.attach;
  ops.attach = (parts) => {
    attached = parts.store;
    attach(parts);
  };
  const lines = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(
        ...String(chunk)
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line)),
      );
      callback();
    },
  });
  const app = await createApp({
    buildDir,
    ops,
    logger: { level: "info", stream },
    api: {
      dataDir,
      databaseUrl,
      smtpUrl,
      minFillMs: 0,
      notice: () => {},
      // No digest run at start: these tests read the log, and want only their own lines in it.
      alerts: { schedule: false, secret: SECRET },
      outbox: { backoff: [60_000], pollMs: 50, stopTimeoutMs: 500 },
    },
  });
  await listenOnFreePort((port) => app.listen({ port, host: "127.0.0.1" }));
  cleanups.push(() => app.close());
  const base = `http://127.0.0.1:${app.server.address().port}`;
  return { app, ops, dataDir, databaseUrl, lines, base, store: () => attached };
}

test("/healthz answers 200, uncached, with nothing but its status", async () => {
  const { base } = await startServer();
  const response = await fetch(`${base}/healthz`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok" });
});

test("/readyz answers 503 while the server drains", async () => {
  const { base, ops } = await startServer();
  ops.drain();
  const response = await fetch(`${base}/readyz`);
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: "unavailable", reason: "draining" });
});

test("each request logs one line with its id, route and status, and no query string", async () => {
  const { base, lines } = await startServer();
  // An address with letters no request id (hex) can hold, so finding it in the log means it leaked.
  const response = await fetch(`${base}/?email=grace.hopper%40example.com&ref=mail`);
  expect(response.status).toBe(200);
  const id = response.headers.get("x-request-id");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await waitFor(() => lines.some((line) => line.msg === "request" && line.reqId === id), { what: "the log line" });
  const line = lines.find((entry) => entry.msg === "request" && entry.reqId === id);
  expect(line).toMatchObject({ method: "GET", route: "/*", path: "/", status: 200 });
  expect(line.ms).toBeGreaterThanOrEqual(0);
  expect(JSON.stringify(lines)).not.toMatch(/hopper|email=|\?/);
});

test("a problem+json answer carries the request id, a proxy's short id is kept and an unsafe one replaced", async () => {
  const { base, lines } = await startServer();
  const post = (requestId) =>
    fetch(`${base}/api/forms/contact`, {
      method: "POST",
      headers: { "content-type": "text/plain", accept: "application/json", "x-request-id": requestId },
      body: "hello",
    });
  const kept = await post("lb-7f3a2c91");
  expect(kept.status).toBe(415);
  expect(kept.headers.get("x-request-id")).toBe("lb-7f3a2c91");
  expect(await kept.json()).toMatchObject({ status: 415, requestId: "lb-7f3a2c91" });
  await waitFor(() => lines.some((line) => line.reqId === "lb-7f3a2c91" && line.msg === "request"), {
    what: "its line",
  });
  expect(lines.find((line) => line.reqId === "lb-7f3a2c91" && line.msg === "request")).toMatchObject({
    route: "/api/forms/contact",
    status: 415,
  });
  expect(lines.find((line) => line.reqId === "lb-7f3a2c91" && line.msg === "request").path).toBeUndefined();

  const replaced = await post("<script>alert(1)</script>");
  const body = await replaced.json();
  expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(replaced.headers.get("x-request-id")).toBe(body.requestId);
});

describe.each(kinds)("with the store on $name", (kind) => {
  test("/readyz answers 200, then 503 once the database cannot answer", async () => {
    const { base, store } = await startServer({ databaseUrl: await kind.newDatabaseUrl() });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    await store().close();
    // The database's answer stands for a second: within it the next /readyz says what the database then says.
    const down = await waitFor(
      async () => {
        const answer = await fetch(`${base}/readyz`);
        return answer.status === 503 ? answer : null;
      },
      { what: "a 503", timeout: 5_000 },
    );
    expect(await down.json()).toEqual({ status: "unavailable", reason: "database" });
    // The process itself still answers: a supervisor must not restart it for its database.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  test("/readyz asks the database at most once a second, however hard a probe polls", async () => {
    const { base, store } = await startServer({ databaseUrl: await kind.newDatabaseUrl() });
    const attached = store();
    const ping = attached.ping;
    let pings = 0;
    attached.ping = () => {
      pings += 1;
      return ping();
    };
    const started = Date.now();
    const answers = [];
    for (let round = 0; round < 10; round++)
      answers.push(...(await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/readyz`)))));
    const seconds = Math.ceil((Date.now() - started) / 1000);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(pings).toBeGreaterThanOrEqual(1);
    expect(pings).toBeLessThanOrEqual(seconds + 1);
  });

  test("the metrics are not on the public port; their own port shows a waiting message and its age", async () => {
    const smtp = await downSmtp();
    const metrics = createMetrics();
    const { base, dataDir, databaseUrl } = await startServer({
      metrics,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      databaseUrl: await kind.newDatabaseUrl(),
    });
    let metricsServer;
    await listenOnFreePort(async (port) => (metricsServer = await serveMetrics(metrics, { port })));
    cleanups.push(() => new Promise((resolve) => metricsServer.close(resolve)));
    expect(metricsServer.address().address).toBe("127.0.0.1");
    const scrape = async () => (await fetch(`http://127.0.0.1:${metricsServer.address().port}/metrics`)).text();

    const publicAnswer = await fetch(`${base}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain("outbox_messages");

    // A message queued two minutes ago whose mail server is down: tried once, and waiting for the next try.
    const store = await openStore({ databaseUrl, dataDir });
    cleanups.push(async () => await store.close());
    const messages = [{ kind: "inbox", payload: { to: "team@example.com", eml: "x.eml" } }];
    await store.insertSubmission({
      id: "ML-AAAAAAAA",
      form: "contact",
      email: "ada@example.com",
      fields: {},
      messages,
      now: Date.now() - 120_000,
    });
    await waitFor(async () => (await scrape()).includes('outbox_deliveries_total{kind="inbox",outcome="retried"} 1'), {
      what: "the failed attempt in the metrics",
    });
    const text = await scrape();
    expect(text).toContain('outbox_messages{state="pending",kind="inbox"} 1');
    const age = Number(/^outbox_oldest_waiting_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(180);
    // Requests are counted by route pattern, never by the address asked for.
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/\*",status="404"\} 1$/m);
    expect(text).not.toContain("ada@example.com");
  });

  test("the operators' summary is queued once a day, across restarts, and names no one", async () => {
    const dataDir = tempDataDir();
    const databaseUrl = await kind.newDatabaseUrl();
    const now = Date.now();
    const seed = await openStore({ databaseUrl, dataDir });
    const messages = [{ kind: "inbox", payload: { to: "team@example.com" } }];
    await seed.insertSubmission({
      id: "ML-AAAAAAAA",
      form: "contact",
      email: "ada@example.com",
      fields: {},
      messages,
      now,
    });
    await seed.markFailed(await seed.claimNext({ now, leaseMs: 1000 }), "550 5.1.1 mailbox unavailable", null, now);
    await seed.close();

    const kicks = [];
    const summarise = async () => {
      const store = await openStore({ databaseUrl, dataDir });
      const ops = createOps({ opsMailTo: "ops@example.com" });
      const parts = {
        store,
        outbox: { kick: () => kicks.push(1) },
        config: { mailFrom: "site@example.com" },
        domain: "example.com",
      };
      ops.attach({ ...parts, log: { warn() {}, error() {} } });
      await ops.summariseNow(parts);
      ops.drain();
      const summaries = (await store.listOutbox({ statuses: ["pending"] })).filter((row) => row.kind === "ops-summary");
      await store.close();
      return summaries;
    };
    const [summary] = await summarise();
    expect(summary.payload.to).toBe("ops@example.com");
    expect(summary.payload.subject).toContain("1 failed");
    expect(summary.payload.text).toContain("ML-AAAAAAAA");
    expect(summary.payload.text).toContain("550 5.1.1 mailbox unavailable");
    expect(JSON.stringify(summary.payload)).not.toContain("ada@example.com");
    expect(kicks).toHaveLength(1);
    // Started again the same day: the time is in the database, so nothing more is queued.
    expect(await summarise()).toHaveLength(1);
    expect(kicks).toHaveLength(1);

    // A day later, with the failure still there, the next one is due.
    const store = await openStore({ databaseUrl, dataDir });
    const rows = await store.queueOpsSummary({
      now: now + 86_400_000 + 60_000,
      lateMs: 3_600_000,
      compose: () => ({ to: "ops@example.com" }),
    });
    expect(rows).toHaveLength(1);
    await store.close();
  });

  test("the operators' summary lists the served build's vacancy warnings, even with no delivery to report", async () => {
    const dataDir = tempDataDir();
    const databaseUrl = await kind.newDatabaseUrl();
    const store = await openStore({ databaseUrl, dataDir });
    const warnings = Array.from(
      { length: 52 },
      (_, i) =>
        `Greenhouse job ${4012001 + i}: department: "Field Ops" is not in the mapping; shown as the ATS names it`,
    );
    const ops = createOps({
      opsMailTo: "ops@example.com",
      vacancyWarnings: () => ({ source: "greenhouse:unseen", warnings }),
    });
    const parts = {
      store,
      outbox: { kick() {} },
      config: { mailFrom: "site@example.com" },
      domain: "example.com",
    };
    ops.attach({ ...parts, log: { warn() {}, error() {} } });
    await ops.summariseNow(parts);
    ops.drain();
    const [summary] = (await store.listOutbox({ statuses: ["pending"] })).filter((row) => row.kind === "ops-summary");
    await store.close();
    expect(summary.payload.subject).toContain("0 failed, 0 waiting, 52 vacancy warning(s)");
    expect(summary.payload.text).toContain("52 guess(es) about roles from greenhouse:unseen");
    expect(summary.payload.text).toContain(`- ${warnings[0]}`);
    expect(summary.payload.text).toContain(`- ${warnings[49]}`);
    expect(summary.payload.text).not.toContain(warnings[50]);
    expect(summary.payload.text).toContain("- and 2 more in build/vacancy-warnings.json");
  });
});
