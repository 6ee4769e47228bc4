import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { alertsMethods } from "./alerts.mjs";
import { chmodQuietly, openPostgres, openSqlite } from "./engines.mjs";
import { opsMethods } from "./ops.mjs";
import { queueMethods } from "./queue.mjs";
import { rateLimitStore } from "./rate-limit.mjs";
import { submissionMethods } from "./submissions.mjs";

const PRIVATE_DIR = 0o700;

/** The folders a store keeps files in under `dataDir`, made private to the server's user. */
function folders(dataDir = process.env.DATA_DIR ?? "data") {
  const uploads = join(dataDir, "uploads");
  const paths = { dataDir, uploads, incoming: join(uploads, ".incoming"), mail: join(dataDir, "mail") };
  // DATA_DIR itself is left as its owner set it (it may be a shared parent); the folders inside are narrowed.
  for (const dir of [paths.incoming, paths.mail]) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  for (const dir of [paths.uploads, paths.incoming, paths.mail]) chmodQuietly(dir, PRIVATE_DIR);
  return paths;
}

/** Everything done with stored data goes through this object, the same on either database. */
function storeOver(engine, paths, confirmationCap) {
  const transaction = (work) => engine.db.transaction().execute(work);
  // Not exposed: a message is queued only inside the transaction that stores its owner.
  const { enqueue, ...outbox } = queueMethods({ engine, confirmationCap });
  return {
    paths,
    cvsInDatabase: engine.cvsInDatabase,
    backupRefused: engine.backupRefused,
    // Where several servers share the database, every one counts the same rate-limit allowance.
    ...(engine.shared && { RateLimitStore: rateLimitStore(engine.db) }),
    ...submissionMethods({ engine, paths, transaction, enqueue }),
    ...outbox,
    ...alertsMethods({ engine, paths, transaction, enqueue }),
    ...opsMethods({ engine, transaction, enqueue }),
    backup: engine.backup,
    close: engine.close,
  };
}

/** The store on SQLite in `dataDir` (site.db), opened at once. */
export function createStore({ dataDir, confirmationCap } = {}) {
  const paths = folders(dataDir);
  return storeOver(openSqlite(paths.dataDir), paths, confirmationCap);
}

/** The store on PostgreSQL, for several servers on one database; a database that cannot be reached gets no folder. */
export async function createPgStore({ databaseUrl, dataDir, confirmationCap } = {}) {
  const engine = await openPostgres(databaseUrl);
  return storeOver(engine, folders(dataDir), confirmationCap);
}

/** PostgreSQL when `databaseUrl` (DATABASE_URL) is set, else SQLite. */
export async function openStore({ databaseUrl = process.env.DATABASE_URL, ...options } = {}) {
  return databaseUrl ? createPgStore({ databaseUrl, ...options }) : createStore(options);
}

export { isDiskFull } from "./engines.mjs";
export { CONFIRMATION_CAP } from "./queue.mjs";
export { DuplicateIdError } from "./submissions.mjs";
