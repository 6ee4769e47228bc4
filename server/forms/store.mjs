import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { alertsMethods } from "../alerts/store.mjs";
import { migrate } from "./migrations.mjs";
import { outboxMethods } from "./store-outbox.mjs";
import { IDEMPOTENCY_TTL_MS, retentionMethods } from "./store-retention.mjs";

export class DuplicateIdError extends Error {}

/**
 * Where submissions live: SQLite (node:sqlite) in DATA_DIR/site.db, CVs in DATA_DIR/uploads/ (the
 * vacancy alerts' subscriptions live in the same database, server/alerts/store.mjs).
 * Everything the server and the submissions command do with stored data goes through this object,
 * so a store on another database only has to offer the same methods (docs/decisions/0008).
 */
export function createStore({ dataDir = process.env.DATA_DIR ?? "data" } = {}) {
  const paths = {
    dataDir,
    uploads: join(dataDir, "uploads"),
    incoming: join(dataDir, "uploads", ".incoming"),
    mail: join(dataDir, "mail"),
  };
  for (const dir of [paths.incoming, paths.mail]) mkdirSync(dir, { recursive: true });

  const db = new DatabaseSync(join(dataDir, "site.db"));
  // WAL lets the submissions command read while the server writes; FULL makes a commit survive a power
  // cut, which is what a 201 promises; the busy timeout lets two processes queue for the write lock.
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
  );
  migrate(db);

  function transaction(work) {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }

  const toSubmission = (row) =>
    row && {
      id: row.id,
      form: row.form,
      email: row.email,
      fields: JSON.parse(row.fields),
      cv: row.cv_file ? { file: row.cv_file, name: row.cv_name, size: row.cv_size, type: row.cv_type } : null,
      createdAt: row.created_at,
    };

  const findKey = db.prepare("SELECT submission_id FROM idempotency WHERE form = ? AND key = ? AND created_at > ?");

  /** The submission an earlier post with this Idempotency-Key created (within 24 hours), or null. */
  function findIdempotent(form, key, now = Date.now()) {
    return findKey.get(form, key, now - IDEMPOTENCY_TTL_MS)?.submission_id ?? null;
  }

  /**
   * Stores a submission, its outgoing messages and its Idempotency-Key in one transaction. Returns
   * `{ id, replayed }`: replayed when the key was already used, in which case nothing was written.
   */
  function insertSubmission({
    id,
    form,
    email,
    fields,
    cv = null,
    messages = [],
    idempotencyKey,
    now = Date.now(),
    giveUpAfterMs = 86_400_000,
  }) {
    return transaction(() => {
      if (idempotencyKey) {
        const earlier = findIdempotent(form, idempotencyKey, now);
        if (earlier) return { id: earlier, replayed: true };
        db.prepare("DELETE FROM idempotency WHERE form = ? AND key = ?").run(form, idempotencyKey);
      }
      try {
        db.prepare(
          `INSERT INTO submissions (id, form, email, fields, cv_file, cv_name, cv_size, cv_type, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          id,
          form,
          email.toLowerCase(),
          JSON.stringify(fields),
          cv?.file ?? null,
          cv?.name ?? null,
          cv?.size ?? null,
          cv?.type ?? null,
          now,
        );
      } catch (error) {
        if (/UNIQUE constraint failed: submissions\.id/.test(error.message)) throw new DuplicateIdError(id);
        throw error;
      }
      const enqueue = db.prepare(
        `INSERT INTO outbox (submission_id, kind, payload, next_attempt_at, give_up_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
      );
      for (const { kind, payload } of messages)
        enqueue.run(id, kind, JSON.stringify(payload), now, now + giveUpAfterMs, now);
      if (idempotencyKey) {
        db.prepare("INSERT INTO idempotency (form, key, submission_id, created_at) VALUES (?, ?, ?, ?)").run(
          form,
          idempotencyKey,
          id,
          now,
        );
      }
      return { id, replayed: false };
    });
  }

  const getSubmission = (id) => toSubmission(db.prepare("SELECT * FROM submissions WHERE id = ?").get(id)) ?? null;

  function listSubmissions({ form, since, email } = {}) {
    const conditions = [
      form && ["form = ?", form],
      since !== undefined && ["created_at >= ?", since],
      email && ["email = ?", email.trim().toLowerCase()],
    ].filter(Boolean);
    const where = conditions.map(([condition]) => condition);
    const params = conditions.map(([, value]) => value);
    const sql = `SELECT * FROM submissions ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY created_at DESC, id`;
    return db
      .prepare(sql)
      .all(...params)
      .map(toSubmission);
  }

  return {
    paths,
    findIdempotent,
    insertSubmission,
    getSubmission,
    listSubmissions,
    ...retentionMethods({ db, transaction, paths, listSubmissions, toSubmission }),
    ...outboxMethods(db, transaction),
    ...alertsMethods({ db, transaction, paths }),
    close: () => db.isOpen && db.close(),
  };
}
