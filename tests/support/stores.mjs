// The stores a test of the store's interface runs against: SQLite always, PostgreSQL where a cluster can be
// started here (tests/support/postgres.mjs), with a database of its own per store opened.
import { afterAll, beforeAll } from "vitest";
import { createStore } from "../../server/store/index.mjs";
import { tempDataDir } from "./forms-api.mjs";
import { createPgStore } from "../../server/store/index.mjs";
import { postgresUnavailable, startPostgres } from "./postgres.mjs";

/**
 * `[{ name, newDatabaseUrl() → url, open(options) → store, openBeside(store, options) → store }]` for
 * describe.each; `newDatabaseUrl` gives a new empty database's DATABASE_URL (undefined for SQLite, whose
 * database is the DATA_DIR's file); `openBeside` opens a second store on the same database, as a second server would. Call once per test file, at its
 * top level.
 */
export function storeKinds() {
  const kinds = [
    {
      name: "SQLite",
      newDatabaseUrl: async () => undefined,
      open: async (options) => createStore({ dataDir: tempDataDir(), ...options }),
      openBeside: async (store, options) => createStore({ dataDir: store.paths.dataDir, ...options }),
    },
  ];
  const reason = postgresUnavailable();
  if (reason) {
    console.warn(`The PostgreSQL store is not tested here: ${reason}.`);
    return kinds;
  }
  let cluster = null;
  // Starting a cluster takes seconds on a slow disk: before the tests, not within one's time.
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  const urls = new WeakMap();
  kinds.push({
    name: "PostgreSQL",
    newDatabaseUrl: () => cluster.createDatabase(),
    async open(options) {
      const databaseUrl = await cluster.createDatabase();
      const store = await createPgStore({ databaseUrl, dataDir: tempDataDir(), ...options });
      urls.set(store, databaseUrl);
      return store;
    },
    // Another server: the same database, its own folder for files.
    openBeside: async (store, options) =>
      createPgStore({ databaseUrl: urls.get(store), dataDir: tempDataDir(), ...options }),
  });
  return kinds;
}
