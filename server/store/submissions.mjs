import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { DAY, HOUR, MINUTE } from "../durations.mjs";
import { removeFile, removeMail, removeOlderThan } from "./files.mjs";
import { changed } from "./queue.mjs";

/** How long an Idempotency-Key answers with its first submission. */
const IDEMPOTENCY_TTL_MS = DAY;
// A file younger than this may belong to a request still being handled; the sweep leaves it alone.
const ORPHAN_GRACE_MS = HOUR;
// An upload in progress writes its part file at least every idle limit, so one untouched this long is over.
const INCOMING_GRACE_MS = 10 * MINUTE;
// The retention sweep's database part, at most this often across the servers sharing one database.
const SWEEP_GAP_MS = HOUR;
// Rows deleted per statement, well within either database's limit on a statement's parameters.
const DELETE_BATCH = 500;

export class DuplicateIdError extends Error {}

/** The key was taken meanwhile by another post (its transaction committed first): this one's writes are undone. */
class Replayed extends Error {}

const toSubmission = (row) =>
  row && {
    id: row.id,
    form: row.form,
    email: row.email,
    fields: JSON.parse(row.fields),
    cv: row.cv_file ? { file: row.cv_file, name: row.cv_name, size: row.cv_size, type: row.cv_type } : null,
    createdAt: row.created_at,
  };

// Every column but the CV's bytes, which only `readCv` reads.
const columns = ["id", "form", "email", "fields", "cv_file", "cv_name", "cv_size", "cv_type", "created_at"];

/**
 * The forms' half of the store: submissions with their messages and Idempotency-Keys, CVs, erasure and the
 * retention sweep. On PostgreSQL a CV's bytes go into its row; on SQLite the file under uploads/ is the CV.
 */
export function submissionMethods({ engine, paths, transaction, enqueue }) {
  const { db } = engine;

  /** The submission an earlier post with this Idempotency-Key created (within 24 hours), or null. */
  async function findIdempotent(form, key, now = Date.now(), trx = db) {
    const row = await trx
      .selectFrom("idempotency")
      .select("submission_id")
      .where("form", "=", form)
      .where("key", "=", key)
      .where("created_at", ">", now - IDEMPOTENCY_TTL_MS)
      .executeTakeFirst();
    return row?.submission_id ?? null;
  }

  /**
   * Stores a submission, its outgoing messages and its Idempotency-Key in one transaction. Returns
   * `{ id, replayed }`: replayed when the key was already used, in which case nothing was written.
   */
  async function insertSubmission({
    id,
    form,
    email,
    fields,
    cv = null,
    messages = [],
    idempotencyKey,
    now = Date.now(),
  }) {
    if (idempotencyKey) {
      const earlier = await findIdempotent(form, idempotencyKey, now);
      if (earlier) return { id: earlier, replayed: true };
    }
    const cvData = cv && engine.cvsInDatabase ? await readFile(join(paths.uploads, cv.file)) : undefined;
    let result;
    try {
      result = await transaction(async (trx) => {
        try {
          await trx
            .insertInto("submissions")
            .values({
              id,
              form,
              email: email.toLowerCase(),
              fields: JSON.stringify(fields),
              cv_file: cv?.file ?? null,
              cv_name: cv?.name ?? null,
              cv_size: cv?.size ?? null,
              cv_type: cv?.type ?? null,
              created_at: now,
              ...(cvData && { cv_data: cvData }),
            })
            .execute();
        } catch (error) {
          if (engine.isDuplicateId(error)) throw new DuplicateIdError(id);
          throw error;
        }
        // Over the cap the submission is stored and the team still hears of it; only the confirmation waits.
        for (const message of messages) await enqueue(trx, message, { owner: { submissionId: id }, now });
        if (idempotencyKey) {
          await trx
            .deleteFrom("idempotency")
            .where("form", "=", form)
            .where("key", "=", idempotencyKey)
            .where("created_at", "<=", now - IDEMPOTENCY_TTL_MS)
            .execute();
          // A second post with the same key at once waits here for the first one's commit, then finds its row.
          const taken = await trx
            .insertInto("idempotency")
            .values({ form, key: idempotencyKey, submission_id: id, created_at: now })
            .onConflict((oc) => oc.columns(["form", "key"]).doNothing())
            .executeTakeFirst();
          if (changed(taken) === 0) throw new Replayed();
        }
        return { id, replayed: false };
      });
    } catch (error) {
      if (!(error instanceof Replayed)) throw error;
      return { id: await findIdempotent(form, idempotencyKey, now), replayed: true };
    }
    // The database holds the CV now; the copy on this server's disk is not needed.
    if (cvData) await removeFile(join(paths.uploads, cv.file));
    return result;
  }

  const getSubmission = async (id) =>
    toSubmission(await db.selectFrom("submissions").select(columns).where("id", "=", id).executeTakeFirst()) ?? null;

  async function listSubmissions({ form, since, email } = {}) {
    const rows = await db
      .selectFrom("submissions")
      .select(columns)
      .$if(Boolean(form), (q) => q.where("form", "=", form))
      .$if(since !== undefined, (q) => q.where("created_at", ">=", since))
      .$if(Boolean(email), (q) => q.where("email", "=", email.trim().toLowerCase()))
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute();
    return rows.map(toSubmission);
  }

  /** A CV's bytes, by the file name its submission records (the transports attach it from here). */
  async function readCv(file) {
    if (!engine.cvsInDatabase) return readFile(join(paths.uploads, file));
    const row = await db.selectFrom("submissions").select("cv_data").where("cv_file", "=", file).executeTakeFirst();
    if (!row?.cv_data) throw Object.assign(new Error(`No CV ${file} in the database`), { code: "ENOENT" });
    return row.cv_data;
  }

  /**
   * Deletes rows (their outbox and keys go with them), then their files: a crash between leaves only orphans. Only
   * what this call deleted counts, when another process deletes the same rows at once.
   */
  async function deleteSubmissions(rows) {
    const deleted = new Set();
    await transaction(async (trx) => {
      for (let start = 0; start < rows.length; start += DELETE_BATCH) {
        const ids = rows.slice(start, start + DELETE_BATCH).map((row) => row.id);
        for (const { id } of await trx.deleteFrom("submissions").where("id", "in", ids).returning("id").execute())
          deleted.add(id);
      }
    });
    let files = 0;
    // On PostgreSQL a CV went with its row: it counts as the file SQLite's store removes, so an erasure reports it
    // the same way. A copy left on this server's disk (an insert stopped before removing it) goes too.
    for (const row of rows) {
      if (!row.cv || !deleted.has(row.id)) continue;
      const removed = await removeFile(join(paths.uploads, row.cv.file));
      files += engine.cvsInDatabase ? 1 : removed;
    }
    // Mail written to disk is named after its submission ("ML-7K3F9Q2X-inbox.eml").
    if (deleted.size)
      files += await removeMail(paths.mail, (name) => deleted.has(name.slice(0, name.lastIndexOf("-"))));
    return { submissions: deleted.size, files };
  }

  /** Every submission, CV, outgoing message and written mail of the person with this address. */
  const eraseByEmail = async (email) => deleteSubmissions(await listSubmissions({ email }));

  /** Where several servers share the database, the first to stamp the row runs its part, once per SWEEP_GAP_MS. */
  async function databaseSweepDue(now) {
    if (!engine.shared) return true;
    const stamped = await db
      .insertInto("ops_state")
      .values({ name: "retention-sweep", last_at: now })
      .onConflict((oc) =>
        oc
          .column("name")
          .doUpdateSet({ last_at: (eb) => eb.ref("excluded.last_at") })
          .where("ops_state.last_at", "<=", now - SWEEP_GAP_MS),
      )
      .executeTakeFirst();
    return changed(stamped) === 1;
  }

  /** Also removes files no row refers to, left by a crash between writing a file and committing its row. */
  async function sweep(retentionDays, now = Date.now()) {
    let removed = { submissions: 0, files: 0 };
    if (await databaseSweepDue(now)) {
      const old = await db
        .selectFrom("submissions")
        .select(columns)
        .where("created_at", "<", now - retentionDays * DAY)
        .execute();
      removed = await deleteSubmissions(old.map(toSubmission));
      await db
        .deleteFrom("idempotency")
        .where("created_at", "<=", now - IDEMPOTENCY_TTL_MS)
        .execute();
      if (engine.shared) await db.deleteFrom("rate_limits").where("reset_at", "<=", now).execute();
    }
    // Each server sweeps its own disk. Where CVs live in the database, every file left in uploads/ past the grace
    // is one no commit took.
    const kept = engine.cvsInDatabase
      ? new Set()
      : new Set(
          (await db.selectFrom("submissions").select("cv_file").where("cv_file", "is not", null).execute()).map(
            (row) => row.cv_file,
          ),
        );
    removed.files += await removeOlderThan(paths.uploads, now - ORPHAN_GRACE_MS, (name) => kept.has(name));
    removed.files += await removeOlderThan(paths.incoming, now - ORPHAN_GRACE_MS);
    return removed;
  }

  /** Removes the part files of uploads that ended without their request (a crash, a cut connection). */
  const sweepIncoming = (now = Date.now()) => removeOlderThan(paths.incoming, now - INCOMING_GRACE_MS);

  return {
    findIdempotent,
    insertSubmission,
    getSubmission,
    listSubmissions,
    readCv,
    eraseByEmail,
    sweep,
    sweepIncoming,
  };
}
