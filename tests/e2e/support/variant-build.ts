import { spawn } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePorts } from "../../support/ports.mjs";

/**
 * Builds of the site made with other build-time settings (FORMS_API_ORIGIN), and the servers that serve them, for
 * the specs that test them. Each variant is set up once per test run, by whichever worker asks first, and every
 * worker of that run shares it: its settings (ports included) are chosen once and kept in the build's marker
 * file, and its servers live as long as the run (support/for-the-run.ts), so no worker can rebuild a folder or
 * stop a server another worker is using. One lock covers every variant, so two never build at the same time.
 * A variant left from an earlier run is never reused: the code may have changed since.
 *
 * The folders are named after the run's own build (BUILD_DIR), so runs on different builds never share one.
 */

/** The test runner's process: every worker of one run is its child. */
const runId = process.ppid;
const base = process.env.BUILD_DIR ?? "build";
const locks = `${base}-e2e-locks`;
const lock = join(locks, "variants.lock");

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output}`)),
    );
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Runs `work` holding the variants' lock: a file created only if absent, holding its owner's pid. A lock whose
 * owner has died (a worker killed mid-build) is taken over, by one waiter only: the first to create the
 * takeover file named after the dead owner.
 */
async function withLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(locks, { recursive: true });
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let owner = 0;
    try {
      owner = Number(readFileSync(lock, "utf8"));
    } catch {
      continue; // released between the two calls
    }
    if (owner > 0 && !alive(owner)) {
      try {
        writeFileSync(`${lock}.taken-${owner}`, String(process.pid), { flag: "wx" });
        rmSync(lock, { force: true });
        continue;
      } catch {
        // another waiter took it over
      }
    }
    // Polled: the owner is another process, which sends no event when it releases the file.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

type Marker<T> = { runId: number; value: T };

/**
 * The variant `name` of this run: `setUp` builds it into the folder it is given (with `buildVariant`) and starts
 * what serves it (with `serveForTheRun`), once per run; what it returns (origins, folders; JSON) is kept in the
 * folder's marker and given to every worker that asks.
 */
export async function variant<T>(name: string, setUp: (buildDir: string) => Promise<T>): Promise<T> {
  const buildDir = `${base}-e2e-${name}`;
  const marker = join(buildDir, "variant.json");
  const current = () => {
    try {
      const found = JSON.parse(readFileSync(marker, "utf8")) as Marker<T>;
      return found.runId === runId ? found : null;
    } catch {
      return null;
    }
  };
  return withLock(async () => {
    const made = current();
    if (made) return made.value;
    rmSync(buildDir, { recursive: true, force: true });
    const value = await setUp(buildDir);
    writeFileSync(marker, JSON.stringify({ runId, value } satisfies Marker<T>));
    return value;
  });
}

/**
 * Builds the site into `buildDir` with `env` as `npm run build` does after the assets: the vacancies from where
 * VACANCIES_FROM says, react-router build, the content editor when `admin` (it takes the longest and only the
 * editor's own tests need it), then postbuild.
 */
export async function buildVariant(
  buildDir: string,
  env: Record<string, string>,
  { admin = false } = {},
): Promise<void> {
  const buildEnv = { ...process.env, ...env, BUILD_DIR: buildDir };
  await run(process.execPath, ["scripts/load-vacancies.mjs"], buildEnv);
  await run("npx", ["react-router", "build"], buildEnv);
  if (admin) await run(process.execPath, ["scripts/build-admin.mjs"], buildEnv);
  await run(process.execPath, ["scripts/postbuild.mjs"], buildEnv);
}

/** `count` distinct loopback ports below 32768 that nothing listens on now (`tests/support/ports.mjs`). */
export { freePorts };

/** A fresh, empty DATA_DIR for a server under test. */
export const tempDataDir = (name: string) => mkdtempSync(join(tmpdir(), `site-e2e-${name}-`));

/**
 * The project's server (`server/start.mjs`) on 127.0.0.1:`port`, serving `buildDir`, with `env` besides
 * (DATA_DIR included), for the rest of this test run: it is stopped, and its DATA_DIR removed, once the test
 * runner has exited. Resolves with its origin once it says it is serving; its output is in `<logDir>/server-<port>.log`.
 * `script`: another server that prints "Serving " once it listens on PORT (the mock ATS, tests/ats/serve-mock.ts).
 */
export function serveForTheRun(
  buildDir: string,
  port: number,
  env: Record<string, string> & { DATA_DIR: string },
  logDir: string,
  script = "server/start.mjs",
): Promise<string> {
  const log = openSync(join(logDir, `server-${port}.log`), "a");
  const child = spawn(
    process.execPath,
    ["tests/e2e/support/for-the-run.ts", String(runId), env.DATA_DIR, "--", process.execPath, script],
    {
      env: { ...process.env, ...env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      stdio: ["ignore", log, log, "ipc"],
      detached: true,
    },
  );
  closeSync(log);
  return new Promise((resolve, reject) => {
    child.once("message", () => {
      child.removeAllListeners("exit");
      child.disconnect();
      child.unref();
      resolve(`http://127.0.0.1:${port}`);
    });
    child.once("exit", (code) =>
      reject(new Error(`server on ${port} exited (${code}) before serving: see ${logDir}/server-${port}.log`)),
    );
  });
}
