import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { alertsMethods } from "../alerts/store.mjs";
import { CONFIRMATION_CAP, outboxMethods } from "../outbox/store.mjs";
import { migrate } from "./migrations.mjs";
import { opsMethods } from "./store-ops.mjs";
import { IDEMPOTENCY_TTL_MS, retentionMethods } from "./store-retention.mjs";

/** A submission's row, in the column order both stores insert it. */
export const submissionColumns = "id, form, email, fields, cv_file, cv_name, cv_size, cv_type, created_at";
export const submissionValues = ({ id, form, email, fields, cv, now }) => [
  id,
  form,
  email.toLowerCase(),
  JSON.stringify(fields),
  cv?.file ?? null,
  cv?.name ?? null,
  cv?.size ?? null,
  cv?.type ?? null,
  now,
];

export class DuplicateIdError extends Error {}

const SQLITE_FULL = 13;

/** Does this error mean no space is left (SQLite's own code, or the file system's ENOSPC/EDQUOT)? */
export const isDiskFull = (error) =>
  error?.errcode === SQLITE_FULL || error?.code === "ENOSPC" || error?.code === "EDQUOT";

/** Readable and writable by the server's user only: submissions are personal data. */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

/**
 * Everything done with stored data goes through this object, so a store on another database only has to offer
 * the same methods, with the same guarantees.
 */
export function createStore({ dataDir = process.env.DATA_DIR ?? "data", confirmationCap = CONFIRMATION_CAP } = {}) {
  const paths = {
    dataDir,
    uploads: join(dataDir, "uploads"),
    incoming: join(dataDir, "uploads", ".incoming"),
    mail: join(dataDir, "mail"),
  };
  // A DATA_DIR made here is the server's alone; one that exists is left as its owner set it (it may be a
  // shared parent), while the folders inside it, made before or now, are narrowed.
  for (const dir of [paths.incoming, paths.mail]) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  for (const dir of [paths.uploads, paths.incoming, paths.mail]) chmodQuietly(dir, PRIVATE_DIR);

  const file = join(dataDir, "site.db");
  const db = new DatabaseSync(file);
  // SQLite gives its -wal and -shm files the database file's mode.
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodQuietly(path, PRIVATE_FILE);
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
      // SQLite has already rolled back after some errors (a full disk among them): the first error is the news.
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  // Not exposed: a message is queued only inside the transaction that stores its owner.
  const { enqueue, ...outbox } = outboxMethods(db, transaction, { confirmationCap });

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
  function insertSubmission({ id, form, email, fields, cv = null, messages = [], idempotencyKey, now = Date.now() }) {
    return transaction(() => {
      if (idempotencyKey) {
        const earlier = findIdempotent(form, idempotencyKey, now);
        if (earlier) return { id: earlier, replayed: true };
        db.prepare("DELETE FROM idempotency WHERE form = ? AND key = ?").run(form, idempotencyKey);
      }
      try {
        db.prepare(`INSERT INTO submissions (${submissionColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
          ...submissionValues({ id, form, email, fields, cv, now }),
        );
      } catch (error) {
        if (/UNIQUE constraint failed: submissions\.id/.test(error.message)) throw new DuplicateIdError(id);
        throw error;
      }
      // Over the cap the submission is stored and the team still hears of it; only the confirmation waits.
      for (const message of messages) enqueue(message, { owner: { submissionId: id }, now });
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

  const store = {
    paths,
    cvsInDatabase: false,
    /** Null: `backup` takes an online copy (a store that cannot says why here). */
    backupRefused: null,
    findIdempotent,
    insertSubmission,
    getSubmission,
    listSubmissions,
    /** A CV's bytes, by the file name its submission records. */
    readCv: (file) => readFile(join(paths.uploads, file)),
    ...retentionMethods({ db, transaction, paths, listSubmissions, toSubmission }),
    ...outbox,
    ...alertsMethods({ db, transaction, paths, enqueue }),
    ...opsMethods({ db, transaction, enqueue }),
    close: () => db.isOpen && db.close(),
  };
  // The interface is asynchronous, as a network database needs: here each call still runs at once and
  // its transaction never spans an await, so nothing else can run inside it on the one connection.
  return Object.fromEntries(
    Object.entries(store).map(([name, value]) =>
      typeof value === "function" ? [name, async (...args) => value(...args)] : [name, value],
    ),
  );
}

function chmodQuietly(path, mode) {
  try {
    chmodSync(path, mode);
  } catch (error) {
    if (error.code !== "EPERM" && error.code !== "ENOENT") throw error;
  }
}
