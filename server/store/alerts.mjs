import { randomBytes } from "node:crypto";
import { DAY, MINUTE } from "../durations.mjs";
import { camel, changed } from "./queue.mjs";
import { removeMail } from "./files.mjs";

/** How long a confirmation link works, and how long an unconfirmed sign-up is kept. */
const CONFIRM_TTL_MS = 7 * DAY;
/** The same choices sent again this soon after a confirmation mail get no second mail: the first still works. */
const CONFIRM_QUIET_MS = 10 * MINUTE;
// Subscribers whose digests are queued per transaction: a crash loses no batch half-done, and the write
// lock is never held long enough to keep a form submission waiting.
const DIGEST_BATCH = 250;

const newId = () => randomBytes(12).toString("hex");
const newNonce = () => randomBytes(16).toString("base64url");

const samePreferences = (a, b) =>
  JSON.stringify([a.departments, a.levels, a.location]) === JSON.stringify([b.departments, b.levels, b.location]);

/** The columns a subscriber's choices are stored in. */
const choices = (preferences) => ({
  departments: JSON.stringify(preferences.departments),
  levels: JSON.stringify(preferences.levels),
  location: preferences.location,
});

const toSubscription = (row) =>
  row && {
    ...camel(row),
    departments: JSON.parse(row.departments),
    levels: JSON.parse(row.levels),
    pending: JSON.parse(row.pending),
  };

/** The vacancy alerts' half of the store; mail files are named after the subscription, so they go with the row. */
export function alertsMethods({ engine, paths, transaction, enqueue, enqueueAll }) {
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
  const getSubscription = (id, trx) => subscriptionBy("id", id, trx);
  const findSubscription = (email) => subscriptionBy("email", email.trim().toLowerCase());

  /** Vacancies subscribers are to hear no more of (sent, or open when they confirmed): `[{ id, slugs }]`. */
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

  /**
   * A known address keeps what it has and gets the new choices as pending, applied when confirmed. Returns
   * `{ id, queued }`; the caller answers the same whatever it says.
   */
  function signUp({ email, preferences, now = Date.now(), compose }) {
    const address = email.trim().toLowerCase();
    return transaction(async (trx) => {
      // Two sign-ups of one address at once: the second waits for the first and then sees its row.
      await engine.lock(trx, `subscription:${address}`);
      let row = await subscriptionBy("email", address, trx);
      if (!row) {
        const id = newId();
        await trx
          .insertInto("subscriptions")
          .values({ id, email: address, ...choices(preferences), status: "pending", created_at: now })
          .execute();
        row = await getSubscription(id, trx);
      } else {
        const waiting = row.status === "pending" ? row : row.pending;
        const quiet =
          row.confirmNonce &&
          waiting &&
          samePreferences(waiting, preferences) &&
          row.confirmSentAt > now - CONFIRM_QUIET_MS;
        if (quiet) return { id: row.id, queued: false };
        await trx
          .updateTable("subscriptions")
          .set(row.status === "pending" ? choices(preferences) : { pending: JSON.stringify(preferences) })
          .where("id", "=", row.id)
          .execute();
        row = await getSubscription(row.id, trx);
      }
      return { id: row.id, queued: await queueConfirmation(trx, row, { now, compose }) };
    });
  }

  /**
   * The first confirmation records the vacancies open now as known, so digests bring only roles that open later.
   * Returns "confirmed", or "invalid" for a used, replaced or unknown link.
   */
  function confirm({ id, nonce, openSlugs = [], now = Date.now() }) {
    return transaction(async (trx) => {
      const row = await getSubscription(id, trx);
      if (!row || !row.confirmNonce || row.confirmNonce !== nonce) return "invalid";
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
    });
  }

  /**
   * A new confirmation for a subscription whose link ran out or was used. Returns "queued", "quiet" (one
   * went out minutes ago), "nothing" (confirmed, with no new choices waiting) or "gone" (no such row).
   */
  function resendConfirmation({ id, now = Date.now(), compose }) {
    return transaction(async (trx) => {
      const row = await getSubscription(id, trx);
      if (!row) return "gone";
      if (row.status === "confirmed" && !row.pending) return "nothing";
      if (row.confirmNonce && row.confirmSentAt > now - CONFIRM_QUIET_MS) return "quiet";
      return (await queueConfirmation(trx, row, { now, compose })) ? "queued" : "quiet";
    });
  }

  /** New choices from the manage link, applied at once (a confirmed subscription only). */
  const updatePreferences = async (id, preferences) =>
    changed(
      await db
        .updateTable("subscriptions")
        .set({ ...choices(preferences), pending: null, confirm_nonce: null })
        .where("id", "=", id)
        .where("status", "=", "confirmed")
        .executeTakeFirst(),
    ) === 1;

  /** Deletes subscriptions (their queued mail and known vacancies go with them), then their mail files. */
  async function deleteSubscriptions(ids) {
    if (ids.length === 0) return { subscriptions: 0, files: 0 };
    const subscriptions = changed(await db.deleteFrom("subscriptions").where("id", "in", ids).executeTakeFirst());
    const prefixes = ids.map((id) => `alert-${id}-`);
    return { subscriptions, files: await removeMail(paths.mail, (name) => prefixes.some((p) => name.startsWith(p))) };
  }

  /** Unsubscribes: the row is deleted, not kept as "unsubscribed". False when there was none. */
  const unsubscribe = async (id) => (await deleteSubscriptions([id])).subscriptions === 1;

  /** Erasure on request: the subscription of this address, its mail and files. */
  async function eraseSubscription(email) {
    const row = await findSubscription(email);
    return deleteSubscriptions(row ? [row.id] : []);
  }

  /** Sign-ups never confirmed whose last confirmation link has run out. */
  async function sweepSubscriptions(now = Date.now()) {
    const rows = await db
      .selectFrom("subscriptions")
      .select("id")
      .where("status", "=", "pending")
      .where((eb) => eb(eb.fn.coalesce("confirm_sent_at", "created_at"), "<", now - CONFIRM_TTL_MS))
      .execute();
    return deleteSubscriptions(rows.map((row) => row.id));
  }

  /** Confirmed subscriptions that may get a digest now (none in the last `gapMs`), with what each knows. */
  async function dueSubscriptions({ now = Date.now(), gapMs = DAY } = {}) {
    const rows = (
      await db
        .selectFrom("subscriptions")
        .selectAll()
        .where("status", "=", "confirmed")
        .where((w) => w.or([w("last_digest_at", "is", null), w("last_digest_at", "<=", now - gapMs)]))
        .orderBy("id")
        .execute()
    ).map(toSubscription);
    const known = new Map(rows.map((row) => [row.id, new Set()]));
    const all = await db
      .selectFrom("alerted as a")
      .innerJoin("subscriptions as s", "s.id", "a.subscription_id")
      .select(["a.subscription_id as id", "a.vacancy"])
      .where("s.status", "=", "confirmed")
      .execute();
    for (const { id, vacancy } of all) known.get(id)?.add(vacancy);
    return rows.map((row) => ({ ...row, known: known.get(row.id) }));
  }

  /** The vacancy slugs a subscription already knows about (sent, or open when it was confirmed). */
  const knownVacancies = async (id) =>
    new Set(
      (await db.selectFrom("alerted").select("vacancy").where("subscription_id", "=", id).execute()).map(
        (row) => row.vacancy,
      ),
    );

  /**
   * One whose subscriber had a digest in the last `gapMs` meanwhile (a second process ran the job) or has gone is
   * skipped. Returns how many were queued.
   */
  async function queueDigests(digests, { now = Date.now(), gapMs = DAY } = {}) {
    let queued = 0;
    for (let start = 0; start < digests.length; start += DIGEST_BATCH) {
      const batch = digests.slice(start, start + DIGEST_BATCH);
      queued += await transaction(async (trx) => {
        // The conditional stamp: a second server running the job at once finds them taken and skips them.
        const stamped = await trx
          .updateTable("subscriptions")
          .set({ last_digest_at: now })
          .where(
            "id",
            "in",
            batch.map(({ id }) => id),
          )
          .where("status", "=", "confirmed")
          .where((w) => w.or([w("last_digest_at", "is", null), w("last_digest_at", "<=", now - gapMs)]))
          .returning("id")
          .execute();
        const due = new Set(stamped.map(({ id }) => id));
        // One digest per subscriber, should the list name one twice.
        const sent = batch.filter(({ id }) => due.delete(id));
        await know(trx, sent, now);
        await enqueueAll(
          trx,
          sent.map(({ id, payload }) => ({
            message: { kind: "alert-digest", payload },
            owner: { subscriptionId: id },
          })),
          { now },
        );
        return sent.length;
      });
    }
    return queued;
  }

  return {
    getSubscription,
    findSubscription,
    signUp,
    confirm,
    resendConfirmation,
    updatePreferences,
    unsubscribe,
    eraseSubscription,
    sweepSubscriptions,
    dueSubscriptions,
    knownVacancies,
    queueDigests,
  };
}
