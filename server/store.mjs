import { createStore } from "./forms/store.mjs";

/**
 * The store the server and the commands use: PostgreSQL when `databaseUrl` (DATABASE_URL) is set, for several
 * servers on one database, loaded only then; else SQLite in `dataDir`, which needs nothing.
 */
export async function openStore({ databaseUrl = process.env.DATABASE_URL, ...options } = {}) {
  if (!databaseUrl) return createStore(options);
  const { createPgStore } = await import("./pg/store.mjs");
  return createPgStore({ databaseUrl, ...options });
}
