// @vitest-environment node
import { createHash } from "node:crypto";
import { existsSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { DAY } from "../durations.mjs";
import { migrations } from "./migrations.mjs";
import { createStore } from "./index.mjs";
import { tempDataDir } from "../../tests/support/forms-api.mjs";

const stores = [];
function openStore(dataDir = tempDataDir()) {
  const store = createStore({ dataDir });
  stores.push(store);
  return store;
}
afterEach(() => stores.splice(0).forEach(async (store) => await store.close()));

let counter = 0;
async function add(store, { email = "ada@example.com", now = Date.now(), cv = null, key, form = "contact" } = {}) {
  const id = `ML-TEST${String(++counter).padStart(4, "0")}`;
  const messages = [{ kind: "inbox", payload: { to: "x" } }];
  return await store.insertSubmission({ id, form, email, fields: { email }, cv, messages, idempotencyKey: key, now });
}

describe("store", () => {
  it("creates its folders and database, in WAL mode, at the latest schema", async () => {
    const dataDir = tempDataDir();
    await openStore(dataDir).close();
    expect(existsSync(join(dataDir, "uploads"))).toBe(true);
    expect(existsSync(join(dataDir, "mail"))).toBe(true);
    const db = new DatabaseSync(join(dataDir, "site.db"));
    expect(db.prepare("PRAGMA journal_mode").get().journal_mode).toBe("wal");
    expect(db.prepare("PRAGMA user_version").get().user_version).toBe(migrations.length);
    db.close();
    // Opening again applies nothing twice.
    openStore(dataDir);
  });

  it.each([
    [
      "SQLite",
      migrations.map((step) => step.sqlite),
      ["57638767a41240ac", "9efad04413504a62", "4a0ac2bd3742e8ea", "f956cb3b06cf14e6"],
    ],
    ["PostgreSQL", migrations.map((step) => step.postgres).filter(Boolean), ["b3fcd32953b1a4b0", "009dca8d3f6adc30"]],
  ])("keeps every released %s migration exactly as it was released", (_store, list, released) => {
    // A database that ran a migration never runs it again: an edit would give new databases another schema than
    // the ones already in use. Text shared between migrations (the outbox's columns) must keep each one's bytes.
    const hashes = list.map((sql) => createHash("sha256").update(sql).digest("hex").slice(0, 16));
    expect(hashes.slice(0, released.length)).toEqual(released);
  });

  it("refuses a database written by newer code", async () => {
    const dataDir = tempDataDir();
    await openStore(dataDir).close();
    const db = new DatabaseSync(join(dataDir, "site.db"));
    db.exec(`PRAGMA user_version = ${migrations.length + 1}`);
    db.close();
    expect(() => createStore({ dataDir })).toThrow(/newer than this code/);
  });

  it("stores a submission with its outbox rows in one transaction and reads it back", async () => {
    const store = openStore();
    const { id } = await add(store, { email: "Ada@Example.com" });
    expect(await store.getSubmission(id)).toMatchObject({ id, form: "contact", email: "ada@example.com" });
    expect(await store.listOutbox({ submissionId: id })).toHaveLength(1);
    expect(await store.listSubmissions({ form: "career-interest" })).toEqual([]);
  });

  it("answers a repeated Idempotency-Key with the first submission for 24 hours, per form", async () => {
    const store = openStore();
    const now = Date.now();
    const first = await add(store, { key: "k1", now });
    expect(await add(store, { key: "k1", now: now + 1000 })).toEqual({ id: first.id, replayed: true });
    expect((await add(store, { key: "k1", form: "academy-interest", now })).replayed).toBe(false);
    expect(await store.listSubmissions({ form: "contact" })).toHaveLength(1);
    expect(await store.findIdempotent("contact", "k1", now + DAY + 1)).toBeNull();
    expect((await add(store, { key: "k1", now: now + DAY + 1 })).replayed).toBe(false);
  });

  it("erases every submission, CV, outbox row and written mail of one address", async () => {
    const store = openStore();
    writeFileSync(join(store.paths.uploads, "a.pdf"), "%PDF-");
    const { id } = await add(store, {
      email: "Ada@example.com",
      cv: { file: "a.pdf", name: "cv.pdf", size: 5, type: "application/pdf" },
    });
    await add(store, { email: "ada@example.com" });
    const other = await add(store, { email: "grace@example.com" });
    writeFileSync(join(store.paths.mail, `${id}-inbox.eml`), "mail");
    writeFileSync(join(store.paths.mail, `${other.id}-inbox.eml`), "mail");

    expect(await store.eraseByEmail(" ADA@example.com ")).toEqual({ submissions: 2, files: 2 });
    expect(await store.listSubmissions()).toHaveLength(1);
    expect((await store.listOutbox({ statuses: ["pending"] })).map((row) => row.submissionId)).toEqual([other.id]);
    expect(readdirSync(store.paths.mail)).toEqual([`${other.id}-inbox.eml`]);
    expect(existsSync(join(store.paths.uploads, "a.pdf"))).toBe(false);
  });

  it("sweeps submissions older than the retention period with their CVs, and files no row refers to", async () => {
    const store = openStore();
    const now = Date.now();
    writeFileSync(join(store.paths.uploads, "old.pdf"), "%PDF-");
    writeFileSync(join(store.paths.uploads, "new.pdf"), "%PDF-");
    const cv = (file) => ({ file, name: "cv.pdf", size: 5, type: "application/pdf" });
    const old = await add(store, { now: now - 181 * DAY, cv: cv("old.pdf") });
    const recent = await add(store, { now: now - 179 * DAY, cv: cv("new.pdf") });
    // Left by a crash between the file and its row, and a half-received upload: both long abandoned.
    const hourAgo = new Date(now - 2 * 3_600_000);
    for (const path of [join(store.paths.uploads, "orphan.pdf"), join(store.paths.incoming, "stale.part")]) {
      writeFileSync(path, "x");
      utimesSync(path, hourAgo, hourAgo);
    }
    writeFileSync(join(store.paths.incoming, "arriving.part"), "x");

    expect(await store.sweep(180, now)).toEqual({ submissions: 1, files: 3 });
    expect(await store.getSubmission(old.id)).toBeNull();
    expect(await store.getSubmission(recent.id)).not.toBeNull();
    expect(readdirSync(store.paths.uploads).sort()).toEqual([".incoming", "new.pdf"]);
    expect(readdirSync(store.paths.incoming)).toEqual(["arriving.part"]);
  });
});
