// The stores a test of the store's interface runs against: SQLite always, PostgreSQL where a cluster can be
// started here (tests/support/postgres.mjs), with a database of its own per store opened.
import { afterAll, beforeAll } from "vitest";
import { createStore } from "../../server/forms/store.mjs";
import { tempDataDir } from "../../server/forms/test-support.mjs";
import { createPgStore } from "../../server/pg/store.mjs";
import { postgresUnavailable, startPostgres } from "./postgres.mjs";

/** `[{ name, open(options) → store }]` for describe.each; call once per test file, at its top level. */
export function storeKinds() {
  const kinds = [{ name: "SQLite", open: async (options) => createStore({ dataDir: tempDataDir(), ...options }) }];
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
  kinds.push({
    name: "PostgreSQL",
    async open(options) {
      const databaseUrl = await cluster.createDatabase();
      return createPgStore({ databaseUrl, dataDir: tempDataDir(), ...options });
    },
  });
  return kinds;
}
