// @vitest-environment node
// The store's guarantees under requests at once, on each store: what SQLite's single writer gives and
// PostgreSQL builds with row locks, advisory locks and unique indexes (docs/decisions/0026).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { storeKinds } from "../../tests/support/stores.mjs";
import { HOUR, MINUTE } from "../durations.mjs";
import { DuplicateIdError } from "./index.mjs";

const stores = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

const NOW = Date.UTC(2026, 10, 26, 9);
const preferences = { departments: [], levels: [], location: "" };
const submission = (id, email, extra = {}) => ({
  id,
  form: "contact",
  email,
  fields: { email },
  messages: [
    { kind: "inbox", payload: { to: "team@example.com" } },
    { kind: "confirmation", payload: { to: email } },
  ],
  now: NOW,
  ...extra,
});

describe.each(storeKinds())("the store on $name, with requests at once", ({ name, open, openBeside }) => {
  async function two(options) {
    const first = await open(options);
    const second = await openBeside(first, options);
    stores.push(second, first);
    return [first, second];
  }

  it("stores one submission for two posts with the same Idempotency-Key", async () => {
    const [first, second] = await two();
    const results = await Promise.all([
      first.insertSubmission(submission("ML-AAAAAAAA", "ada@example.com", { idempotencyKey: "k1" })),
      second.insertSubmission(submission("ML-BBBBBBBB", "ada@example.com", { idempotencyKey: "k1" })),
    ]);
    expect(results.map((result) => result.replayed).sort()).toEqual([false, true]);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await first.listSubmissions()).toHaveLength(1);
    expect(await second.findIdempotent("contact", "k1", NOW)).toBe(results[0].id);
  });

  it("takes over an Idempotency-Key once it has run out, from another server", async () => {
    const [first, second] = await two();
    await first.insertSubmission(submission("ML-KEYOLD01", "ada@example.com", { idempotencyKey: "k2" }));
    const later = NOW + 24 * HOUR + 1;
    const result = await second.insertSubmission(
      submission("ML-KEYNEW01", "ada@example.com", { idempotencyKey: "k2", now: later }),
    );
    expect(result).toEqual({ id: "ML-KEYNEW01", replayed: false });
    expect(await first.findIdempotent("contact", "k2", later)).toBe("ML-KEYNEW01");
  });

  it("lets one confirmation through a cap of one, from two servers at once", async () => {
    const [first, second] = await two({ confirmationCap: { max: 1, windowMs: HOUR } });
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? first : second).insertSubmission(submission(`ML-CAP${String(i).padStart(5, "0")}`, "ada@example.com")),
      ),
    );
    const rows = await first.listOutbox({ statuses: ["pending"] });
    expect(rows.filter((row) => row.kind === "confirmation")).toHaveLength(1);
    expect(rows.filter((row) => row.kind === "inbox")).toHaveLength(6);
  });

  it("hands each due row to one claimer, and records an outcome only under its own lease", async () => {
    const [first, second] = await two();
    for (let i = 0; i < 10; i += 1)
      await first.insertSubmission(submission(`ML-LEASE${String(i).padStart(3, "0")}`, `p${i}@example.com`));
    const claimed = [];
    const drain = async (store) => {
      for (let row; (row = await store.claimNext({ now: NOW, leaseMs: MINUTE }));) claimed.push(row);
    };
    await Promise.all([drain(first), drain(second), drain(first), drain(second)]);
    expect(claimed).toHaveLength(20);
    expect(new Set(claimed.map((row) => row.id)).size).toBe(20);

    // Its lease ran out and another server took the row: the first sender's outcome is not written. Which row
    // comes back is the store's order, not the order the four drains above happened to finish in.
    const again = await second.claimNext({ now: NOW + 2 * MINUTE, leaseMs: MINUTE });
    const row = claimed.find((claim) => claim.id === again.id);
    expect(row).toBeDefined();
    expect(again.leaseToken).not.toBe(row.leaseToken);
    expect(await first.markSent(row, { messageId: "<late@example.com>" })).toBe(false);
    expect(await second.markSent(again, { messageId: "<ok@example.com>" })).toBe(true);
    expect((await first.getOutbox(row.id)).status).toBe("sent");
  });

  it("queues one digest per subscriber when two servers run the job at once", async () => {
    const [first, second] = await two();
    const compose = (subscription) => ({ to: subscription.email });
    for (let i = 0; i < 5; i += 1) {
      const { id } = await first.signUp({ email: `s${i}@example.com`, preferences, compose, now: NOW });
      const nonce = (await first.getSubscription(id)).confirmNonce;
      expect(await first.confirm({ id, nonce, now: NOW })).toBe("confirmed");
    }
    const digestsOf = async (store) =>
      (await store.dueSubscriptions({ now: NOW + HOUR })).map((row) => ({
        id: row.id,
        slugs: ["data-scientist"],
        payload: { to: row.email, subject: "New roles" },
      }));
    const [a, b] = await Promise.all([digestsOf(first), digestsOf(second)]);
    const queued = await Promise.all([
      first.queueDigests(a, { now: NOW + HOUR }),
      second.queueDigests(b, { now: NOW + HOUR }),
    ]);
    expect(queued[0] + queued[1]).toBe(5);
    const rows = await first.listOutbox({ statuses: ["pending"] });
    expect(rows.filter((row) => row.kind === "alert-digest")).toHaveLength(5);
  });

  it("queues one operators' summary when two servers check at once", async () => {
    const [first, second] = await two();
    await first.insertSubmission(submission("ML-OPS00001", "ada@example.com"));
    const check = (store) =>
      store.queueOpsSummary({
        now: NOW + 2 * HOUR,
        lateMs: HOUR,
        compose: (rows) => ({ to: "ops@example.com", rows: rows.length }),
      });
    const results = await Promise.all([check(first), check(second)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("writes nothing for a submission whose reference another server took", async () => {
    const [first, second] = await two();
    await first.insertSubmission(submission("ML-SAME0001", "ada@example.com"));
    await expect(second.insertSubmission(submission("ML-SAME0001", "grace@example.com"))).rejects.toThrow(
      DuplicateIdError,
    );
    expect((await first.listSubmissions()).map((row) => row.email)).toEqual(["ada@example.com"]);
    expect(await first.listOutbox({ statuses: null })).toHaveLength(2);
  });

  it("gives a stored CV to any server that delivers its submission", async () => {
    const [first, second] = await two();
    writeFileSync(join(first.paths.uploads, "cv-1.pdf"), "%PDF-1.7 ada");
    const cv = { file: "cv-1.pdf", name: "Ada.pdf", size: 12, type: "application/pdf" };
    await first.insertSubmission(submission("ML-CV000001", "ada@example.com", { cv }));
    // SQLite's servers share DATA_DIR; PostgreSQL's have the CV in the database, whatever their disks hold.
    expect(String(await second.readCv("cv-1.pdf"))).toBe("%PDF-1.7 ada");
    expect((await second.getSubmission("ML-CV000001")).cv).toEqual(cv);
    // The CV counts as the one file erased either way: SQLite's on the shared disk, PostgreSQL's in its row.
    expect(await second.eraseByEmail("ada@example.com")).toEqual({ submissions: 1, files: 1 });
    await expect(first.readCv("cv-1.pdf")).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("sweeps old submissions once when two servers sweep at once", async () => {
    const [first, second] = await two();
    await first.insertSubmission(submission("ML-OLD00001", "ada@example.com", { now: NOW - 200 * 24 * HOUR }));
    const removed = await Promise.all([first.sweep(180, NOW), second.sweep(180, NOW)]);
    expect(removed[0].submissions + removed[1].submissions).toBe(1);
    expect(await first.listSubmissions()).toEqual([]);
  });

  if (name === "PostgreSQL") {
    it("runs the database's part of the sweep once an hour across servers", async () => {
      const [first, second] = await two();
      await first.sweep(180, NOW);
      await first.insertSubmission(submission("ML-OLD00002", "ada@example.com", { now: NOW - 200 * 24 * HOUR }));
      expect((await second.sweep(180, NOW + MINUTE)).submissions).toBe(0);
      expect((await second.sweep(180, NOW + HOUR + MINUTE)).submissions).toBe(1);
    });

    it("refuses a backup, pointing to pg_dump", async () => {
      const [first] = await two();
      await expect(first.backup("/tmp/never-written.db")).rejects.toThrow(/pg_dump/);
    });
  }
});
