// Starts the project's production server (server/start.mjs) on a free loopback port for an audit.
// The build folder is BUILD_DIR (default build/); the server builds it first when it is missing.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stopOnInterrupt } from "./interrupt.mjs";
import { freePorts } from "../../tests/support/ports.mjs";

const freePort = async () => (await freePorts(1))[0];

/**
 * `env` adds to the audit's own environment (e.g. another BUILD_DIR for a reference build).
 * @returns {Promise<{ origin: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startServer(env = {}) {
  const port = await freePort();
  // What an audit sends (the forms' load test) lands in a database of its own, removed afterwards.
  const dataDir = mkdtempSync(join(tmpdir(), "audit-data-"));
  const child = spawn(process.execPath, ["server/start.mjs"], {
    // TRUST_PROXY: the headers check plays the TLS proxy in front (X-Forwarded-Proto) to see HSTS sent.
    env: { ...process.env, DATA_DIR: dataDir, TRUST_PROXY: "1", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  await new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Serving ")) resolve();
    });
  });
  child.removeAllListeners("exit");
  // From here the server writes a log line per request: read and drop them, so none is kept in memory.
  child.stdout.removeAllListeners("data");
  child.stdout.resume();
  const stop = async () => {
    unregister();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const unregister = stopOnInterrupt(stop);
  return { origin: `http://127.0.0.1:${port}`, port, pid: child.pid, stop };
}
