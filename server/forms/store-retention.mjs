import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { DAY, HOUR, MINUTE } from "../durations.mjs";

/** How long an Idempotency-Key answers with its first submission. */
export const IDEMPOTENCY_TTL_MS = DAY;
// A file younger than this may belong to a request still being handled; the sweep leaves it alone.
const ORPHAN_GRACE_MS = HOUR;
// An upload in progress writes its part file at least every idle limit, so one untouched this long is over.
const INCOMING_GRACE_MS = 10 * MINUTE;

/** The store's deleting half: erasure on request and the retention sweep. */
export function retentionMethods({ db, transaction, paths, listSubmissions, toSubmission }) {
  /** Deletes rows (their outbox and keys go with them), then their files: a crash between leaves only orphans. */
  async function deleteSubmissions(rows) {
    transaction(() => {
      const remove = db.prepare("DELETE FROM submissions WHERE id = ?");
      for (const row of rows) remove.run(row.id);
    });
    let files = 0;
    const ids = new Set(rows.map((row) => row.id));
    for (const row of rows) {
      if (row.cv) files += await removeFile(join(paths.uploads, row.cv.file));
    }
    // Mail written to disk is named after its submission ("ML-7K3F9Q2X-inbox.eml").
    for (const name of rows.length ? await readdir(paths.mail) : []) {
      if (ids.has(name.slice(0, name.lastIndexOf("-")))) files += await removeFile(join(paths.mail, name));
    }
    return { submissions: rows.length, files };
  }

  /** Every submission, CV, outgoing message and written mail of the person with this address. */
  const eraseByEmail = (email) => deleteSubmissions(listSubmissions({ email }));

  /** Also removes files no row refers to, left by a crash between writing a file and committing its row. */
  async function sweep(retentionDays, now = Date.now()) {
    const old = db
      .prepare("SELECT * FROM submissions WHERE created_at < ?")
      .all(now - retentionDays * DAY)
      .map(toSubmission);
    const removed = await deleteSubmissions(old);
    db.prepare("DELETE FROM idempotency WHERE created_at <= ?").run(now - IDEMPOTENCY_TTL_MS);
    const kept = new Set(
      db
        .prepare("SELECT cv_file FROM submissions WHERE cv_file IS NOT NULL")
        .all()
        .map((row) => row.cv_file),
    );
    const orphans = [
      ...(await filesOlderThan(paths.uploads, now - ORPHAN_GRACE_MS)).filter(
        (path) => !kept.has(path.slice(paths.uploads.length + 1)),
      ),
      ...(await filesOlderThan(paths.incoming, now - ORPHAN_GRACE_MS)),
    ];
    for (const path of orphans) removed.files += await removeFile(path);
    return removed;
  }

  /** Removes the part files of uploads that ended without their request (a crash, a cut connection). */
  async function sweepIncoming(now = Date.now()) {
    let files = 0;
    for (const path of await filesOlderThan(paths.incoming, now - INCOMING_GRACE_MS)) files += await removeFile(path);
    return files;
  }

  return { eraseByEmail, sweep, sweepIncoming };
}

/** Removes a file; 1 when it was there, 0 when it was already gone. */
export async function removeFile(path) {
  try {
    await rm(path);
    return 1;
  } catch (error) {
    if (error.code === "ENOENT") return 0;
    throw error;
  }
}

/** The files directly in `dir` last changed before `before`. */
export async function filesOlderThan(dir, before) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(dir, entry.name);
    if ((await stat(path)).mtimeMs < before) found.push(path);
  }
  return found;
}
