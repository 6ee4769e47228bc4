// `npm run test:e2e:postgres -- [playwright arguments]`: the browser tests against the served build with the
// server storing in PostgreSQL instead of SQLite: a throwaway cluster (tests/support/postgres.mjs) on loopback,
// one new database, the server given its DATABASE_URL. Uses the build that is there (`npm run build` first).
// A port of its own, so an already running SQLite server is never reused by mistake.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { freePorts } from "./support/ports.mjs";
import { postgresUnavailable, startPostgres } from "./support/postgres.mjs";

const unavailable = postgresUnavailable();
if (unavailable) {
  console.error(`Cannot run the browser tests on PostgreSQL: ${unavailable}.`);
  process.exit(1);
}
const cluster = await startPostgres();
let code = 1;
try {
  const databaseUrl = await cluster.createDatabase("site_e2e");
  const [port] = await freePorts(1);
  console.log(`PostgreSQL on 127.0.0.1:${cluster.port}; the server under test on 127.0.0.1:${port}.`);
  const tests = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    // With a shared database the alerts' link secret must be set (each instance must sign alike): a fresh one.
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ALERTS_SECRET: randomBytes(32).toString("base64url"),
      E2E_PORT: String(port),
    },
  });
  [code] = await once(tests, "exit");
} finally {
  await cluster.stop();
}
process.exit(code ?? 1);
