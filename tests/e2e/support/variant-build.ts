import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/**
 * Builds of the site made with other build-time settings (FORMS_API_ORIGIN), for the specs that test them.
 * Each is built once per test run, whichever worker asks first; the others wait for it. A build left from an
 * earlier run is never reused: the code may have changed since.
 */

/** The test runner's process: every worker of one run is its child. */
const runId = String(process.ppid);

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

type Marker = { runId: string; env: Record<string, string> };

function readMarker(file: string): Marker | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Marker;
  } catch {
    return null;
  }
}

/**
 * The build folder for `name`, built with `env` (the build's settings) in this run. The first worker to ask
 * takes a lock and builds (react-router build, then postbuild, as CI's build phase does); the others poll
 * until its marker names this run.
 */
export async function variantBuild(name: string, env: Record<string, string>): Promise<string> {
  const buildDir = `build-e2e-${name}`;
  const marker = join(buildDir, "variant.json");
  mkdirSync("build-e2e-locks", { recursive: true });
  const lock = join("build-e2e-locks", name);
  const fresh = () => {
    const found = readMarker(marker);
    return found?.runId === runId && JSON.stringify(found.env) === JSON.stringify(env);
  };
  for (;;) {
    if (fresh()) return buildDir;
    let owner = false;
    try {
      // Created only if absent: one worker wins.
      writeFileSync(lock, runId, { flag: "wx" });
      owner = true;
    } catch {
      // Another worker is building it; a lock left by an earlier run (killed mid-build) is taken over.
      if (existsSync(lock) && readFileSync(lock, "utf8") !== runId) rmSync(lock, { force: true });
    }
    if (owner) {
      try {
        if (fresh()) return buildDir;
        rmSync(buildDir, { recursive: true, force: true });
        const buildEnv = { ...process.env, ...env, BUILD_DIR: buildDir };
        await run("npx", ["react-router", "build"], buildEnv);
        await run(process.execPath, ["scripts/postbuild.mjs"], buildEnv);
        writeFileSync(marker, JSON.stringify({ runId, env } satisfies Marker));
        return buildDir;
      } finally {
        rmSync(lock, { force: true });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A loopback port nothing listens on now (the system's pick, given back at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = { origin: string; stop: () => Promise<void> };

/**
 * The project's server (`server/start.mjs`) on 127.0.0.1:`port`, serving `buildDir`, with `env` besides; resolves
 * once it says it is serving. `stop` sends SIGTERM to that process alone and waits for it to exit.
 */
export function startServer(buildDir: string, port: number, env: Record<string, string>): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ["server/start.mjs"], {
      env: { ...process.env, ...env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    };
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Serving ")) resolve({ origin: `http://127.0.0.1:${port}`, stop });
    });
    child.once("exit", (code) => reject(new Error(`server on ${port} exited (${code}) before serving:\n${output}`)));
  });
}
