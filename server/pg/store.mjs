import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { CONFIRM_QUIET_MS, CONFIRM_TTL_MS } from "../alerts/store.mjs";
import { DAY, HOUR, MINUTE } from "../durations.mjs";
import { DuplicateIdError, submissionColumns, submissionValues } from "../forms/store.mjs";
import { filesOlderThan, IDEMPOTENCY_TTL_MS, removeFile } from "../forms/store-retention.mjs";
import { GIVE_UP_AFTER_MS } from "../outbox/worker.mjs";
import { migrate } from "./migrations.mjs";
import { rateLimitStore } from "./rate-limit.mjs";
import { CONFIRMATION_CAP, outboxColumns, outboxValues, recipientOf, toRow } from "../outbox/store.mjs";
import { toSubscription } from "../alerts/store.mjs";
import { toTroubled } from "../forms/store-ops.mjs";

const CONFIRMATION_KINDS = ["confirmation", "alert-confirmation"];
const DIGEST_BATCH = 250;
const SUMMARY_KEPT_MS = 30 * DAY;
const ORPHAN_GRACE_MS = HOUR;
const INCOMING_GRACE_MS = 10 * MINUTE;
// The retention sweep's database part, at most this often across every server (each runs it daily).
const SWEEP_GAP_MS = HOUR;
// Connections per server: the outbox's deliveries, the forms and the timers share them.
const POOL_SIZE = 10;

const newId = () => randomBytes(12).toString("hex");
const newNonce = () => randomBytes(16).toString("base64url");
const samePreferences = (a, b) =>
  JSON.stringify([a.departments, a.levels, a.location]) === JSON.stringify([b.departments, b.levels, b.location]);

// Times are BIGINT (milliseconds) and counts are BIGINT: read both as numbers, as SQLite gives them.
const types = {
  getTypeParser: (oid, format) => (oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)),
};

const toSubmission = (row) =>
  row && {
    id: row.id,
    form: row.form,
    email: row.email,
    fields: JSON.parse(row.fields),
    cv: row.cv_file ? { file: row.cv_file, name: row.cv_name, size: row.cv_size, type: row.cv_type } : null,
    createdAt: row.created_at,
  };

/** Why `backup` is not this store's: the database's own tools copy it, CVs included. */
const BACKUP_REFUSED =
  "The database is PostgreSQL: back it up with pg_dump (or the provider's snapshots); the CVs are in it.";

/**
 * The store on PostgreSQL (DATABASE_URL): the same object and guarantees as the SQLite store
 * (docs/decisions/0026), for several servers on one database. What SQLite's single writer gave for free
 * is explicit here: an advisory lock per recipient for the confirmation cap, the Idempotency-Key's
 * unique index, and `FOR UPDATE SKIP LOCKED` leases. CVs are kept in the database, so any server can
 * deliver any submission; written mail (.eml) stays on the server that wrote it.
 */

export async function createPgStore({
  databaseUrl,
  dataDir = process.env.DATA_DIR ?? "data",
  confirmationCap = CONFIRMATION_CAP,
  poolSize = POOL_SIZE,
} = {}) {
  const paths = {
    dataDir,
    uploads: join(dataDir, "uploads"),
    incoming: join(dataDir, "uploads", ".incoming"),
    mail: join(dataDir, "mail"),
  };
  // A database that does not answer fails a request (and readiness) in seconds, not never.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, types, connectionTimeoutMillis: 5000 });
  // An idle connection the database drops (a restart) is an error on the pool, not a crash of the server.
  pool.on("error", () => {});
  try {
    await migrate(pool);
  } catch (error) {
    // A database that cannot be reached or migrated: nothing is left open, and no folder made for it.
    await pool.end().catch(() => {});
    throw error;
  }
  for (const dir of [paths.incoming, paths.mail]) mkdirSync(dir, { recursive: true, mode: 0o700 });

  const query = async (sql, params = [], client = pool) => (await client.query(sql, params)).rows;
  const one = async (sql, params, client) => (await query(sql, params, client))[0];
  const changes = async (sql, params, client = pool) => (await client.query(sql, params)).rowCount;

  async function transaction(work) {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** As the SQLite store's enqueue: the cap is counted under a lock on the recipient until commit. */
  async function enqueue(client, message, { owner = {}, now = Date.now() } = {}) {
    const { kind } = message;
    const recipient = recipientOf(message.payload);
    if (CONFIRMATION_KINDS.includes(kind)) {
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [`cap:${recipient}`]);
      const { count } = await one(
        "SELECT COUNT(*) AS count FROM outbox WHERE recipient = $1 AND created_at > $2 AND kind = ANY($3)",
        [recipient, now - confirmationCap.windowMs, CONFIRMATION_KINDS],
        client,
      );
      if (count >= confirmationCap.max) return false;
    }
    await client.query(
      `INSERT INTO outbox (${outboxColumns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      outboxValues(message, { owner, recipient, now }),
    );
    return true;
  }

  // Submissions.

  async function findIdempotent(form, key, now = Date.now()) {
    const row = await one("SELECT submission_id FROM idempotency WHERE form = $1 AND key = $2 AND created_at > $3", [
      form,
      key,
      now - IDEMPOTENCY_TTL_MS,
    ]);
    return row?.submission_id ?? null;
  }

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
    const cvData = cv ? await readFile(join(paths.uploads, cv.file)) : null;
    const result = await transaction(async (client) => {
      if (idempotencyKey) {
        await client.query("DELETE FROM idempotency WHERE form = $1 AND key = $2 AND created_at <= $3", [
          form,
          idempotencyKey,
          now - IDEMPOTENCY_TTL_MS,
        ]);
        // A second post with the same key waits here for the first one's commit, then finds its row.
        const taken = await client.query(
          `INSERT INTO idempotency (form, key, submission_id, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (form, key) DO NOTHING`,
          [form, idempotencyKey, id, now],
        );
        if (taken.rowCount === 0) {
          const earlier = await one(
            "SELECT submission_id FROM idempotency WHERE form = $1 AND key = $2",
            [form, idempotencyKey],
            client,
          );
          return { id: earlier.submission_id, replayed: true };
        }
      }
      try {
        await client.query("SAVEPOINT submission");
        await client.query(
          `INSERT INTO submissions (${submissionColumns}, cv_data) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [...submissionValues({ id, form, email, fields, cv, now }), cvData],
        );
      } catch (error) {
        if (error.code === "23505" && error.constraint === "submissions_pkey") throw new DuplicateIdError(id);
        throw error;
      }
      for (const message of messages) await enqueue(client, message, { owner: { submissionId: id }, now });
      return { id, replayed: false };
    });
    // The database holds the CV now; the copy on this server's disk is not needed.
    if (cv && !result.replayed) await removeFile(join(paths.uploads, cv.file));
    return result;
  }

  const getSubmission = async (id) => toSubmission(await one("SELECT * FROM submissions WHERE id = $1", [id])) ?? null;

  async function listSubmissions({ form, since, email } = {}) {
    const conditions = [];
    const params = [];
    const add = (sql, value) => {
      params.push(value);
      conditions.push(sql.replace("?", `$${params.length}`));
    };
    if (form) add("form = ?", form);
    if (since !== undefined) add("created_at >= ?", since);
    if (email) add("email = ?", email.trim().toLowerCase());
    const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
    return (await query(`SELECT * FROM submissions ${where} ORDER BY created_at DESC, id`, params)).map(toSubmission);
  }

  /** A CV's bytes, by the file name the submission records (the transports attach it from here). */
  async function readCv(file) {
    const row = await one("SELECT cv_data FROM submissions WHERE cv_file = $1", [file]);
    if (!row?.cv_data) throw Object.assign(new Error(`No CV ${file} in the database`), { code: "ENOENT" });
    return row.cv_data;
  }

  // Retention.

  async function deleteSubmissions(rows) {
    if (rows.length) await query("DELETE FROM submissions WHERE id = ANY($1)", [rows.map((row) => row.id)]);
    let files = 0;
    const ids = new Set(rows.map((row) => row.id));
    // A CV went with its row: it counts as the file SQLite's store removes, so an erasure reports it the
    // same way. A copy left on this server's disk (an insert stopped before removing it) goes too.
    for (const row of rows) {
      if (!row.cv) continue;
      await removeFile(join(paths.uploads, row.cv.file));
      files += 1;
    }
    for (const name of rows.length ? await readdir(paths.mail) : []) {
      if (ids.has(name.slice(0, name.lastIndexOf("-")))) files += await removeFile(join(paths.mail, name));
    }
    return { submissions: rows.length, files };
  }

  const eraseByEmail = async (email) => deleteSubmissions(await listSubmissions({ email }));

  async function sweep(retentionDays, now = Date.now()) {
    // The database's part runs once per SWEEP_GAP_MS across the servers: the first to stamp the row does
    // it (a second one at the same moment waits on the row, then finds it stamped). Each server's own
    // disk is swept by itself.
    const stamped = await changes(
      `INSERT INTO ops_state (name, last_at) VALUES ('retention-sweep', $1)
       ON CONFLICT (name) DO UPDATE SET last_at = excluded.last_at WHERE ops_state.last_at <= $2`,
      [now, now - SWEEP_GAP_MS],
    );
    let removed = { submissions: 0, files: 0 };
    if (stamped === 1) {
      const old = (await query("SELECT * FROM submissions WHERE created_at < $1", [now - retentionDays * DAY])).map(
        toSubmission,
      );
      removed = await deleteSubmissions(old);
      await query("DELETE FROM idempotency WHERE created_at <= $1", [now - IDEMPOTENCY_TTL_MS]);
      await query("DELETE FROM rate_limits WHERE reset_at <= $1", [now]);
    }
    // CVs live in the database: every file left in uploads/ past the grace is one no commit took.
    const orphans = [
      ...(await filesOlderThan(paths.uploads, now - ORPHAN_GRACE_MS)),
      ...(await filesOlderThan(paths.incoming, now - ORPHAN_GRACE_MS)),
    ];
    for (const path of orphans) removed.files += await removeFile(path);
    return removed;
  }

  async function sweepIncoming(now = Date.now()) {
    let files = 0;
    for (const path of await filesOlderThan(paths.incoming, now - INCOMING_GRACE_MS)) files += await removeFile(path);
    return files;
  }

  // The outbox.

  async function claimNext({ now = Date.now(), leaseMs }) {
    const row = await one(
      `UPDATE outbox SET status = 'sending', lease_token = $1, lease_until = $2, attempts = attempts + 1
       WHERE id = (
         SELECT id FROM outbox
         WHERE (status = 'pending' AND next_attempt_at <= $3) OR (status = 'sending' AND lease_until <= $3)
         ORDER BY next_attempt_at, id LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING *`,
      [randomUUID(), now + leaseMs, now],
    );
    return toRow(row) ?? null;
  }

  const markSent = async (row, result, now = Date.now()) =>
    (await changes(
      `UPDATE outbox SET status = 'sent', result = $1, sent_at = $2, last_error = NULL, lease_token = NULL, lease_until = NULL
       WHERE id = $3 AND lease_token = $4`,
      [JSON.stringify(result), now, row.id, row.leaseToken],
    )) === 1;

  const markFailed = async (row, error, nextAttemptAt, now = Date.now()) =>
    (await changes(
      `UPDATE outbox SET status = $1, last_error = $2, next_attempt_at = $3, lease_token = NULL, lease_until = NULL
       WHERE id = $4 AND lease_token = $5`,
      [
        nextAttemptAt === null ? "failed" : "pending",
        String(error).slice(0, 2000),
        nextAttemptAt ?? now,
        row.id,
        row.leaseToken,
      ],
    )) === 1;

  async function nextDueAt() {
    const { due } = await one(
      `SELECT MIN(CASE status WHEN 'pending' THEN next_attempt_at ELSE lease_until END) AS due
       FROM outbox WHERE status IN ('pending', 'sending')`,
    );
    return due ?? null;
  }

  const getOutbox = async (id) => toRow(await one("SELECT * FROM outbox WHERE id = $1", [id])) ?? null;

  async function listOutbox({ statuses = ["pending", "sending", "failed"], submissionId, since } = {}) {
    const params = [statuses];
    const conditions = ["status = ANY($1)"];
    if (submissionId) conditions.push(`submission_id = $${params.push(submissionId)}`);
    if (since !== undefined) conditions.push(`created_at >= $${params.push(since)}`);
    return (await query(`SELECT * FROM outbox WHERE ${conditions.join(" AND ")} ORDER BY created_at, id`, params)).map(
      toRow,
    );
  }

  const retryOutbox = async (ids, { now = Date.now() } = {}) =>
    changes(
      `UPDATE outbox SET status = 'pending', next_attempt_at = $1, give_up_at = $2, lease_token = NULL, lease_until = NULL
       WHERE id = ANY($3) AND (status IN ('pending', 'failed') OR (status = 'sending' AND lease_until <= $1))`,
      [now, now + GIVE_UP_AFTER_MS, ids],
    );

  // The vacancy alerts.

  const getSubscription = async (id, client = pool) =>
    toSubscription(await one("SELECT * FROM subscriptions WHERE id = $1", [id], client)) ?? null;
  const findSubscription = async (email) =>
    toSubscription(await one("SELECT * FROM subscriptions WHERE email = $1", [email.trim().toLowerCase()])) ?? null;

  async function queueConfirmation(client, subscription, { now, compose }) {
    const nonce = newNonce();
    const payload = compose({ ...subscription, nonce }, now);
    if (
      !(await enqueue(
        client,
        { kind: "alert-confirmation", payload },
        { owner: { subscriptionId: subscription.id }, now },
      ))
    )
      return false;
    await client.query("UPDATE subscriptions SET confirm_nonce = $1, confirm_sent_at = $2 WHERE id = $3", [
      nonce,
      now,
      subscription.id,
    ]);
    return true;
  }

  async function signUp({ email, preferences, now = Date.now(), compose }) {
    const address = email.trim().toLowerCase();
    return transaction(async (client) => {
      // Two sign-ups of one address at once: the second waits for the first and then sees its row.
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [`subscription:${address}`]);
      let row = toSubscription(await one("SELECT * FROM subscriptions WHERE email = $1", [address], client));
      const chosen = [
        JSON.stringify(preferences.departments),
        JSON.stringify(preferences.levels),
        preferences.location,
      ];
      if (!row) {
        const id = newId();
        await client.query(
          `INSERT INTO subscriptions (id, email, departments, levels, location, status, created_at)
           VALUES ($1, $2, $3, $4, $5, 'pending', $6)`,
          [id, address, ...chosen, now],
        );
        row = await getSubscription(id, client);
      } else {
        const waiting = row.status === "pending" ? row : row.pending;
        const quiet =
          row.confirmNonce &&
          waiting &&
          samePreferences(waiting, preferences) &&
          row.confirmSentAt > now - CONFIRM_QUIET_MS;
        if (quiet) return { id: row.id, queued: false };
        if (row.status === "pending") {
          await client.query("UPDATE subscriptions SET departments = $1, levels = $2, location = $3 WHERE id = $4", [
            ...chosen,
            row.id,
          ]);
        } else {
          await client.query("UPDATE subscriptions SET pending = $1 WHERE id = $2", [
            JSON.stringify(preferences),
            row.id,
          ]);
        }
        row = await getSubscription(row.id, client);
      }
      return { id: row.id, queued: await queueConfirmation(client, row, { now, compose }) };
    });
  }

  async function confirm({ id, nonce, openSlugs = [], now = Date.now() }) {
    return transaction(async (client) => {
      const row = toSubscription(await one("SELECT * FROM subscriptions WHERE id = $1 FOR UPDATE", [id], client));
      if (!row || !row.confirmNonce || row.confirmNonce !== nonce) return "invalid";
      const chosen = row.pending ?? row;
      await client.query(
        `UPDATE subscriptions SET status = 'confirmed', departments = $1, levels = $2, location = $3, pending = NULL,
           confirm_nonce = NULL, confirmed_at = COALESCE(confirmed_at, $4) WHERE id = $5`,
        [JSON.stringify(chosen.departments), JSON.stringify(chosen.levels), chosen.location, now, id],
      );
      if (row.confirmedAt === null && openSlugs.length) {
        await client.query(
          `INSERT INTO alerted (subscription_id, vacancy, at) SELECT $1, slug, $3 FROM unnest($2::text[]) AS slug
           ON CONFLICT DO NOTHING`,
          [id, openSlugs, now],
        );
      }
      return "confirmed";
    });
  }

  async function resendConfirmation({ id, now = Date.now(), compose }) {
    return transaction(async (client) => {
      const row = toSubscription(await one("SELECT * FROM subscriptions WHERE id = $1 FOR UPDATE", [id], client));
      if (!row) return "gone";
      if (row.status === "confirmed" && !row.pending) return "nothing";
      if (row.confirmNonce && row.confirmSentAt > now - CONFIRM_QUIET_MS) return "quiet";
      return (await queueConfirmation(client, row, { now, compose })) ? "queued" : "quiet";
    });
  }

  const updatePreferences = async (id, preferences) =>
    (await changes(
      `UPDATE subscriptions SET departments = $1, levels = $2, location = $3, pending = NULL, confirm_nonce = NULL
       WHERE id = $4 AND status = 'confirmed'`,
      [JSON.stringify(preferences.departments), JSON.stringify(preferences.levels), preferences.location, id],
    )) === 1;

  async function deleteSubscriptions(ids) {
    if (ids.length === 0) return { subscriptions: 0, files: 0 };
    const deleted = await changes("DELETE FROM subscriptions WHERE id = ANY($1)", [ids]);
    let files = 0;
    const prefixes = ids.map((id) => `alert-${id}-`);
    for (const name of await readdir(paths.mail)) {
      if (prefixes.some((prefix) => name.startsWith(prefix))) files += await removeFile(join(paths.mail, name));
    }
    return { subscriptions: deleted, files };
  }

  const unsubscribe = async (id) => (await deleteSubscriptions([id])).subscriptions === 1;

  async function eraseSubscription(email) {
    const row = await findSubscription(email);
    return deleteSubscriptions(row ? [row.id] : []);
  }

  async function sweepSubscriptions(now = Date.now()) {
    const rows = await query(
      "SELECT id FROM subscriptions WHERE status = 'pending' AND COALESCE(confirm_sent_at, created_at) < $1",
      [now - CONFIRM_TTL_MS],
    );
    return deleteSubscriptions(rows.map((row) => row.id));
  }

  async function dueSubscriptions({ now = Date.now(), gapMs = DAY } = {}) {
    const rows = (
      await query(
        "SELECT * FROM subscriptions WHERE status = 'confirmed' AND (last_digest_at IS NULL OR last_digest_at <= $1) ORDER BY id",
        [now - gapMs],
      )
    ).map(toSubscription);
    const known = new Map(rows.map((row) => [row.id, new Set()]));
    const all = await query("SELECT subscription_id AS id, vacancy FROM alerted WHERE subscription_id = ANY($1)", [
      rows.map((row) => row.id),
    ]);
    for (const { id, vacancy } of all) known.get(id)?.add(vacancy);
    return rows.map((row) => ({ ...row, known: known.get(row.id) }));
  }

  const knownVacancies = async (id) =>
    new Set((await query("SELECT vacancy FROM alerted WHERE subscription_id = $1", [id])).map((row) => row.vacancy));

  async function queueDigests(digests, { now = Date.now(), gapMs = DAY } = {}) {
    let queued = 0;
    for (let start = 0; start < digests.length; start += DIGEST_BATCH) {
      queued += await transaction(async (client) => {
        let count = 0;
        for (const { id, slugs, payload } of digests.slice(start, start + DIGEST_BATCH)) {
          // The conditional stamp: a second server running the job at once finds it taken and skips.
          const stamped = await changes(
            `UPDATE subscriptions SET last_digest_at = $1 WHERE id = $2 AND status = 'confirmed'
               AND (last_digest_at IS NULL OR last_digest_at <= $3)`,
            [now, id, now - gapMs],
            client,
          );
          if (stamped !== 1) continue;
          await client.query(
            `INSERT INTO alerted (subscription_id, vacancy, at) SELECT $1, slug, $3 FROM unnest($2::text[]) AS slug
             ON CONFLICT DO NOTHING`,
            [id, slugs, now],
          );
          await enqueue(client, { kind: "alert-digest", payload }, { owner: { subscriptionId: id }, now });
          count += 1;
        }
        return count;
      });
    }
    return queued;
  }

  // Ops.

  async function outboxStats() {
    const counts = await query("SELECT status, kind, COUNT(*) AS count FROM outbox GROUP BY status, kind");
    const { oldest } = await one(
      "SELECT MIN(created_at) AS oldest FROM outbox WHERE status IN ('pending', 'sending') AND kind <> 'ops-summary'",
    );
    return { counts, oldestWaitingAt: oldest ?? null };
  }

  async function queueOpsSummary({ now = Date.now(), lateMs, gapMs = DAY, alsoDue = false, compose }) {
    return transaction(async (client) => {
      // One server at a time reads and stamps the last run: the others wait, then find it recent.
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended('ops-summary', 0))");
      const last = (await one("SELECT last_at FROM ops_state WHERE name = 'ops-summary'", [], client))?.last_at;
      if (last !== undefined && now - last < gapMs) return null;
      const rows = (
        await query(
          `SELECT id, submission_id, subscription_id, kind, status, attempts, last_error, created_at FROM outbox
           WHERE kind <> 'ops-summary' AND (status = 'failed' OR (status IN ('pending', 'sending') AND created_at < $1))
           ORDER BY created_at, id`,
          [now - lateMs],
          client,
        )
      ).map(toTroubled);
      if (!rows.length && !alsoDue) return null;
      await client.query("DELETE FROM outbox WHERE kind = 'ops-summary' AND status = 'sent' AND sent_at < $1", [
        now - SUMMARY_KEPT_MS,
      ]);
      await enqueue(client, { kind: "ops-summary", payload: compose(rows, now) }, { now });
      await client.query(
        `INSERT INTO ops_state (name, last_at) VALUES ('ops-summary', $1)
         ON CONFLICT (name) DO UPDATE SET last_at = excluded.last_at`,
        [now],
      );
      return rows;
    });
  }

  let closed = false;
  return {
    paths,
    /** CVs are kept in the database (readCv), not as files under paths.uploads. */
    cvsInDatabase: true,
    // Beyond the interface: the rate limits' store, so that every server counts the same allowance.
    RateLimitStore: rateLimitStore(query),
    findIdempotent,
    insertSubmission,
    getSubmission,
    listSubmissions,
    readCv,
    eraseByEmail,
    sweep,
    sweepIncoming,
    claimNext,
    markSent,
    markFailed,
    nextDueAt,
    getOutbox,
    listOutbox,
    retryOutbox,
    getSubscription: (id) => getSubscription(id),
    findSubscription,
    signUp,
    confirm,
    resendConfirmation,
    updatePreferences,
    unsubscribe,
    eraseSubscription,
    sweepSubscriptions,
    dueSubscriptions,
    knownVacancies,
    queueDigests,
    /** Throws when the database cannot answer (readiness). */
    ping: async () => void (await query("SELECT 1")),
    outboxStats,
    queueOpsSummary,
    backupRefused: BACKUP_REFUSED,
    async backup() {
      throw new Error(BACKUP_REFUSED);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
