import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { CamelCasePlugin, CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql } from "kysely";
import pg from "pg";
import { migrateSqlite, migratePostgres } from "./migrations.mjs";

// Everything in which the two databases differ; the store's queries are written once over what an engine gives.

/** Readable and writable by the server's user only: submissions are personal data. */
const PRIVATE_FILE = 0o600;
const SQLITE_FULL = 13;
/** Pages per backup step: more than any database has, so the copy is taken in one step. */
const WHOLE_DATABASE = 2 ** 31 - 1;
// Connections per server: the outbox's deliveries, the forms and the timers share them.
const POOL_SIZE = 10;
// Rows are read with their columns named as the code names them (next_attempt_at: nextAttemptAt).
const plugins = [new CamelCasePlugin()];

export const isDiskFull = (error) =>
  error?.errcode === SQLITE_FULL || error?.code === "ENOSPC" || error?.code === "EDQUOT";

export function chmodQuietly(path, mode) {
  try {
    chmodSync(path, mode);
  } catch (error) {
    if (error.code !== "EPERM" && error.code !== "ENOENT") throw error;
  }
}

/** Transactions begin IMMEDIATE: two processes queue for the write lock rather than one failing to upgrade a read. */
function nodeSqliteDialect(db) {
  const statements = new Map();
  const database = {
    close: () => db.isOpen && db.close(),
    prepare(text) {
      if (!statements.has(text)) statements.set(text, db.prepare(text));
      const statement = statements.get(text);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...parameters),
        run: (parameters) => statement.run(...parameters),
        iterate: (parameters) => statement.iterate(...parameters),
      };
    },
  };
  class ImmediateSqliteDriver extends SqliteDriver {
    async beginTransaction(connection) {
      await connection.executeQuery(CompiledQuery.raw("BEGIN IMMEDIATE"));
    }
    // SQLite has already rolled back after some errors (a full disk among them).
    async rollbackTransaction(connection) {
      if (db.isTransaction) await connection.executeQuery(CompiledQuery.raw("ROLLBACK"));
    }
  }
  return Object.assign(new SqliteDialect({ database }), {
    createDriver: () => new ImmediateSqliteDriver({ database }),
  });
}

const sqliteFiles = new Map();

/** Stores on one file share its connection: a second one would block the thread in SQLite's busy handler. */
export function openSqlite(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, "site.db");
  const open = sqliteFiles.get(file) ?? { engine: sqliteEngine(file), users: 0 };
  sqliteFiles.set(file, open);
  open.users += 1;
  let closing = null;
  async function release() {
    open.users -= 1;
    if (open.users > 0) return;
    sqliteFiles.delete(file);
    await open.engine.close();
  }
  return { ...open.engine, close: () => (closing ??= release()) };
}

function sqliteEngine(file) {
  const raw = new DatabaseSync(file);
  // SQLite gives its -wal and -shm files the database file's mode.
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodQuietly(path, PRIVATE_FILE);
  // WAL: the submissions command reads while the server writes; FULL: a commit survives a power cut, as a 201 promises.
  raw.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
  );
  try {
    migrateSqlite(raw);
  } catch (error) {
    raw.close();
    throw error;
  }
  const db = new Kysely({ dialect: nodeSqliteDialect(raw), plugins });
  // Reads the database file's header, so a file that cannot be read fails it, not only a closed handle.
  const ping = raw.prepare("PRAGMA user_version");
  return {
    db,
    shared: false,
    lock: async () => {},
    lockRows: (query) => query,
    cvsInDatabase: false,
    ping: async () => void ping.get(),
    backupRefused: null,
    // In one step: a copy made in small steps starts over each time another process writes, never ending under load.
    backup: (to) => backup(raw, to, { rate: WHOLE_DATABASE }),
    close: () => db.destroy(),
  };
}

// Times are BIGINT (milliseconds) and counts are BIGINT: read both as numbers, as SQLite gives them.
const types = {
  getTypeParser: (oid, format) => (oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)),
};

/** Why `backup` is not this store's: the database's own tools copy it, CVs included. */
const BACKUP_REFUSED =
  "The database is PostgreSQL: back it up with pg_dump (or the provider's snapshots); the CVs are in it.";

export async function openPostgres(databaseUrl) {
  // A database that does not answer fails a request (and readiness) in seconds, not never.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, types, connectionTimeoutMillis: 5000 });
  // An idle connection the database drops (a restart) is an error on the pool, not a crash of the server.
  pool.on("error", () => {});
  // A database that cannot be reached or migrated: nothing is left open.
  await migratePostgres(pool).catch(async (error) => {
    await pool.end().catch(() => {});
    throw error;
  });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), plugins });
  let closing = null;
  return {
    db,
    shared: true,
    lock: (trx, name) => sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx),
    lockRows: (query, { skipLocked = false } = {}) => (skipLocked ? query.forUpdate().skipLocked() : query.forUpdate()),
    cvsInDatabase: true,
    ping: async () => void (await sql`SELECT 1`.execute(db)),
    backupRefused: BACKUP_REFUSED,
    async backup() {
      throw new Error(BACKUP_REFUSED);
    },
    close: () => (closing ??= db.destroy()),
  };
}
