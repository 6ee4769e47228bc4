import { DAY } from "../durations.mjs";
import { changed } from "./queue.mjs";

/** Sent summaries name no person; they are kept this long, then removed when the next one is queued. */
const SUMMARY_KEPT_MS = 30 * DAY;

/** Stamps the job `name` as run at `now` unless it ran within `gapMs`; true when it was stamped (the run is due). */
export async function stampIfDue(trx, name, now, gapMs) {
  const stamped = await trx
    .insertInto("ops_state")
    .values({ name, last_at: now })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ last_at: (eb) => eb.ref("excluded.last_at") })
        .where("ops_state.last_at", "<=", now - gapMs),
    )
    .executeTakeFirst();
  return changed(stamped) === 1;
}

export function opsMethods({ engine, transaction, enqueue }) {
  const { db } = engine;

  /** The outbox now: `{ counts: [{ status, kind, count, oldest }], oldestWaitingAt }` (null when none waits). */
  async function outboxStats() {
    // Counts and times are numbers on either engine (BIGINT is read as one).
    const counts = await db
      .selectFrom("outbox")
      .select(["status", "kind", (eb) => eb.fn.countAll().as("count"), (eb) => eb.fn.min("created_at").as("oldest")])
      .groupBy(["status", "kind"])
      .execute();
    const waiting = counts.filter((row) => ["pending", "sending"].includes(row.status) && row.kind !== "ops-summary");
    return { counts, oldestWaitingAt: waiting.length ? Math.min(...waiting.map((row) => row.oldest)) : null };
  }

  /** At most once per `gapMs` across servers and restarts; the rows summarised, or null when nothing was queued. */
  function queueOpsSummary({ now = Date.now(), lateMs, gapMs = DAY, alsoDue = false, compose }) {
    return transaction(async (trx) => {
      // Deliveries only, never their recipients or contents.
      const rows = await trx
        .selectFrom("outbox")
        .select(["id", "kind", "status", "attempts", "last_error", "created_at"])
        .select((eb) => eb.fn.coalesce("submission_id", "subscription_id").as("owner"))
        .where("kind", "<>", "ops-summary")
        .where((w) =>
          w.or([
            w("status", "=", "failed"),
            w.and([w("status", "in", ["pending", "sending"]), w("created_at", "<", now - lateMs)]),
          ]),
        )
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      if ((!rows.length && !alsoDue) || !(await stampIfDue(trx, "ops-summary", now, gapMs))) return null;
      await trx
        .deleteFrom("outbox")
        .where("kind", "=", "ops-summary")
        .where("status", "=", "sent")
        .where("sent_at", "<", now - SUMMARY_KEPT_MS)
        .execute();
      await enqueue(trx, { kind: "ops-summary", payload: compose(rows, now) }, { now });
      return rows;
    });
  }

  return { ping: engine.ping, outboxStats, queueOpsSummary };
}
