// `node for-the-run.ts <pid> <dir> -- <command> [args...]`: runs the command for as long as process <pid> (a
// Playwright test runner) lives, then stops it with SIGTERM and removes <dir> (the command's DATA_DIR). The browser
// tests start a server shared by every worker of one run this way (tests/e2e/support/variant-build.ts): no worker
// owns it, so none can stop it while another still uses it, and none is left behind once the run is over.
// The command's output goes to this process's own; "serving" is sent on the IPC channel once it prints its
// "Serving " line, and the command's exit code is this process's.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const [watched, dir, separator, command, ...args] = process.argv.slice(2);
if (!watched || !dir || separator !== "--" || !command) {
  console.error("usage: node for-the-run.ts <pid> <dir> -- <command> [args...]");
  process.exit(2);
}

const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
let output: string | null = "";
child.stdout.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (output === null) return;
  output += chunk.toString();
  if (output.includes("Serving ")) {
    output = null;
    if (process.connected) process.send?.("serving");
  }
});
child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};
const stop = () => {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
};
// A process that is not our parent gives no event when it ends: its liveness is checked each second.
const watch = setInterval(() => alive(Number(watched)) || stop(), 1000);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
// The IPC channel closing (the worker that started it ended) is not a reason to stop.
process.on("disconnect", () => {});

child.on("exit", (code, signal) => {
  clearInterval(watch);
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
