import { DAY } from "../durations.mjs";

/** Sent summaries are kept this long (they name no person), then removed when the next one is queued. */
const SUMMARY_KEPT_MS = 30 * DAY;

/** What running the service needs from the store. */
export function opsMethods({ engine, transaction, enqueue }) {
  const { db } = engine;

  /** The outbox now: `{ counts: [{ status, kind, count }], oldestWaitingAt }` (null when none waits). */
  async function outboxStats() {
    const counts = await db
      .selectFrom("outbox")
      .select(["status", "kind", (eb) => eb.fn.countAll().as("count")])
      .groupBy(["status", "kind"])
      .execute();
    const { oldest } = await db
      .selectFrom("outbox")
      .select((eb) => eb.fn.min("created_at").as("oldest"))
      .where("status", "in", ["pending", "sending"])
      .where("kind", "<>", "ops-summary")
      .executeTakeFirstOrThrow();
    return { counts: counts.map((row) => ({ ...row, count: Number(row.count) })), oldestWaitingAt: oldest ?? null };
  }

  /**
   * Queues the operators' summary of failed or late deliveries at most once per `gapMs`, even across restarts;
   * `alsoDue` when there is something else to report. Returns the rows summarised, or null when nothing was queued.
   */
  function queueOpsSummary({ now = Date.now(), lateMs, gapMs = DAY, alsoDue = false, compose }) {
    return transaction(async (trx) => {
      // One server at a time reads and stamps the last run: the others wait, then find it recent.
      await engine.lock(trx, "ops-summary");
      const last = (
        await trx.selectFrom("ops_state").select("last_at").where("name", "=", "ops-summary").executeTakeFirst()
      )?.last_at;
      if (last !== undefined && now - last < gapMs) return null;
      // The summary lists deliveries, never their recipients or contents: ids, kinds, states, ages, errors.
      const rows = await trx
        .selectFrom("outbox")
        .select(["id", "kind", "status", "attempts", "last_error as lastError", "created_at as createdAt"])
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
      if (!rows.length && !alsoDue) return null;
      await trx
        .deleteFrom("outbox")
        .where("kind", "=", "ops-summary")
        .where("status", "=", "sent")
        .where("sent_at", "<", now - SUMMARY_KEPT_MS)
        .execute();
      await enqueue(trx, { kind: "ops-summary", payload: compose(rows, now) }, { now });
      await trx
        .insertInto("ops_state")
        .values({ name: "ops-summary", last_at: now })
        .onConflict((oc) => oc.column("name").doUpdateSet({ last_at: (eb) => eb.ref("excluded.last_at") }))
        .execute();
      return rows;
    });
  }

  return {
    /** Throws when the database cannot answer (readiness). */
    ping: engine.ping,
    outboxStats,
    queueOpsSummary,
  };
}
