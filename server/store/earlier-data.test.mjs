// @vitest-environment node
// A database an earlier release wrote (tests/fixtures/stores, made by its make.mjs) opens with today's code, on
// each engine, and everything in it is read, delivered and exported: the data, not only the schema.
import { execFileSync } from "node:child_process";
import { cpSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../scripts/submissions.mjs";
import { CV_BYTES, NOW, SUBMISSIONS, SUBSCRIBERS } from "../../tests/fixtures/stores/data.mjs";
import { tempDataDir } from "../../tests/support/forms-api.mjs";
import { storeKinds } from "../../tests/support/stores.mjs";
import { createOutboxWorker } from "../outbox/worker.mjs";
import { openStore } from "./index.mjs";

const fixtures = new URL("../../tests/fixtures/stores/", import.meta.url).pathname;

/** The earlier release's database, copied for this test: `{ dataDir, databaseUrl }`. */
async function restore(kind) {
  const dataDir = tempDataDir();
  const databaseUrl = await kind.newDatabaseUrl();
  if (databaseUrl) {
    execFileSync("psql", ["-q", "-v", "ON_ERROR_STOP=1", "-f", join(fixtures, "postgres.sql"), databaseUrl], {
      stdio: "pipe",
    });
  } else {
    cpSync(join(fixtures, "sqlite"), dataDir, { recursive: true });
  }
  return { dataDir, databaseUrl };
}

const expected = SUBMISSIONS.map(({ id, form, email, fields, cv, now }) => ({
  id,
  form,
  email: email.toLowerCase(),
  fields,
  cv: cv ?? null,
  createdAt: now,
}));

describe.each(storeKinds())("a database written by an earlier release, on $name", (kind) => {
  it("keeps every submission, CV, key, subscriber and outbox row", async () => {
    const { dataDir, databaseUrl } = await restore(kind);
    const store = await openStore({ databaseUrl, dataDir });
    try {
      expect(await store.listSubmissions()).toEqual(expected.toReversed());
      expect(Buffer.from(await store.readCv("ML-FIXTURE2-cv.pdf"))).toEqual(CV_BYTES);
      expect(await store.findIdempotent("contact", "key-ada-1", NOW)).toBe("ML-FIXTURE1");

      const [pending, confirmed, changing] = await Promise.all(
        SUBSCRIBERS.map(({ email }) => store.findSubscription(email)),
      );
      expect(pending).toMatchObject({ status: "pending", ...SUBSCRIBERS[0].preferences, pending: null });
      expect(confirmed).toMatchObject({ status: "confirmed", ...SUBSCRIBERS[1].preferences, lastDigestAt: NOW - 2500 });
      expect(changing).toMatchObject({ status: "confirmed", ...SUBSCRIBERS[2].preferences });
      expect(changing.pending).toEqual(SUBSCRIBERS[2].changeTo);
      expect(await store.knownVacancies(confirmed.id)).toEqual(new Set(["platform-engineer", "data-engineer"]));

      const rows = await store.listOutbox({ statuses: ["pending", "sending", "sent", "failed"] });
      expect(rows.map(({ id, kind: k, status }) => [id, k, status])).toEqual([
        [1, "inbox", "sent"],
        [2, "confirmation", "failed"],
        [3, "inbox", "sending"],
        [4, "webhook", "pending"],
        [5, "inbox", "pending"],
        [6, "alert-confirmation", "pending"],
        [7, "alert-confirmation", "pending"],
        [8, "alert-confirmation", "pending"],
        [9, "alert-confirmation", "pending"],
        [10, "alert-digest", "pending"],
        [11, "ops-summary", "pending"],
      ]);
      expect(rows[0].result).toEqual({ messageId: "<1@mail.example>", response: "250 OK" });
      expect(rows[1].lastError).toBe("550 mailbox unavailable");
      expect(rows[2].leaseToken).toEqual(expect.any(String));
      expect(rows[3].payload).toEqual(SUBMISSIONS[1].messages[1].payload);
    } finally {
      await store.close();
    }
  });

  it("delivers what was waiting, failed or left leased, and writes as before", async () => {
    const { dataDir, databaseUrl } = await restore(kind);
    const store = await openStore({ databaseUrl, dataDir });
    try {
      expect(await store.retryOutbox([2])).toBe(1);
      const sent = [];
      let settled;
      const allSent = new Promise((resolve) => (settled = resolve));
      const send = async (payload) => {
        sent.push(payload);
        return { ok: true };
      };
      const worker = createOutboxWorker({
        store,
        transports: { mail: { send }, webhook: { send } },
        onOutcome: () => sent.length === 10 && settled(),
      });
      worker.start();
      await allSent;
      await worker.stop();
      const rows = await store.listOutbox({ statuses: ["pending", "sending", "sent", "failed"] });
      expect(rows.map((row) => row.status)).toEqual(Array(11).fill("sent"));
      expect(sent).toHaveLength(10);
      expect(sent).toContainEqual(SUBMISSIONS[0].messages[1].payload);

      // New writes go on from the old rows' ids and keys.
      const replay = await store.insertSubmission({ ...SUBMISSIONS[0], id: "ML-NEWONE01", now: NOW });
      expect(replay).toEqual({ id: "ML-FIXTURE1", replayed: true });
      await store.insertSubmission({ ...SUBMISSIONS[2], id: "ML-NEWONE02", now: Date.now() });
      expect((await store.listOutbox({ submissionId: "ML-NEWONE02" }))[0].id).toBe(12);
      await expect(store.insertSubmission({ ...SUBMISSIONS[2], now: Date.now() })).rejects.toThrow();
    } finally {
      await store.close();
    }
  });

  it("exports every submission with the submissions command", async () => {
    const { dataDir, databaseUrl } = await restore(kind);
    const lines = [];
    const env = { DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) };
    const errors = [];
    const code = await main(["export", "--format", "json"], {
      env,
      out: (line) => void lines.push(line),
      err: (line) => void errors.push(line),
    });
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    const exported = JSON.parse(lines.join("\n"));
    expect(exported.map((row) => row.id)).toEqual(["ML-FIXTURE3", "ML-FIXTURE2", "ML-FIXTURE1"]);
    expect(exported[1]).toMatchObject({ ...SUBMISSIONS[1].fields, cvName: "Grace CV.pdf", cvSize: CV_BYTES.length });
    expect(exported[2].message).toBe("Hello,\nkitchens?");
  });
});
