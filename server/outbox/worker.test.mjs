// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DAY } from "../durations.mjs";
import { openStore } from "../store/index.mjs";
import { tempDataDir, waitFor } from "../../tests/support/forms-api.mjs";
import { storeKinds } from "../../tests/support/stores.mjs";
import { createOutboxWorker, defaultBackoff, retryAt } from "./worker.mjs";

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// The worker runs on SQLite, then on PostgreSQL where a cluster can be started here (a new database a test).
const kinds = storeKinds();
let kind;

/** A new DATA_DIR and database (PostgreSQL's, or SQLite's file in the folder). */
const newData = async () => ({ dataDir: tempDataDir(), databaseUrl: await kind.newDatabaseUrl() });

/** The store on `data`, new unless given (a server started again on the same data). */
async function setup(data) {
  const store = await openStore(data ?? (await newData()));
  cleanups.push(async () => await store.close());
  return store;
}

async function enqueue(store, id, now = Date.now()) {
  await store.insertSubmission({
    id,
    form: "contact",
    email: "ada@example.com",
    fields: {},
    messages: [{ kind: "inbox", payload: { n: id } }],
    now,
  });
}

function worker(store, transport, options = {}) {
  const w = createOutboxWorker({ store, transports: { mail: transport }, backoff: [20, 40], pollMs: 50, ...options });
  cleanups.push(() => w.stop());
  return w;
}

describe("backoff", () => {
  // The schedule's numbers have one home (defaultBackoff): these check what any schedule must do.
  const refused = new Error("421 try later");
  const wait = (attempts) => retryAt({ attempts, giveUpAt: Infinity }, refused, 0);

  it("waits longer after each failure, then repeats its last step", () => {
    const steps = defaultBackoff.map((_, i) => wait(i + 1));
    expect(steps).toEqual(defaultBackoff);
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThan(steps[i - 1]);
    expect(wait(0)).toBe(steps[0]);
    expect(wait(50)).toBe(steps.at(-1));
  });

  it("keeps trying for a whole day, then gives up (the row is kept as failed)", () => {
    const start = 0;
    let now = start;
    let row = { attempts: 0, giveUpAt: start + DAY };
    let tries = 0;
    for (;;) {
      row = { ...row, attempts: row.attempts + 1 };
      tries++;
      const next = retryAt(row, refused, now);
      if (next === null) break;
      expect(next - now).toBe(wait(row.attempts));
      now = next;
    }
    // The last try is the first at or past the day, and no step later than it.
    expect(now).toBeGreaterThanOrEqual(start + DAY);
    expect(now - start - DAY).toBeLessThan(defaultBackoff.at(-1));
    expect(tries).toBeGreaterThan(defaultBackoff.length);
  });
});

describe.each(kinds)("outbox worker on $name", (storeKind) => {
  beforeEach(() => {
    kind = storeKind;
  });

  it("delivers what is pending at start and what is kicked in later, once each", async () => {
    const store = await setup();
    await enqueue(store, "ML-A");
    const sent = [];
    const w = worker(store, { send: async (payload) => sent.push(payload.n) && { messageId: `<${payload.n}>` } });
    w.start();
    await waitFor(() => sent.length === 1);
    await enqueue(store, "ML-B");
    w.kick();
    await waitFor(() => sent.length === 2);
    // Stopping waits for the deliveries in flight, their outcomes recorded.
    await w.stop();
    expect(sent).toEqual(["ML-A", "ML-B"]);
    expect((await store.listOutbox({ statuses: ["sent"] })).map((row) => row.result)).toEqual([
      { messageId: "<ML-A>" },
      { messageId: "<ML-B>" },
    ]);
  });

  it("retries a failed delivery on the schedule and records the last error", async () => {
    const store = await setup();
    await enqueue(store, "ML-A");
    let calls = 0;
    const w = worker(store, {
      send: async () => {
        if (++calls < 3) throw new Error(`refused ${calls}`);
        return { response: "250 OK" };
      },
    });
    w.start();
    await waitFor(async () => (await store.listOutbox({ statuses: ["sent"] })).length === 1);
    const [row] = await store.listOutbox({ statuses: ["sent"] });
    expect(row).toMatchObject({ attempts: 3, lastError: null, result: { response: "250 OK" } });
  });

  it("marks a row failed once its window is over, and keeps it with its error", async () => {
    const store = await setup();
    await enqueue(store, "ML-A", Date.now() - DAY);
    const w = worker(store, { send: async () => Promise.reject(new Error("550 mailbox unavailable")) });
    w.start();
    await waitFor(async () => (await store.listOutbox({ statuses: ["failed"] })).length === 1);
    expect((await store.listOutbox({ statuses: ["failed"] }))[0]).toMatchObject({
      attempts: 1,
      lastError: "550 mailbox unavailable",
    });
    // Retried from the command while no worker runs: a running one would take the row again at its next poll.
    await w.stop();
    expect(await store.retryOutbox([(await store.listOutbox({ statuses: ["failed"] }))[0].id])).toBe(1);
    expect(await store.listOutbox({ statuses: ["pending"] })).toHaveLength(1);
  });

  it("takes a row again when the worker that held it died mid-send (its lease ran out)", async () => {
    const store = await setup();
    await enqueue(store, "ML-A");
    // A worker that claimed the row and never came back.
    const stale = await store.claimNext({ leaseMs: 30 });
    expect(stale).not.toBeNull();
    const sent = [];
    worker(store, { send: async (payload) => sent.push(payload.n) && {} }).start();
    // The delivery is recorded a moment after the transport returns: wait for the record, not the send.
    await waitFor(async () => (await store.listOutbox({ statuses: ["sent"] })).length === 1);
    expect(sent).toEqual(["ML-A"]);
    // The dead worker's late answer changes nothing: the lease is no longer its.
    expect(await store.markSent(stale, { late: true })).toBe(false);
    expect((await store.listOutbox({ statuses: ["sent"] }))[0].result).toEqual({});
  });

  it("stopped with rows still waiting, a new worker on the same data delivers each exactly once", async () => {
    const data = await newData();
    const first = await setup(data);
    for (const id of ["ML-A", "ML-B", "ML-C"]) await enqueue(first, id);
    const sent = [];
    let release;
    const slow = new Promise((resolve) => (release = resolve));
    const w1 = worker(first, { send: async (payload) => (await slow, sent.push(payload.n), {}) });
    w1.start();
    await waitFor(async () => (await first.listOutbox({ statuses: ["sending"] })).length >= 1);
    const stopping = w1.stop({ timeoutMs: 1000 });
    release();
    await stopping;
    await first.close();

    const second = await setup(data);
    worker(second, { send: async (payload) => (sent.push(payload.n), {}) }).start();
    await waitFor(async () => (await second.listOutbox({ statuses: ["pending", "sending"] })).length === 0);
    expect(sent.sort()).toEqual(["ML-A", "ML-B", "ML-C"]);
  });
});
