import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { HOUR } from "../durations.mjs";
import { GIVE_UP_AFTER_MS } from "../outbox/worker.mjs";

/** Confirmations one address may be sent in `windowMs` across every form and the alerts, by default. */
export const CONFIRMATION_CAP = { max: 3, windowMs: HOUR };
// The messages sent to an address a visitor typed, at the visitor's word: what the cap counts.
const CONFIRMATION_KINDS = ["confirmation", "alert-confirmation"];

/** An outbox row as the store hands it out. */
export const toRow = (row) =>
  row && {
    id: row.id,
    submissionId: row.submission_id,
    subscriptionId: row.subscription_id ?? null,
    kind: row.kind,
    payload: JSON.parse(row.payload),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    giveUpAt: row.give_up_at,
    leaseToken: row.lease_token,
    leaseUntil: row.lease_until,
    lastError: row.last_error,
    result: row.result === null ? null : JSON.parse(row.result),
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };

/** The address a message goes to, as the per-recipient cap counts it (null for the team's inboxes). */
const recipientOf = (payload) => (typeof payload.to === "string" ? payload.to.toLowerCase() : null);

/** Rows changed by an update or delete. */
export const changed = (result) => Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0);

/**
 * The outbox as a queue, on either database: rows are claimed with a lease, and a delivery is recorded by the
 * statement that marks it sent, so a row is either pending, held by one worker, or done. When a message gives up
 * is the outbox's (server/outbox/worker.mjs holds the policy), never the caller's.
 */
export function queueMethods({ engine, confirmationCap = CONFIRMATION_CAP }) {
  const { db } = engine;

  /** A message's outbox row. */
  const rowOf = ({ kind, payload }, { owner = {}, now }) => ({
    submission_id: owner.submissionId ?? null,
    subscription_id: owner.subscriptionId ?? null,
    kind,
    payload: JSON.stringify(payload),
    recipient: recipientOf(payload),
    next_attempt_at: now,
    give_up_at: now + GIVE_UP_AFTER_MS,
    created_at: now,
  });

  /**
   * Queues one message inside `trx`, the transaction that stores its `owner` (its rows go when the owner is
   * erased). Over the confirmation cap nothing is queued and false is returned, so the site cannot be used to mail a
   * stranger again and again; the cap is counted under a lock on the recipient, so two posts at once cannot both
   * take the last confirmation.
   */
  async function enqueue(trx, message, { owner = {}, now = Date.now() } = {}) {
    const row = rowOf(message, { owner, now });
    if (CONFIRMATION_KINDS.includes(message.kind)) {
      await engine.lock(trx, `cap:${row.recipient}`);
      const { count } = await trx
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("recipient", "=", row.recipient)
        .where("created_at", ">", now - confirmationCap.windowMs)
        .where("kind", "in", CONFIRMATION_KINDS)
        .executeTakeFirstOrThrow();
      if (Number(count) >= confirmationCap.max) return false;
    }
    await trx.insertInto("outbox").values(row).execute();
    return true;
  }

  /** Queues many messages no cap counts (`[{ message, owner }]`) inside `trx`, in one statement. */
  async function enqueueAll(trx, entries, { now = Date.now() } = {}) {
    if (entries.some(({ message }) => CONFIRMATION_KINDS.includes(message.kind))) {
      throw new Error("Confirmations are queued one at a time, under their cap");
    }
    if (entries.length) {
      await trx
        .insertInto("outbox")
        .values(entries.map(({ message, owner }) => rowOf(message, { owner, now })))
        .execute();
    }
  }

  /**
   * Takes the next due row for `leaseMs`; null when nothing is due. One statement, so two workers (or two
   * processes) never hold the same row: SQLite runs it under its write lock, PostgreSQL skips rows another
   * server is claiming. A row whose lease ran out belonged to a worker that died mid-send; it is taken again.
   */
  async function claimNext({ now = Date.now(), leaseMs }) {
    const row = await db
      .updateTable("outbox")
      .set({
        status: "sending",
        lease_token: randomUUID(),
        lease_until: now + leaseMs,
        attempts: sql`attempts + 1`,
      })
      .where("id", "=", (eb) =>
        eb
          .selectFrom("outbox")
          .select("id")
          .where((w) =>
            w.or([
              w.and([w("status", "=", "pending"), w("next_attempt_at", "<=", now)]),
              w.and([w("status", "=", "sending"), w("lease_until", "<=", now)]),
            ]),
          )
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(1)
          .$call((q) => engine.lockRows(q, { skipLocked: true })),
      )
      .returningAll()
      .executeTakeFirst();
    return toRow(row) ?? null;
  }

  /** Updates the row only while the lease is still ours; true when it was. */
  const whileLeased = async (row, values) =>
    changed(
      await db
        .updateTable("outbox")
        .set({ ...values, lease_token: null, lease_until: null })
        .where("id", "=", row.id)
        .where("lease_token", "=", row.leaseToken)
        .executeTakeFirst(),
    ) === 1;

  /** Records the receiving side's answer and marks the row sent. */
  const markSent = (row, result, now = Date.now()) =>
    whileLeased(row, { status: "sent", result: JSON.stringify(result), sent_at: now, last_error: null });

  /** Records a failed attempt: back to pending at `nextAttemptAt`, or failed for good when that is null. */
  const markFailed = (row, error, nextAttemptAt, now = Date.now()) =>
    whileLeased(row, {
      status: nextAttemptAt === null ? "failed" : "pending",
      last_error: String(error).slice(0, 2000),
      next_attempt_at: nextAttemptAt ?? now,
    });

  /** When the next row falls due (a pending row's time or a lease's end); null when none is waiting. */
  async function nextDueAt() {
    const { due } = await db
      .selectFrom("outbox")
      .select(sql`MIN(CASE status WHEN 'pending' THEN next_attempt_at ELSE lease_until END)`.as("due"))
      .where("status", "in", ["pending", "sending"])
      .executeTakeFirstOrThrow();
    return due ?? null;
  }

  const getOutbox = async (id) =>
    toRow(await db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;

  /** Rows in these statuses, oldest first: all, one submission's, or those created at or after `since`. */
  async function listOutbox({ statuses = ["pending", "sending", "failed"], submissionId, since } = {}) {
    const rows = await db
      .selectFrom("outbox")
      .selectAll()
      .where("status", "in", statuses)
      .$if(Boolean(submissionId), (q) => q.where("submission_id", "=", submissionId))
      .$if(since !== undefined, (q) => q.where("created_at", ">=", since))
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map(toRow);
  }

  /**
   * Puts failed or waiting rows back in line now, with a fresh window of retries, and a row left `sending`
   * by a sender that stopped (its lease ran out). A row whose lease still runs is its sender's: left alone.
   */
  async function retryOutbox(ids, { now = Date.now() } = {}) {
    if (!ids.length) return 0;
    return changed(
      await db
        .updateTable("outbox")
        .set({ status: "pending", next_attempt_at: now, give_up_at: now + GIVE_UP_AFTER_MS })
        .set({ lease_token: null, lease_until: null })
        .where("id", "in", ids)
        .where((w) =>
          w.or([
            w("status", "in", ["pending", "failed"]),
            w.and([w("status", "=", "sending"), w("lease_until", "<=", now)]),
          ]),
        )
        .executeTakeFirst(),
    );
  }

  return { enqueue, enqueueAll, claimNext, markSent, markFailed, nextDueAt, getOutbox, listOutbox, retryOutbox };
}
