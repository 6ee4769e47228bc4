// A throwaway PostgreSQL cluster for the tests of the PostgreSQL store: its own data folder, on
// 127.0.0.1 at a free port below 32768, stopped by its own pid. PostgreSQL refuses to run as root, so as
// root (CI) it runs as the `postgres` user the Debian package creates.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePorts } from "./ports.mjs";

const BIN_DIRS = ["/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/15/bin"];

function binary(name) {
  for (const dir of BIN_DIRS) if (existsSync(join(dir, name))) return join(dir, name);
  try {
    return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

/** The OS user to run the cluster as: ourselves, or `postgres` when we are root. Null when none can. */
function runAs() {
  if (process.getuid?.() !== 0) return { uid: undefined, gid: undefined };
  try {
    const id = (flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8", stdio: "pipe" }));
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    return null;
  }
}

/** Why no cluster can be started here (printed by the tests that skip), or null when one can. */
export function postgresUnavailable() {
  if (!binary("initdb") || !binary("postgres")) return "PostgreSQL is not installed (initdb and postgres not found)";
  if (!runAs()) return "running as root and there is no postgres user to run PostgreSQL as";
  return null;
}

/**
 * Starts a cluster. Returns `{ port, createDatabase() → url, pause(), resume(), stop() }`: `stop` ends the
 * server by its pid and removes its folder; `pause` and `resume` stop and start it on the same port and
 * data (the readiness tests).
 */
export async function startPostgres() {
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), "site-pg-"));
  const data = join(dir, "data");
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const options = { uid: user.uid, gid: user.gid, stdio: "ignore" };
  await run(binary("initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"], options);
  const [port] = await freePorts(1);
  let server = null;

  async function start() {
    // fsync off: a test cluster need not survive a power cut, and the disk is shared.
    server = spawn(
      binary("postgres"),
      ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-F"],
      options,
    );
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => {});
        if (server.exitCode !== null || Date.now() > deadline)
          throw new Error(`PostgreSQL did not start: ${error.message}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async function halt() {
    if (!server || server.exitCode !== null) return;
    const exited = once(server, "exit");
    // SIGINT: PostgreSQL's fast shutdown (sessions are ended, not waited for).
    server.kill("SIGINT");
    await exited;
  }

  await start();
  let databases = 0;
  return {
    port,
    /** A new, empty database; its URL. */
    async createDatabase(name = `test_${process.pid}_${++databases}`) {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    pause: halt,
    resume: start,
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function run(command, args, options) {
  const child = spawn(command, args, options);
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`${command} exited with ${code}`);
}
