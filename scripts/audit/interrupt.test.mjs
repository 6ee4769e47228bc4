// @vitest-environment node
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const module = pathToFileURL(join(import.meta.dirname, "interrupt.mjs")).href;
let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a script that registers stops, waits until it says it is ready, then sends it `signal`. */
async function interrupt(script, signal) {
  dir = mkdtempSync(join(tmpdir(), "interrupt-test-"));
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, OUT: dir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdout.setEncoding("utf8");
  for await (const chunk of child.stdout) if (chunk.includes("ready")) break;
  child.kill(signal);
  const [code] = await once(child, "exit");
  return { code, stderr };
}

describe("stopOnInterrupt", () => {
  it("runs every registered stop, newest first, and exits 143 on SIGTERM", async () => {
    const { code, stderr } = await interrupt(
      `import { appendFileSync } from "node:fs";
       const { stopOnInterrupt } = await import(${JSON.stringify(module)});
       stopOnInterrupt(() => appendFileSync(process.env.OUT + "/log", "server\\n"));
       stopOnInterrupt(async () => { await new Promise((r) => setTimeout(r, 20)); appendFileSync(process.env.OUT + "/log", "chrome\\n"); });
       console.log("ready");
       setInterval(() => {}, 1000);`,
      "SIGTERM",
    );
    expect(code).toBe(143);
    expect(readFileSync(join(dir, "log"), "utf8")).toBe("chrome\nserver\n");
    expect(stderr).toContain("SIGTERM: stopping what the audit started (2 item(s)).");
  });

  it("does not run a stop that was unregistered, and exits 130 on SIGINT", async () => {
    const { code } = await interrupt(
      `import { appendFileSync } from "node:fs";
       const { stopOnInterrupt } = await import(${JSON.stringify(module)});
       const forget = stopOnInterrupt(() => appendFileSync(process.env.OUT + "/log", "stopped twice\\n"));
       forget();
       stopOnInterrupt(() => appendFileSync(process.env.OUT + "/log", "kept\\n"));
       console.log("ready");
       setInterval(() => {}, 1000);`,
      "SIGINT",
    );
    expect(code).toBe(130);
    expect(readFileSync(join(dir, "log"), "utf8")).toBe("kept\n");
  });

  it("still runs the other stops when one of them throws", async () => {
    const { code, stderr } = await interrupt(
      `import { appendFileSync } from "node:fs";
       const { stopOnInterrupt } = await import(${JSON.stringify(module)});
       stopOnInterrupt(() => appendFileSync(process.env.OUT + "/log", "first\\n"));
       stopOnInterrupt(() => { throw new Error("already gone"); });
       console.log("ready");
       setInterval(() => {}, 1000);`,
      "SIGTERM",
    );
    expect(code).toBe(143);
    expect(existsSync(join(dir, "log")) && readFileSync(join(dir, "log"), "utf8")).toBe("first\n");
    expect(stderr).toContain("could not stop one item: already gone");
  });
});
