import { sql } from "kysely";

/** @fastify/rate-limit's store in the database, so a visitor's allowance is one across every server on it. */
export function rateLimitStore(db) {
  return class DatabaseRateLimitStore {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      db.insertInto("rate_limits")
        .values({ key, count: 1, reset_at: now + timeWindow })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql`CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END`,
            reset_at: sql`CASE WHEN rate_limits.reset_at <= ${now} THEN ${now + timeWindow} ELSE rate_limits.reset_at END`,
          }),
        )
        .returning(["count", "reset_at"])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: row.count, ttl: Math.max(0, row.resetAt - now) }),
          (error) => callback(error),
        );
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}
