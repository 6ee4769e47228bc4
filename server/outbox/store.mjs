import { randomUUID } from "node:crypto";
import { HOUR } from "../durations.mjs";
import { GIVE_UP_AFTER_MS } from "./worker.mjs";

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

/** A queued message's row, in the column order both stores insert it. */
export const outboxColumns =
  "submission_id, subscription_id, kind, payload, recipient, next_attempt_at, give_up_at, created_at";
export const outboxValues = ({ kind, payload }, { owner, recipient, now }) => [
  owner.submissionId ?? null,
  owner.subscriptionId ?? null,
  kind,
  JSON.stringify(payload),
  recipient,
  now,
  now + GIVE_UP_AFTER_MS,
  now,
];

/** The address a message goes to, as the per-recipient cap counts it (null for the team's inboxes). */
export const recipientOf = (payload) => (typeof payload.to === "string" ? payload.to.toLowerCase() : null);

/**
 * The outbox half of the store: rows are claimed with a lease, and a delivery is recorded by the statement that
 * marks it sent, so a row is either pending, held by one worker, or done. When a message gives up is the
 * outbox's, never the caller's.
 */
export function outboxMethods(db, transaction, { confirmationCap = CONFIRMATION_CAP } = {}) {
  const confirmationsSince = db.prepare(
    `SELECT COUNT(*) AS count FROM outbox WHERE recipient = ? AND created_at > ? AND kind IN (${CONFIRMATION_KINDS.map(() => "?").join(", ")})`,
  );
  const insert = db.prepare(`INSERT INTO outbox (${outboxColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);

  /**
   * Queues one message, its rows going when its `owner` is erased. Over the confirmation cap nothing is queued and
   * false is returned, so the site cannot be used to mail a stranger again and again. Call it inside the
   * transaction that stores the owner, so two posts at once cannot both take the last confirmation.
   */
  function enqueue(message, { owner = {}, now = Date.now() } = {}) {
    const { kind, payload } = message;
    const recipient = recipientOf(payload);
    if (CONFIRMATION_KINDS.includes(kind)) {
      const sent = confirmationsSince.get(recipient, now - confirmationCap.windowMs, ...CONFIRMATION_KINDS).count;
      if (sent >= confirmationCap.max) return false;
    }
    insert.run(...outboxValues(message, { owner, recipient, now }));
    return true;
  }

  // One statement, so two workers (or two processes) can never hold the same row: SQLite runs it under
  // its write lock. A row whose lease ran out belonged to a worker that died mid-send; it is taken again.
  const claim = db.prepare(`
    UPDATE outbox SET status = 'sending', lease_token = $token, lease_until = $until, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM outbox
      WHERE (status = 'pending' AND next_attempt_at <= $now) OR (status = 'sending' AND lease_until <= $now)
      ORDER BY next_attempt_at, id LIMIT 1
    )
    RETURNING *`);

  /** Takes the next due row for `leaseMs`; null when nothing is due. */
  const claimNext = ({ now = Date.now(), leaseMs }) =>
    toRow(claim.get({ token: randomUUID(), until: now + leaseMs, now })) ?? null;

  /** Records the receiving side's answer and marks the row sent, only while the lease is still ours. */
  function markSent(row, result, now = Date.now()) {
    const { changes } = db
      .prepare(
        `UPDATE outbox SET status = 'sent', result = ?, sent_at = ?, last_error = NULL, lease_token = NULL, lease_until = NULL
         WHERE id = ? AND lease_token = ?`,
      )
      .run(JSON.stringify(result), now, row.id, row.leaseToken);
    return changes === 1;
  }

  /** Records a failed attempt: back to pending at `nextAttemptAt`, or failed for good when that is null. */
  function markFailed(row, error, nextAttemptAt, now = Date.now()) {
    const status = nextAttemptAt === null ? "failed" : "pending";
    const { changes } = db
      .prepare(
        `UPDATE outbox SET status = ?, last_error = ?, next_attempt_at = ?, lease_token = NULL, lease_until = NULL
         WHERE id = ? AND lease_token = ?`,
      )
      .run(status, String(error).slice(0, 2000), nextAttemptAt ?? now, row.id, row.leaseToken);
    return changes === 1;
  }

  /** When the next row falls due (a pending row's time or a lease's end); null when none is waiting. */
  function nextDueAt() {
    const { due } = db
      .prepare(
        `SELECT MIN(CASE status WHEN 'pending' THEN next_attempt_at ELSE lease_until END) AS due
         FROM outbox WHERE status IN ('pending', 'sending')`,
      )
      .get();
    return due ?? null;
  }

  const getOutbox = (id) => toRow(db.prepare("SELECT * FROM outbox WHERE id = ?").get(id)) ?? null;

  /** Rows in these statuses, oldest first: all, one submission's, or those created at or after `since`. */
  function listOutbox({ statuses = ["pending", "sending", "failed"], submissionId, since } = {}) {
    const conditions = [
      [`status IN (${statuses.map(() => "?").join(", ")})`, ...statuses],
      submissionId && ["submission_id = ?", submissionId],
      since !== undefined && ["created_at >= ?", since],
    ].filter(Boolean);
    const where = conditions.map(([condition]) => condition).join(" AND ");
    return db
      .prepare(`SELECT * FROM outbox WHERE ${where} ORDER BY created_at, id`)
      .all(...conditions.flatMap(([, ...params]) => params))
      .map(toRow);
  }

  /**
   * Puts failed or waiting rows back in line now, with a fresh window of retries, and a row left `sending`
   * by a sender that stopped (its lease ran out). A row whose lease still runs is its sender's: left alone.
   */
  function retryOutbox(ids, { now = Date.now() } = {}) {
    return transaction(() => {
      const retry = db.prepare(
        `UPDATE outbox SET status = 'pending', next_attempt_at = ?, give_up_at = ?, lease_token = NULL, lease_until = NULL
         WHERE id = ? AND (status IN ('pending', 'failed') OR (status = 'sending' AND lease_until <= ?))`,
      );
      return ids.reduce((count, id) => count + retry.run(now, now + GIVE_UP_AFTER_MS, id, now).changes, 0);
    });
  }

  return { enqueue, claimNext, markSent, markFailed, nextDueAt, getOutbox, listOutbox, retryOutbox };
}
