// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { site } from "../app/config/site.ts";
import { openStore } from "../server/store/index.mjs";
import { tempDataDir } from "../tests/support/forms-api.mjs";
import { SECRET, publish, vacancy } from "../tests/support/alerts-api.mjs";
import { storeKinds } from "../tests/support/stores.mjs";
import { main } from "./alerts.mjs";

// The command runs on SQLite, then on PostgreSQL where a cluster can be started here (a new database a test).
const kinds = storeKinds();
let dataDir;
let databaseUrl;
let env;

/** A confirmed subscriber to Data, and two open vacancies: one of Data, one of Design. */
async function seed(kind) {
  dataDir = tempDataDir();
  databaseUrl = await kind.newDatabaseUrl();
  const vacanciesFile = join(dataDir, "vacancies.json");
  publish(vacanciesFile, []);
  env = {
    DATA_DIR: dataDir,
    ALERTS_VACANCIES_FILE: vacanciesFile,
    ALERTS_SECRET: SECRET,
    SITE_ORIGIN: "http://localhost:4401",
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  };
  const store = await openStore({ databaseUrl, dataDir });
  await store.signUp({
    email: "ada@example.com",
    preferences: { departments: ["data"], levels: [], location: "" },
    compose: () => ({ to: "ada@example.com" }),
  });
  const { id, confirmNonce } = await store.findSubscription("ada@example.com");
  await store.confirm({ id, nonce: confirmNonce, openSlugs: [] });
  await store.close();
  publish(vacanciesFile, [vacancy("data-scientist"), vacancy("ui-ux-designer", { department: "Design" })]);
}

async function run(...argv) {
  const lines = { out: [], err: [] };
  const code = await main(argv, { env, out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) });
  return { code, out: lines.out.join("\n"), err: lines.err.join("\n") };
}

describe.each(kinds)("npm run alerts on $name", (kind) => {
  beforeEach(async () => await seed(kind));

  it("previews an address's digest with its unsubscribe headers, queueing nothing", async () => {
    const { code, out } = await run("preview", "--email", "ada@example.com");
    expect(code).toBe(0);
    expect(out).toContain(`Subject: New vacancy at ${site.name}: Data Scientist`);
    expect(out).toMatch(/List-Unsubscribe: <http:\/\/localhost:4401\/api\/vacancy-alerts\/unsubscribe\?token=/);
    expect(out).not.toContain("Ui Ux Designer");
    expect((await run("preview", "--email", "nobody@example.com")).out).toBe("No subscription for this address.");
  });

  it("queues the digests due, once", async () => {
    expect((await run("send")).out).toMatch(/^1 digest\(s\) queued for 1 subscriber\(s\) due, from 2 open vacancies;/);
    expect((await run("send")).out).toMatch(/^0 digest\(s\) queued for 0 subscriber\(s\) due/);
    const store = await openStore({ databaseUrl, dataDir });
    expect((await store.listOutbox({ statuses: ["pending"] })).map((row) => row.kind)).toEqual([
      "alert-confirmation",
      "alert-digest",
    ]);
    await store.close();
  });

  it("says what is wrong in one line", async () => {
    expect(await run("preview")).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^alerts: preview needs --email/),
    });
    env.ALERTS_VACANCIES_FILE = join(dataDir, "missing.json");
    expect(await run("send")).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^alerts: Nothing sent: no vacancy list/),
    });
    // No database where it is looked for: SQLite's file is not in DATA_DIR, or PostgreSQL has no such database.
    // Nothing is made for it either: no folder in a DATA_DIR that was not there.
    env.DATA_DIR = join(dataDir, "nowhere");
    if (databaseUrl) env.DATABASE_URL = databaseUrl.replace(/[^/]+$/, "nowhere");
    expect(await run("send")).toEqual({
      code: 1,
      out: "",
      err: databaseUrl
        ? 'alerts: database "nowhere" does not exist'
        : `alerts: No database at ${join(dataDir, "nowhere", "site.db")} (is DATA_DIR set?).`,
    });
    expect(existsSync(join(dataDir, "nowhere"))).toBe(false);
  });
});
