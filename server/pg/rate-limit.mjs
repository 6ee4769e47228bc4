/**
 * A store for @fastify/rate-limit in PostgreSQL, so a visitor's allowance is one across every server on
 * the database, not one per server. One row per visitor and bucket, counted and reset by one statement.
 */
export function rateLimitStore(query) {
  return class PgRateLimitStore {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      query(
        `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, $2::bigint + $3::bigint)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.reset_at <= $2 THEN 1 ELSE rate_limits.count + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= $2 THEN $2::bigint + $3::bigint ELSE rate_limits.reset_at END
         RETURNING count, reset_at`,
        [key, now, timeWindow],
      ).then(
        ([row]) => callback(null, { current: row.count, ttl: Math.max(0, row.reset_at - now) }),
        (error) => callback(error),
      );
    }

    read(key, callback) {
      const now = Date.now();
      query("SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2", [key, now]).then(
        ([row]) => callback(null, row ? { current: row.count, ttl: row.reset_at - now } : { current: 0, ttl: 0 }),
        (error) => callback(error),
      );
    }

    child() {
      return new PgRateLimitStore();
    }
  };
}
