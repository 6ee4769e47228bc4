import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { HOUR } from "../durations.mjs";
import { GIVE_UP_AFTER_MS } from "../outbox/worker.mjs";

/** Confirmations one address may be sent in `windowMs` across every form and the alerts, by default. */
export const CONFIRMATION_CAP = { max: 3, windowMs: HOUR };
// The messages sent to an address a visitor typed, at the visitor's word: what the cap counts.
const CONFIRMATION_KINDS = ["confirmation", "alert-confirmation"];

// JSON.parse(null) is null: a row not yet sent has no result.
const toRow = (row) => row && { ...row, payload: JSON.parse(row.payload), result: JSON.parse(row.result) };

export const changed = (result) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? result.numInsertedOrUpdatedRows ?? 0);

/** The outbox as a queue: rows are claimed with a lease, so a row is pending, held by one worker, or done. */
export function queueMethods({ engine, confirmationCap = CONFIRMATION_CAP }) {
  const { db } = engine;

  /** Over the confirmation cap nothing is queued and false is returned: the site mails no stranger again and again. */
  async function enqueue(trx, { kind, payload }, { owner = {}, now = Date.now() } = {}) {
    // Whom the per-recipient cap counts (null for the team's inboxes).
    const recipient = typeof payload.to === "string" ? payload.to.toLowerCase() : null;
    if (CONFIRMATION_KINDS.includes(kind)) {
      await engine.lock(trx, `cap:${recipient}`);
      const { count } = await trx
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("recipient", "=", recipient)
        .where("created_at", ">", now - confirmationCap.windowMs)
        .where("kind", "in", CONFIRMATION_KINDS)
        .executeTakeFirstOrThrow();
      if (Number(count) >= confirmationCap.max) return false;
    }
    await trx
      .insertInto("outbox")
      .values({
        ...owner, // submissionId or subscriptionId
        kind,
        payload: JSON.stringify(payload),
        recipient,
        next_attempt_at: now,
        give_up_at: now + GIVE_UP_AFTER_MS,
        created_at: now,
      })
      .execute();
    return true;
  }

  /** One statement, so no two workers hold a row; a row whose lease ran out (its sender died) is taken again. */
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

  /** Oldest first; `statuses: null` takes every status. */
  async function listOutbox({ statuses = ["pending", "sending", "failed"], id, submissionId, since } = {}) {
    const rows = await db
      .selectFrom("outbox")
      .selectAll()
      .$if(Boolean(statuses), (q) => q.where("status", "in", statuses))
      .$if(id !== undefined, (q) => q.where("id", "=", id))
      .$if(Boolean(submissionId), (q) => q.where("submission_id", "=", submissionId))
      .$if(since !== undefined, (q) => q.where("created_at", ">=", since))
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map(toRow);
  }

  /** Puts failed, waiting or abandoned rows back in line now, with a fresh window of retries. */
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

  const getOutbox = async (id) => (await listOutbox({ id, statuses: null }))[0] ?? null;

  return { enqueue, claimNext, markSent, markFailed, nextDueAt, getOutbox, listOutbox, retryOutbox };
}
