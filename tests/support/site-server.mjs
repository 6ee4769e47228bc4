// The project's server as its operators run it (`node server/start.mjs`), in a child process of the test.
import { spawn } from "node:child_process";
import { freePorts } from "./ports.mjs";

/**
 * Starts `server/start.mjs` on 127.0.0.1 at a free port below 32768, with `env` over the test's own; resolves
 * once it prints its "Serving" line (rejects if it exits first) with the child, its port and its output so far.
 * The caller stops it by its pid (`child.kill`).
 * @param {Record<string, string>} env
 */
export async function startSiteServer(env = {}) {
  const child = spawn(process.execPath, ["server/start.mjs"], {
    env: { ...process.env, PORT: String((await freePorts(1))[0]), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const port = await new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`exited (${code}) before serving:\n${output}`)));
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /Serving .*client on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
  });
  child.removeAllListeners("exit");
  return { child, port, output: () => output };
}
