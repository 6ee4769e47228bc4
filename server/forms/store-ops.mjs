import { backup } from "node:sqlite";
import { DAY } from "../durations.mjs";

/** Pages per backup step: more than any database has, so the copy is taken in one step. */
const WHOLE_DATABASE = 2 ** 31 - 1;
/** Sent summaries are kept this long (they name no person), then removed when the next one is queued. */
const SUMMARY_KEPT_MS = 30 * DAY;

/** A delivery the operators' summary lists, from its outbox row. */
export const toTroubled = (row) => ({
  id: row.id,
  owner: row.submission_id ?? row.subscription_id,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
});

/** What running the service needs from the store. */
export function opsMethods({ db, transaction, enqueue }) {
  // Reads the database file's header, so a file that cannot be read fails it, not only a closed handle.
  const ping = db.prepare("PRAGMA user_version");
  const byState = db.prepare("SELECT status, kind, COUNT(*) AS count FROM outbox GROUP BY status, kind");
  const oldestWaiting = db.prepare(
    "SELECT MIN(created_at) AS oldest FROM outbox WHERE status IN ('pending', 'sending') AND kind <> 'ops-summary'",
  );
  const lastRun = db.prepare("SELECT last_at FROM ops_state WHERE name = ?");
  const recordRun = db.prepare(
    "INSERT INTO ops_state (name, last_at) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET last_at = excluded.last_at",
  );
  // The summary lists deliveries, never their recipients or contents: ids, kinds, states, ages, errors.
  const troubled = db.prepare(
    `SELECT id, submission_id, subscription_id, kind, status, attempts, last_error, created_at FROM outbox
     WHERE kind <> 'ops-summary' AND (status = 'failed' OR (status IN ('pending', 'sending') AND created_at < ?))
     ORDER BY created_at, id`,
  );
  const dropOldSummaries = db.prepare(
    "DELETE FROM outbox WHERE kind = 'ops-summary' AND status = 'sent' AND sent_at < ?",
  );

  return {
    /** Throws when the database cannot answer (readiness). */
    ping() {
      ping.get();
    },

    /**
     * The outbox now: `{ counts: [{ status, kind, count }], oldestWaitingAt }`, the time the oldest
     * message still waiting was queued (null when none waits).
     */
    outboxStats() {
      return { counts: byState.all(), oldestWaitingAt: oldestWaiting.get().oldest ?? null };
    },

    /**
     * Queues the operators' summary of failed or late deliveries at most once per `gapMs`, recorded so a restart
     * does not send it again; `alsoDue` when there is something else to report (the build's vacancy warnings).
     * Returns the rows summarised, or null when nothing was queued.
     */
    queueOpsSummary({ now = Date.now(), lateMs, gapMs = DAY, alsoDue = false, compose }) {
      return transaction(() => {
        const last = lastRun.get("ops-summary")?.last_at;
        if (last !== undefined && now - last < gapMs) return null;
        const rows = troubled.all(now - lateMs).map(toTroubled);
        if (!rows.length && !alsoDue) return null;
        dropOldSummaries.run(now - SUMMARY_KEPT_MS);
        enqueue({ kind: "ops-summary", payload: compose(rows, now) }, { now });
        recordRun.run("ops-summary", now);
        return rows;
      });
    },

    /**
     * A consistent copy while others keep writing, in one step: a copy made in small steps would start over each
     * time another process wrote, never ending under steady load.
     */
    backup: (file) => backup(db, file, { rate: WHOLE_DATABASE }),
  };
}
