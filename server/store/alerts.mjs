import { randomBytes } from "node:crypto";
import { DAY, MINUTE } from "../durations.mjs";
import { changed } from "./queue.mjs";
import { removeFiles } from "./files.mjs";

/** How long a confirmation link works, and how long an unconfirmed sign-up is kept. */
const CONFIRM_TTL_MS = 7 * DAY;
/** A confirmation went out minutes ago: its link still works, so the same choices get no second mail. */
const justSent = (row, now) => row.confirmNonce && row.confirmSentAt > now - 10 * MINUTE;
// Digests queued per transaction: a crash loses no half-done batch, and no form waits long for the write lock.
const DIGEST_BATCH = 250;

const newId = () => randomBytes(12).toString("hex");
const newNonce = () => randomBytes(16).toString("base64url");

const choices = (preferences) => ({
  departments: JSON.stringify(preferences.departments),
  levels: JSON.stringify(preferences.levels),
  location: preferences.location,
});

const samePreferences = (a, b) => JSON.stringify(choices(a)) === JSON.stringify(choices(b));

/** Confirmed subscribers that had no digest in the last `gapMs`. */
const digestDue = (w, now, gapMs) =>
  w.and([
    w("status", "=", "confirmed"),
    w.or([w("last_digest_at", "is", null), w("last_digest_at", "<=", now - gapMs)]),
  ]);

const toSubscription = (row) =>
  row && {
    ...row,
    departments: JSON.parse(row.departments),
    levels: JSON.parse(row.levels),
    pending: JSON.parse(row.pending),
  };

/** The vacancy alerts' half of the store; mail files are named after the subscription, so they go with the row. */
export function alertsMethods({ engine, paths, transaction, enqueue }) {
  const { db } = engine;

  /** The subscription whose `column` is `value`, or null (locked until the transaction ends, within one). */
  const subscriptionBy = async (column, value, trx = db) =>
    toSubscription(
      await trx
        .selectFrom("subscriptions")
        .selectAll()
        .where(column, "=", value)
        .$if(trx !== db, (q) => engine.lockRows(q))
        .executeTakeFirst(),
    ) ?? null;

  /** The vacancies the subscriptions `where` takes already know (sent, or open when they confirmed): sets by id. */
  async function knownBy(...where) {
    const known = new Map();
    const rows = await db
      .selectFrom("alerted as a")
      .innerJoin("subscriptions as s", "s.id", "a.subscription_id")
      .select(["s.id", "a.vacancy"])
      .where(...where)
      .execute();
    for (const { id, vacancy } of rows) known.set(id, (known.get(id) ?? new Set()).add(vacancy));
    return known;
  }

  /** Vacancies subscribers are to hear no more of: `[{ id, slugs }]`. */
  async function know(trx, known, now) {
    const rows = known.flatMap(({ id, slugs }) => slugs.map((vacancy) => ({ subscription_id: id, vacancy, at: now })));
    if (!rows.length) return;
    await trx
      .insertInto("alerted")
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** Queues a confirmation with a new single-use nonce (earlier links stop working); false over the cap. */
  async function queueConfirmation(trx, subscription, { now, compose }) {
    const nonce = newNonce();
    const message = { kind: "alert-confirmation", payload: compose({ ...subscription, nonce }, now) };
    if (!(await enqueue(trx, message, { owner: { subscriptionId: subscription.id }, now }))) return false;
    await trx
      .updateTable("subscriptions")
      .set({ confirm_nonce: nonce, confirm_sent_at: now })
      .where("id", "=", subscription.id)
      .execute();
    return true;
  }

  /** Deletes the subscriptions `where` takes (their queued mail and known vacancies go with them), then their mail. */
  async function deleteSubscriptions(...where) {
    const deleted = await db
      .deleteFrom("subscriptions")
      .where(...where)
      .returning("id")
      .execute();
    const prefixes = deleted.map(({ id }) => `alert-${id}-`);
    const files = prefixes.length
      ? await removeFiles(paths.mail, (name) => prefixes.some((p) => name.startsWith(p)))
      : 0;
    return { subscriptions: deleted.length, files };
  }

  return {
    getSubscription: (id) => subscriptionBy("id", id),
    findSubscription: (email) => subscriptionBy("email", email.trim().toLowerCase()),

    /** A known address keeps what it has until it confirms the new choices; the caller answers the same either way. */
    signUp: ({ email, preferences, now = Date.now(), compose }) =>
      transaction(async (trx) => {
        const address = email.trim().toLowerCase();
        // Two sign-ups of one address at once: the second waits for the first and then sees its row.
        await engine.lock(trx, `subscription:${address}`);
        const existing = await subscriptionBy("email", address, trx);
        const waiting = existing?.status === "pending" ? existing : existing?.pending;
        if (waiting && justSent(existing, now) && samePreferences(waiting, preferences))
          return { id: existing.id, queued: false };
        const write = existing
          ? trx
              .updateTable("subscriptions")
              .set(existing.status === "pending" ? choices(preferences) : { pending: JSON.stringify(preferences) })
              .where("id", "=", existing.id)
          : trx
              .insertInto("subscriptions")
              .values({ id: newId(), email: address, ...choices(preferences), status: "pending", created_at: now });
        const row = toSubscription(await write.returningAll().executeTakeFirstOrThrow());
        return { id: row.id, queued: await queueConfirmation(trx, row, { now, compose }) };
      }),

    /** The first confirmation makes the vacancies open now known, so digests bring only roles that open later. */
    confirm: ({ id, nonce, openSlugs = [], now = Date.now() }) =>
      transaction(async (trx) => {
        const row = await subscriptionBy("id", id, trx);
        if (!row?.confirmNonce || row.confirmNonce !== nonce) return "invalid";
        await trx
          .updateTable("subscriptions")
          .set({
            status: "confirmed",
            ...choices(row.pending ?? row),
            pending: null,
            confirm_nonce: null,
            confirmed_at: row.confirmedAt ?? now,
          })
          .where("id", "=", id)
          .execute();
        if (row.confirmedAt === null) await know(trx, [{ id, slugs: openSlugs }], now);
        return "confirmed";
      }),

    /** "queued", "quiet" (one went out minutes ago), "nothing" (confirmed, no new choices waiting) or "gone". */
    resendConfirmation: ({ id, now = Date.now(), compose }) =>
      transaction(async (trx) => {
        const row = await subscriptionBy("id", id, trx);
        if (!row) return "gone";
        if (row.status === "confirmed" && !row.pending) return "nothing";
        if (justSent(row, now)) return "quiet";
        return (await queueConfirmation(trx, row, { now, compose })) ? "queued" : "quiet";
      }),

    /** New choices from the manage link, applied at once (a confirmed subscription only). */
    updatePreferences: async (id, preferences) =>
      changed(
        await db
          .updateTable("subscriptions")
          .set({ ...choices(preferences), pending: null, confirm_nonce: null })
          .where("id", "=", id)
          .where("status", "=", "confirmed")
          .executeTakeFirst(),
      ) === 1,

    /** The row is deleted, not kept as "unsubscribed"; false when there was none. */
    unsubscribe: async (id) => (await deleteSubscriptions("id", "=", id)).subscriptions === 1,

    eraseSubscription: (email) => deleteSubscriptions("email", "=", email.trim().toLowerCase()),

    /** Sign-ups never confirmed whose last confirmation link has run out. */
    sweepSubscriptions: (now = Date.now()) =>
      deleteSubscriptions((eb) =>
        eb.and([
          eb("status", "=", "pending"),
          eb(eb.fn.coalesce("confirm_sent_at", "created_at"), "<", now - CONFIRM_TTL_MS),
        ]),
      ),

    async dueSubscriptions({ now = Date.now(), gapMs = DAY } = {}) {
      const rows = await db
        .selectFrom("subscriptions")
        .selectAll()
        .where((w) => digestDue(w, now, gapMs))
        .orderBy("id")
        .execute();
      const known = await knownBy("s.status", "=", "confirmed");
      return rows.map((row) => ({ ...toSubscription(row), known: known.get(row.id) ?? new Set() }));
    },

    knownVacancies: async (id) => (await knownBy("s.id", "=", id)).get(id) ?? new Set(),

    /** Skips a subscriber that had a digest meanwhile (another process ran the job) or has gone; how many queued. */
    async queueDigests(digests, { now = Date.now(), gapMs = DAY } = {}) {
      let queued = 0;
      for (let start = 0; start < digests.length; start += DIGEST_BATCH) {
        const batch = digests.slice(start, start + DIGEST_BATCH);
        const ids = batch.map(({ id }) => id);
        queued += await transaction(async (trx) => {
          // The conditional stamp: a second server running the job at once finds them taken and skips them.
          const stamped = await trx
            .updateTable("subscriptions")
            .set({ last_digest_at: now })
            .where("id", "in", ids)
            .where((w) => digestDue(w, now, gapMs))
            .returning("id")
            .execute();
          const due = new Set(stamped.map(({ id }) => id));
          // One digest per subscriber, should the list name one twice.
          const sent = batch.filter(({ id }) => due.delete(id));
          await know(trx, sent, now);
          for (const { id, payload } of sent)
            await enqueue(trx, { kind: "alert-digest", payload }, { owner: { subscriptionId: id }, now });
          return sent.length;
        });
      }
      return queued;
    },
  };
}
