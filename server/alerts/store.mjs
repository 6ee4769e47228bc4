import { randomBytes } from "node:crypto";
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { DAY, MINUTE } from "../durations.mjs";

/** How long a confirmation link works, and how long an unconfirmed sign-up is kept. */
export const CONFIRM_TTL_MS = 7 * DAY;
/** The same choices sent again this soon after a confirmation mail get no second mail: the first still works. */
export const CONFIRM_QUIET_MS = 10 * MINUTE;
// Subscribers whose digests are queued per transaction: a crash loses no batch half-done, and the write
// lock is never held long enough to keep a form submission waiting.
const DIGEST_BATCH = 250;

const newId = () => randomBytes(12).toString("hex");
const newNonce = () => randomBytes(16).toString("base64url");

const samePreferences = (a, b) =>
  JSON.stringify([a.departments, a.levels, a.location]) === JSON.stringify([b.departments, b.levels, b.location]);

/** A subscription as the store hands it out. */
export const toSubscription = (row) =>
  row && {
    id: row.id,
    email: row.email,
    departments: JSON.parse(row.departments),
    levels: JSON.parse(row.levels),
    location: row.location,
    status: row.status,
    pending: row.pending === null ? null : JSON.parse(row.pending),
    confirmNonce: row.confirm_nonce,
    confirmSentAt: row.confirm_sent_at,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    lastDigestAt: row.last_digest_at,
  };

/** The vacancy alerts' half of the store; mail files are named after the subscription, so they go with the row. */
export function alertsMethods({ db, transaction, paths, enqueue: enqueueMessage }) {
  const byId = db.prepare("SELECT * FROM subscriptions WHERE id = ?");
  const byEmail = db.prepare("SELECT * FROM subscriptions WHERE email = ?");
  const enqueue = (id, kind, payload, now) => enqueueMessage({ kind, payload }, { owner: { subscriptionId: id }, now });

  const getSubscription = (id) => toSubscription(byId.get(id)) ?? null;
  const findSubscription = (email) => toSubscription(byEmail.get(email.trim().toLowerCase())) ?? null;

  /**
   * Queues a confirmation with a new single-use nonce, so any earlier link stops working; over the per-recipient
   * cap nothing changes and false is returned.
   */
  function queueConfirmation(subscription, { now, compose }) {
    const nonce = newNonce();
    if (!enqueue(subscription.id, "alert-confirmation", compose({ ...subscription, nonce }, now), now)) return false;
    db.prepare("UPDATE subscriptions SET confirm_nonce = ?, confirm_sent_at = ? WHERE id = ?").run(
      nonce,
      now,
      subscription.id,
    );
    return true;
  }

  /**
   * A known address keeps what it has and gets the new choices as pending, applied when confirmed. Returns
   * `{ id, queued }`; the caller answers the same whatever it says.
   */
  function signUp({ email, preferences, now = Date.now(), compose }) {
    const address = email.trim().toLowerCase();
    return transaction(() => {
      let row = toSubscription(byEmail.get(address));
      if (!row) {
        const id = newId();
        db.prepare(
          `INSERT INTO subscriptions (id, email, departments, levels, location, status, created_at)
           VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
        ).run(
          id,
          address,
          JSON.stringify(preferences.departments),
          JSON.stringify(preferences.levels),
          preferences.location,
          now,
        );
        row = getSubscription(id);
      } else {
        const waiting = row.status === "pending" ? row : row.pending;
        const quiet =
          row.confirmNonce &&
          waiting &&
          samePreferences(waiting, preferences) &&
          row.confirmSentAt > now - CONFIRM_QUIET_MS;
        if (quiet) return { id: row.id, queued: false };
        if (row.status === "pending") {
          db.prepare("UPDATE subscriptions SET departments = ?, levels = ?, location = ? WHERE id = ?").run(
            JSON.stringify(preferences.departments),
            JSON.stringify(preferences.levels),
            preferences.location,
            row.id,
          );
        } else {
          db.prepare("UPDATE subscriptions SET pending = ? WHERE id = ?").run(JSON.stringify(preferences), row.id);
        }
        row = getSubscription(row.id);
      }
      return { id: row.id, queued: queueConfirmation(row, { now, compose }) };
    });
  }

  /**
   * The first confirmation records the vacancies open now as known, so digests bring only roles that open later.
   * Returns "confirmed", or "invalid" for a used, replaced or unknown link.
   */
  function confirm({ id, nonce, openSlugs = [], now = Date.now() }) {
    return transaction(() => {
      const row = getSubscription(id);
      if (!row || !row.confirmNonce || row.confirmNonce !== nonce) return "invalid";
      const chosen = row.pending ?? row;
      db.prepare(
        `UPDATE subscriptions SET status = 'confirmed', departments = ?, levels = ?, location = ?, pending = NULL,
           confirm_nonce = NULL, confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?`,
      ).run(JSON.stringify(chosen.departments), JSON.stringify(chosen.levels), chosen.location, now, id);
      if (row.confirmedAt === null) {
        const known = db.prepare("INSERT OR IGNORE INTO alerted (subscription_id, vacancy, at) VALUES (?, ?, ?)");
        for (const slug of openSlugs) known.run(id, slug, now);
      }
      return "confirmed";
    });
  }

  /**
   * A new confirmation for a subscription whose link ran out or was used. Returns "queued", "quiet" (one
   * went out minutes ago), "nothing" (confirmed, with no new choices waiting) or "gone" (no such row).
   */
  function resendConfirmation({ id, now = Date.now(), compose }) {
    return transaction(() => {
      const row = getSubscription(id);
      if (!row) return "gone";
      if (row.status === "confirmed" && !row.pending) return "nothing";
      if (row.confirmNonce && row.confirmSentAt > now - CONFIRM_QUIET_MS) return "quiet";
      return queueConfirmation(row, { now, compose }) ? "queued" : "quiet";
    });
  }

  /** New choices from the manage link, applied at once (a confirmed subscription only). */
  function updatePreferences(id, preferences) {
    const { changes } = db
      .prepare(
        `UPDATE subscriptions SET departments = ?, levels = ?, location = ?, pending = NULL, confirm_nonce = NULL
         WHERE id = ? AND status = 'confirmed'`,
      )
      .run(JSON.stringify(preferences.departments), JSON.stringify(preferences.levels), preferences.location, id);
    return changes === 1;
  }

  /** Deletes subscriptions (their queued mail and known vacancies go with them), then their mail files. */
  async function deleteSubscriptions(ids) {
    if (ids.length === 0) return { subscriptions: 0, files: 0 };
    transaction(() => {
      const remove = db.prepare("DELETE FROM subscriptions WHERE id = ?");
      for (const id of ids) remove.run(id);
    });
    let files = 0;
    const prefixes = ids.map((id) => `alert-${id}-`);
    for (const name of await readdir(paths.mail)) {
      if (!prefixes.some((prefix) => name.startsWith(prefix))) continue;
      try {
        await rm(join(paths.mail, name));
        files += 1;
      } catch (error) {
        if (error.code !== "ENOENT") throw error;
      }
    }
    return { subscriptions: ids.length, files };
  }

  /** Unsubscribes: the row is deleted, not kept as "unsubscribed". False when there was none. */
  async function unsubscribe(id) {
    return (await deleteSubscriptions(getSubscription(id) ? [id] : [])).subscriptions === 1;
  }

  /** Erasure on request: the subscription of this address, its mail and files. */
  async function eraseSubscription(email) {
    const row = findSubscription(email);
    return deleteSubscriptions(row ? [row.id] : []);
  }

  /** Sign-ups never confirmed whose last confirmation link has run out. */
  async function sweepSubscriptions(now = Date.now()) {
    const ids = db
      .prepare("SELECT id FROM subscriptions WHERE status = 'pending' AND COALESCE(confirm_sent_at, created_at) < ?")
      .all(now - CONFIRM_TTL_MS)
      .map((row) => row.id);
    return deleteSubscriptions(ids);
  }

  /** Confirmed subscriptions that may get a digest now (none in the last `gapMs`), with what each knows. */
  function dueSubscriptions({ now = Date.now(), gapMs = DAY } = {}) {
    const rows = db
      .prepare(
        "SELECT * FROM subscriptions WHERE status = 'confirmed' AND (last_digest_at IS NULL OR last_digest_at <= ?) ORDER BY id",
      )
      .all(now - gapMs)
      .map(toSubscription);
    const known = new Map(rows.map((row) => [row.id, new Set()]));
    const all = db.prepare(
      "SELECT a.subscription_id AS id, a.vacancy FROM alerted a JOIN subscriptions s ON s.id = a.subscription_id WHERE s.status = 'confirmed'",
    );
    for (const { id, vacancy } of all.iterate()) known.get(id)?.add(vacancy);
    return rows.map((row) => ({ ...row, known: known.get(row.id) }));
  }

  /** The vacancy slugs a subscription already knows about (sent, or open when it was confirmed). */
  const knownVacancies = (id) =>
    new Set(
      db
        .prepare("SELECT vacancy FROM alerted WHERE subscription_id = ?")
        .all(id)
        .map((row) => row.vacancy),
    );

  /**
   * One whose subscriber had a digest in the last `gapMs` meanwhile (a second process ran the job) or has gone is
   * skipped. Returns how many were queued.
   */
  function queueDigests(digests, { now = Date.now(), gapMs = DAY } = {}) {
    const stamp = db.prepare(
      `UPDATE subscriptions SET last_digest_at = ? WHERE id = ? AND status = 'confirmed'
         AND (last_digest_at IS NULL OR last_digest_at <= ?)`,
    );
    const known = db.prepare("INSERT OR IGNORE INTO alerted (subscription_id, vacancy, at) VALUES (?, ?, ?)");
    let queued = 0;
    for (let start = 0; start < digests.length; start += DIGEST_BATCH) {
      queued += transaction(() => {
        let count = 0;
        for (const { id, slugs, payload } of digests.slice(start, start + DIGEST_BATCH)) {
          if (stamp.run(now, id, now - gapMs).changes !== 1) continue;
          for (const slug of slugs) known.run(id, slug, now);
          enqueue(id, "alert-digest", payload, now);
          count += 1;
        }
        return count;
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
