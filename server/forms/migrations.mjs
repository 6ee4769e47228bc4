/**
 * The database's schema history, applied in order at start; `PRAGMA user_version` records how many ran.
 * Never edit a released migration: add the next one. Times are milliseconds since the epoch.
 */
export const migrations = [
  `
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
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    give_up_at INTEGER NOT NULL,
    lease_token TEXT,
    lease_until INTEGER,
    last_error TEXT,
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
];

/** Brings the database up to the latest schema, each migration in its own transaction. */
export function migrate(db) {
  for (;;) {
    // Read and raised inside one write transaction, so a second process starting at the same moment
    // (the submissions command next to the server) waits instead of running a migration twice.
    db.exec("BEGIN IMMEDIATE");
    try {
      const { user_version: version } = db.prepare("PRAGMA user_version").get();
      if (version > migrations.length) {
        throw new Error(`The database is at schema version ${version}, newer than this code (${migrations.length}).`);
      }
      if (version === migrations.length) {
        db.exec("COMMIT");
        return;
      }
      db.exec(migrations[version]);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}
