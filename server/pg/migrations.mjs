/**
 * The PostgreSQL schema's history, beside SQLite's (server/forms/migrations.mjs): the same tables and
 * columns, in PostgreSQL's dialect, plus the CV's bytes (`cv_data`), so that any server on the database
 * can deliver any submission. Never edit a released migration: add the next one. Times are milliseconds
 * since the epoch.
 */
export const migrations = [
  `
  CREATE TABLE submissions (
    id TEXT PRIMARY KEY,
    form TEXT NOT NULL,
    email TEXT NOT NULL,
    fields TEXT NOT NULL,
    cv_file TEXT,
    cv_name TEXT,
    cv_size INTEGER,
    cv_type TEXT,
    cv_data BYTEA,
    created_at BIGINT NOT NULL
  );
  CREATE INDEX submissions_by_time ON submissions (created_at);
  CREATE INDEX submissions_by_email ON submissions (email);
  CREATE INDEX submissions_by_cv ON submissions (cv_file) WHERE cv_file IS NOT NULL;

  CREATE TABLE subscriptions (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    departments TEXT NOT NULL,
    levels TEXT NOT NULL,
    location TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
    pending TEXT,
    confirm_nonce TEXT,
    confirm_sent_at BIGINT,
    created_at BIGINT NOT NULL,
    confirmed_at BIGINT,
    last_digest_at BIGINT
  );
  CREATE INDEX subscriptions_due ON subscriptions (status, last_digest_at);

  CREATE TABLE alerted (
    subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
    vacancy TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (subscription_id, vacancy)
  );

  CREATE TABLE outbox (
    id BIGSERIAL PRIMARY KEY,
    submission_id TEXT REFERENCES submissions (id) ON DELETE CASCADE,
    subscription_id TEXT REFERENCES subscriptions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    give_up_at BIGINT NOT NULL,
    lease_token TEXT,
    lease_until BIGINT,
    last_error TEXT,
    result TEXT,
    created_at BIGINT NOT NULL,
    sent_at BIGINT,
    recipient TEXT,
    CHECK (CASE WHEN kind = 'ops-summary' THEN submission_id IS NULL AND subscription_id IS NULL
                ELSE (submission_id IS NULL) <> (subscription_id IS NULL) END)
  );
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_by_submission ON outbox (submission_id);
  CREATE INDEX outbox_by_subscription ON outbox (subscription_id);
  CREATE INDEX outbox_by_recipient ON outbox (recipient, created_at);

  -- The key is written before its submission in the same transaction (its unique index decides which of
  -- two posts at once wins), so the reference is checked at commit.
  CREATE TABLE idempotency (
    form TEXT NOT NULL,
    key TEXT NOT NULL,
    submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (form, key)
  );
  CREATE INDEX idempotency_by_submission ON idempotency (submission_id);

  CREATE TABLE ops_state (
    name TEXT PRIMARY KEY,
    last_at BIGINT NOT NULL
  );
  `,
  // 2: the forms' rate limits, shared by every server (server/pg/rate-limit.mjs); rows whose window has
  // ended are removed by the retention sweep.
  `
  CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    reset_at BIGINT NOT NULL
  );
  CREATE INDEX rate_limits_by_reset ON rate_limits (reset_at);
  `,
];

// Any number, the same in every server: the lock two servers starting together queue on.
const MIGRATION_LOCK = 7_322_026;

/**
 * Brings the database up to the latest schema. A session-level advisory lock is held throughout, so two
 * servers starting at once run each migration once; each migration commits with its row in
 * `schema_migrations`.
 */
export async function migrate(pool) {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)",
    );
    const { rows } = await client.query("SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations");
    const version = Number(rows[0].version);
    if (version > migrations.length) {
      throw new Error(`The database is at schema version ${version}, newer than this code (${migrations.length}).`);
    }
    for (let next = version; next < migrations.length; next += 1) {
      await client.query("BEGIN");
      try {
        await client.query(migrations[next]);
        await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [
          next + 1,
          Date.now(),
        ]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
