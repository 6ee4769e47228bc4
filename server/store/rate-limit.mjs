import { sql } from "kysely";

/**
 * A store for @fastify/rate-limit in the database, so a visitor's allowance is one across every server on
 * it, not one per server (PostgreSQL; SQLite's single server counts in memory). One row per visitor and bucket,
 * counted and reset by one statement.
 */
export function rateLimitStore(db) {
  const count = (key, now, timeWindow) =>
    db
      .insertInto("rate_limits")
      .values({ key, count: 1, reset_at: now + timeWindow })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql`CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END`,
          reset_at: sql`CASE WHEN rate_limits.reset_at <= ${now} THEN ${now + timeWindow} ELSE rate_limits.reset_at END`,
        }),
      )
      .returning(["count", "reset_at"])
      .executeTakeFirstOrThrow();

  return class DatabaseRateLimitStore {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      count(key, now, timeWindow).then(
        (row) => callback(null, { current: row.count, ttl: Math.max(0, row.reset_at - now) }),
        (error) => callback(error),
      );
    }

    read(key, callback) {
      const now = Date.now();
      db.selectFrom("rate_limits")
        .select(["count", "reset_at"])
        .where("key", "=", key)
        .where("reset_at", ">", now)
        .executeTakeFirst()
        .then(
          (row) => callback(null, row ? { current: row.count, ttl: row.reset_at - now } : { current: 0, ttl: 0 }),
          (error) => callback(error),
        );
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}
