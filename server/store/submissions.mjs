import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { DAY, HOUR, MINUTE } from "../durations.mjs";
import { removeFile, removeFiles, removeOlderThan } from "./files.mjs";
import { stampIfDue } from "./ops.mjs";
import { changed } from "./queue.mjs";

/** How long an Idempotency-Key answers with its first submission. */
const IDEMPOTENCY_TTL_MS = DAY;
// A file younger than this may belong to a request still being handled; the sweep leaves it alone.
const ORPHAN_GRACE_MS = HOUR;
// An upload in progress writes its part file at least every idle limit, so one untouched this long was abandoned.
const INCOMING_GRACE_MS = 10 * MINUTE;
// The retention sweep's database part, at most this often across the servers sharing one database.
const SWEEP_GAP_MS = HOUR;

export class DuplicateIdError extends Error {}

/** The key was taken meanwhile by another post (its transaction committed first): this one's writes are undone. */
class Replayed extends Error {}

const toSubmission = ({ cvFile, cvName, cvSize, cvType, ...row }) => ({
  ...row,
  fields: JSON.parse(row.fields),
  cv: cvFile ? { file: cvFile, name: cvName, size: cvSize, type: cvType } : null,
});

// Every column but the CV's bytes, which only `readCv` reads.
const columns = ["id", "form", "email", "fields", "cv_file", "cv_name", "cv_size", "cv_type", "created_at"];

/** The forms' half of the store. A CV is its file under uploads/ on SQLite, and its bytes in the row on PostgreSQL. */
export function submissionMethods({ engine, paths, transaction, enqueue }) {
  const { db } = engine;

  /** The submission an earlier post with this Idempotency-Key created (within 24 hours), or null. */
  async function findIdempotent(form, key, now = Date.now()) {
    const row = await db
      .selectFrom("idempotency")
      .select("submission_id")
      .where("form", "=", form)
      .where("key", "=", key)
      .where("created_at", ">", now - IDEMPOTENCY_TTL_MS)
      .executeTakeFirst();
    return row?.submissionId ?? null;
  }

  async function listSubmissions({ id, form, since, email } = {}) {
    const rows = await db
      .selectFrom("submissions")
      .select(columns)
      .$if(Boolean(id), (q) => q.where("id", "=", id))
      .$if(Boolean(form), (q) => q.where("form", "=", form))
      .$if(since !== undefined, (q) => q.where("created_at", ">=", since))
      .$if(Boolean(email), (q) => q.where("email", "=", email.trim().toLowerCase()))
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute();
    return rows.map(toSubmission);
  }

  /** Rows first (their outbox and keys go with them), then their files: a crash between leaves only orphans. */
  async function deleteSubmissions(...where) {
    const deleted = await db
      .deleteFrom("submissions")
      .where(...where)
      .returning(["id", "cv_file"])
      .execute();
    let files = 0;
    // A CV in the database went with its row and counts as a file; a copy left on this disk goes too.
    for (const { cvFile } of deleted.filter((row) => row.cvFile)) {
      const removed = await removeFile(join(paths.uploads, cvFile));
      files += engine.cvsInDatabase ? 1 : removed;
    }
    // Mail written to disk is named after its submission ("ML-7K3F9Q2X-inbox.eml").
    const ids = new Set(deleted.map((row) => row.id));
    if (ids.size) files += await removeFiles(paths.mail, (name) => ids.has(name.slice(0, name.lastIndexOf("-"))));
    return { submissions: ids.size, files };
  }

  return {
    findIdempotent,
    listSubmissions,
    getSubmission: async (id) => (await listSubmissions({ id }))[0] ?? null,

    /** One transaction; `{ id, replayed }`, replayed (and nothing written) when the key was already used. */
    async insertSubmission({ id, form, email, fields, cv = null, messages = [], idempotencyKey, now = Date.now() }) {
      if (idempotencyKey) {
        const earlier = await findIdempotent(form, idempotencyKey, now);
        if (earlier) return { id: earlier, replayed: true };
      }
      const cvData = cv && engine.cvsInDatabase ? await readFile(join(paths.uploads, cv.file)) : undefined;
      try {
        await transaction(async (trx) => {
          const values = { id, form, email: email.toLowerCase(), fields: JSON.stringify(fields), created_at: now };
          const cvColumns = cv && { cv_file: cv.file, cv_name: cv.name, cv_size: cv.size, cv_type: cv.type };
          const inserted = await trx
            .insertInto("submissions")
            .values({ ...values, ...cvColumns, ...(cvData && { cv_data: cvData }) })
            .onConflict((oc) => oc.column("id").doNothing())
            .executeTakeFirst();
          if (changed(inserted) === 0) throw new DuplicateIdError(id);
          // Over the cap the submission is stored and the team still hears of it; only the confirmation waits.
          for (const message of messages) await enqueue(trx, message, { owner: { submissionId: id }, now });
          if (!idempotencyKey) return;
          // A second post with the key at once waits for the first's commit, then finds it; an expired key is taken.
          const taken = await trx
            .insertInto("idempotency")
            .values({ form, key: idempotencyKey, submission_id: id, created_at: now })
            .onConflict((oc) =>
              oc
                .columns(["form", "key"])
                .doUpdateSet({ submission_id: id, created_at: now })
                .where("idempotency.created_at", "<=", now - IDEMPOTENCY_TTL_MS),
            )
            .executeTakeFirst();
          if (changed(taken) === 0) throw new Replayed();
        });
      } catch (error) {
        if (!(error instanceof Replayed)) throw error;
        return { id: await findIdempotent(form, idempotencyKey, now), replayed: true };
      }
      // The database holds the CV now; the copy on this server's disk is not needed.
      if (cvData) await removeFile(join(paths.uploads, cv.file));
      return { id, replayed: false };
    },

    async readCv(file) {
      if (!engine.cvsInDatabase) return readFile(join(paths.uploads, file));
      const row = await db.selectFrom("submissions").select("cv_data").where("cv_file", "=", file).executeTakeFirst();
      if (!row?.cvData) throw Object.assign(new Error(`No CV ${file} in the database`), { code: "ENOENT" });
      return row.cvData;
    },

    /** Every submission, CV, outgoing message and written mail of the person with this address. */
    eraseByEmail: (email) => deleteSubmissions("email", "=", email.trim().toLowerCase()),

    /** Also removes files no row refers to: left by a crash between a file and its row, or by an upload cut off. */
    async sweep(retentionDays, now = Date.now()) {
      let removed = { submissions: 0, files: 0 };
      // Where several servers share the database, the first to stamp the job runs its part.
      if (!engine.shared || (await stampIfDue(db, "retention-sweep", now, SWEEP_GAP_MS))) {
        removed = await deleteSubmissions("created_at", "<", now - retentionDays * DAY);
        await db
          .deleteFrom("idempotency")
          .where("created_at", "<=", now - IDEMPOTENCY_TTL_MS)
          .execute();
        if (engine.shared) await db.deleteFrom("rate_limits").where("reset_at", "<=", now).execute();
      }
      // Each server sweeps its own disk; where CVs live in the database, any file in uploads/ is one no commit took.
      const named = engine.cvsInDatabase
        ? []
        : await db.selectFrom("submissions").select("cv_file").where("cv_file", "is not", null).execute();
      const kept = new Set(named.map((row) => row.cvFile));
      removed.files += await removeOlderThan(paths.uploads, now - ORPHAN_GRACE_MS, (name) => kept.has(name));
      removed.files += await removeOlderThan(paths.incoming, now - INCOMING_GRACE_MS);
      return removed;
    },
  };
}
