import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { alertsMethods } from "./alerts.mjs";
import { chmodQuietly, openPostgres, openSqlite } from "./engines.mjs";
import { opsMethods } from "./ops.mjs";
import { CONFIRMATION_CAP, queueMethods } from "./queue.mjs";
import { rateLimitStore } from "./rate-limit.mjs";
import { submissionMethods } from "./submissions.mjs";

const PRIVATE_DIR = 0o700;

/** The folders a store keeps files in under `dataDir`, made private to the server's user. */
function folders(dataDir) {
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
  return paths;
}

/**
 * Everything done with stored data goes through this object, the same methods and guarantees on either database;
 * each query is written once (the halves below), over what differs between the engines (./engines.mjs).
 */
function storeOver(engine, { paths, confirmationCap }) {
  const transaction = (work) => engine.db.transaction().execute(work);
  // Not exposed: a message is queued only inside the transaction that stores its owner.
  const { enqueue, enqueueAll, ...outbox } = queueMethods({ engine, confirmationCap });
  return {
    paths,
    /** Whether CVs are kept in the database (readCv), not as files under paths.uploads. */
    cvsInDatabase: engine.cvsInDatabase,
    /** Null when `backup` takes an online copy; else why this store cannot. */
    backupRefused: engine.backupRefused,
    // Where several servers share the database: the rate limits' store, so that every server counts the same
    // allowance.
    ...(engine.shared && { RateLimitStore: rateLimitStore(engine.db) }),
    ...submissionMethods({ engine, paths, transaction, enqueue }),
    ...outbox,
    ...alertsMethods({ engine, paths, transaction, enqueue, enqueueAll }),
    ...opsMethods({ engine, transaction, enqueue }),
    backup: engine.backup,
    close: engine.close,
  };
}

/** The store on SQLite in `dataDir` (site.db), which needs nothing else; opened at once. */
export function createStore({ dataDir = process.env.DATA_DIR ?? "data", confirmationCap = CONFIRMATION_CAP } = {}) {
  const paths = folders(dataDir);
  return storeOver(openSqlite(dataDir), { paths, confirmationCap });
}

/**
 * The store on PostgreSQL (DATABASE_URL), for several servers on one database. CVs are kept in the database,
 * so any server can deliver any submission; written mail (.eml) stays on the server that wrote it.
 */
export async function createPgStore({
  databaseUrl,
  dataDir = process.env.DATA_DIR ?? "data",
  confirmationCap = CONFIRMATION_CAP,
  poolSize,
} = {}) {
  // A database that cannot be reached or migrated: no folder is made for it.
  const engine = await openPostgres(databaseUrl, { poolSize });
  return storeOver(engine, { paths: folders(dataDir), confirmationCap });
}

/**
 * The store the server and the commands use: PostgreSQL when `databaseUrl` (DATABASE_URL) is set, for several
 * servers on one database; else SQLite in `dataDir`, which needs nothing.
 */
export async function openStore({ databaseUrl = process.env.DATABASE_URL, ...options } = {}) {
  return databaseUrl ? createPgStore({ databaseUrl, ...options }) : createStore(options);
}

export { isDiskFull } from "./engines.mjs";
export { CONFIRMATION_CAP } from "./queue.mjs";
export { DuplicateIdError } from "./submissions.mjs";
