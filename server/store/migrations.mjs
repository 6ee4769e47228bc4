/** Text the SQLite migrations share, so each one's SQL stays exactly as it was released. */
const leaseColumns = `    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    give_up_at INTEGER NOT NULL,
    lease_token TEXT,
    lease_until INTEGER,
    last_error TEXT,`;
const deliveryColumns = `${leaseColumns}
    result TEXT,
    created_at INTEGER NOT NULL,
    sent_at INTEGER,`;
const swapOutbox = `  DROP TABLE outbox;
  ALTER TABLE outbox_new RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_by_submission ON outbox (submission_id);
  CREATE INDEX outbox_by_subscription ON outbox (subscription_id);`;

/** A step whose SQL is the same on both engines. */
export const both = (text) => ({ sqlite: text, postgres: text });

/**
 * The database's schema history, one list for both engines, applied in order at start: SQLite's
 * `PRAGMA user_version` and PostgreSQL's `schema_migrations` record how many ran. Never edit a released
 * migration: add the next one. Times are milliseconds since the epoch.
 *
 * Each entry is `{ sqlite, postgres }`, the SQL of that step on each engine (null: nothing to do there, the step
 * is only counted). The first four were released while each engine had its own history, so their steps differ:
 * PostgreSQL's first holds the tables SQLite reached in four, plus the CV's bytes (`cv_data`) so that any server on
 * the database can deliver any submission, and its second the rate limits every server shares
 * (server/store/rate-limit.mjs). From the fifth on, a step whose SQL both engines take is written once:
 * `both("ALTER TABLE submissions ADD COLUMN ...")`.
 */
export const migrations = [
  {
    sqlite: `
  CREATE TABLE submissions (
    id TEXT PRIMARY KEY,           -- the reference the visitor is shown, e.g. ML-7K3F9Q2X
    form TEXT NOT NULL,
    email TEXT NOT NULL,           -- lower-cased: erasure looks people up by it
    fields TEXT NOT NULL,          -- JSON of the validated values
    cv_file TEXT,                  -- generated name under uploads/
    cv_name TEXT,                  -- the sender's name for it, sanitised; shown, never used as a path
    cv_size INTEGER,
    cv_type TEXT,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX submissions_by_time ON submissions (created_at);
  CREATE INDEX submissions_by_email ON submissions (email);

  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,            -- inbox | confirmation | webhook
    payload TEXT NOT NULL,         -- JSON, composed when the submission was stored
${leaseColumns}
    result TEXT,                   -- the receiving side's answer (SMTP message id and response)
    created_at INTEGER NOT NULL,
    sent_at INTEGER
  ) STRICT;
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_by_submission ON outbox (submission_id);

  CREATE TABLE idempotency (
    form TEXT NOT NULL,
    key TEXT NOT NULL,
    submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (form, key)
  ) STRICT;
  CREATE INDEX idempotency_by_submission ON idempotency (submission_id);
  `,
    postgres: `
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
  },
  // 2: vacancy alerts, whose mail shares the outbox, so it is rebuilt (SQLite cannot alter a column). On
  // PostgreSQL: the forms' rate limits, shared by every server; rows whose window has ended are removed by the
  // retention sweep.
  {
    sqlite: `
  CREATE TABLE subscriptions (
    id TEXT PRIMARY KEY,           -- random; tokens name it, so a deleted subscription's id is never reused
    email TEXT NOT NULL UNIQUE,    -- lower-cased
    departments TEXT NOT NULL,     -- JSON array of department ids; [] means every department
    levels TEXT NOT NULL,          -- JSON array of level ids; [] means every level
    location TEXT NOT NULL,        -- words the vacancy's location must contain; '' means anywhere
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
    pending TEXT,                  -- JSON of new choices a confirmed subscriber has still to confirm
    confirm_nonce TEXT,            -- the confirmation link in force (single use); NULL when none is
    confirm_sent_at INTEGER,
    created_at INTEGER NOT NULL,
    confirmed_at INTEGER,
    last_digest_at INTEGER
  ) STRICT;
  CREATE INDEX subscriptions_due ON subscriptions (status, last_digest_at);

  CREATE TABLE alerted (
    subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
    vacancy TEXT NOT NULL,         -- the vacancy's slug: already sent, or already open when they confirmed
    at INTEGER NOT NULL,
    PRIMARY KEY (subscription_id, vacancy)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE outbox_new (
    id INTEGER PRIMARY KEY,
    submission_id TEXT REFERENCES submissions (id) ON DELETE CASCADE,
    subscription_id TEXT REFERENCES subscriptions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,            -- inbox | confirmation | webhook | alert-confirmation | alert-digest
    payload TEXT NOT NULL,
${deliveryColumns}
    CHECK ((submission_id IS NULL) <> (subscription_id IS NULL))
  ) STRICT;
  INSERT INTO outbox_new (id, submission_id, kind, payload, status, attempts, next_attempt_at, give_up_at,
      lease_token, lease_until, last_error, result, created_at, sent_at)
    SELECT id, submission_id, kind, payload, status, attempts, next_attempt_at, give_up_at,
      lease_token, lease_until, last_error, result, created_at, sent_at FROM outbox;
${swapOutbox}
  `,
    postgres: `
  CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    reset_at BIGINT NOT NULL
  );
  CREATE INDEX rate_limits_by_reset ON rate_limits (reset_at);
  `,
  },
  // 3: each message's recipient, for the per-recipient cap; older rows keep NULL, past any window that counts.
  {
    sqlite: `
  ALTER TABLE outbox ADD COLUMN recipient TEXT;
  CREATE INDEX outbox_by_recipient ON outbox (recipient, created_at);
  `,
    postgres: null,
  },
  // 4: the operators' daily summary shares the outbox but has no owner, so it is rebuilt to allow that one
  // kind; ops_state records when such a job last ran, so a restart does not repeat it.
  {
    sqlite: `
  CREATE TABLE outbox_new (
    id INTEGER PRIMARY KEY,
    submission_id TEXT REFERENCES submissions (id) ON DELETE CASCADE,
    subscription_id TEXT REFERENCES subscriptions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,            -- inbox | confirmation | webhook | alert-confirmation | alert-digest | ops-summary
    payload TEXT NOT NULL,
${deliveryColumns}
    recipient TEXT,
    CHECK (CASE WHEN kind = 'ops-summary' THEN submission_id IS NULL AND subscription_id IS NULL
                ELSE (submission_id IS NULL) <> (subscription_id IS NULL) END)
  ) STRICT;
  INSERT INTO outbox_new (id, submission_id, subscription_id, kind, payload, status, attempts, next_attempt_at,
      give_up_at, lease_token, lease_until, last_error, result, created_at, sent_at, recipient)
    SELECT id, submission_id, subscription_id, kind, payload, status, attempts, next_attempt_at,
      give_up_at, lease_token, lease_until, last_error, result, created_at, sent_at, recipient FROM outbox;
${swapOutbox}
  CREATE INDEX outbox_by_recipient ON outbox (recipient, created_at);

  CREATE TABLE ops_state (
    name TEXT PRIMARY KEY,         -- the job, e.g. ops-summary
    last_at INTEGER NOT NULL       -- when it last queued something
  ) STRICT;
  `,
    postgres: null,
  },
];

const sqlite = migrations.map((step) => step.sqlite);
const postgres = migrations.map((step) => step.postgres);

/** Brings a SQLite database up to the latest schema, each migration in its own transaction. */
export function migrateSqlite(db) {
  // No write lock when up to date, or a command opened beside a busy server could wait past the busy timeout
  // only to find nothing to do.
  if (db.prepare("PRAGMA user_version").get().user_version === sqlite.length) return;
  for (;;) {
    // In one write transaction, so a second process starting at the same moment waits instead of running a
    // migration twice.
    db.exec("BEGIN IMMEDIATE");
    try {
      const { user_version: version } = db.prepare("PRAGMA user_version").get();
      if (version > sqlite.length) {
        throw new Error(`The database is at schema version ${version}, newer than this code (${sqlite.length}).`);
      }
      if (version === sqlite.length) {
        db.exec("COMMIT");
        return;
      }
      if (sqlite[version]) db.exec(sqlite[version]);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}

// Any number, the same in every server: the lock two servers starting together queue on.
const MIGRATION_LOCK = 7_322_026;

/**
 * Brings the database up to the latest schema. A session-level advisory lock is held throughout, so two
 * servers starting at once run each migration once; each migration commits with its row in
 * `schema_migrations`.
 */
export async function migratePostgres(pool) {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)",
    );
    const { rows } = await client.query("SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations");
    const version = Number(rows[0].version);
    if (version > postgres.length) {
      throw new Error(`The database is at schema version ${version}, newer than this code (${postgres.length}).`);
    }
    for (let next = version; next < postgres.length; next += 1) {
      await client.query("BEGIN");
      try {
        if (postgres[next]) await client.query(postgres[next]);
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
