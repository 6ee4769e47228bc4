// What machine a run is on, so its printed timings can be read against it: Node, Chromium, CPU count and
// Lighthouse's CPU benchmark index (an idle laptop scores about 1,500-2,000; the index falls when the CPU is
// slow or busy). Prints one line each. `node scripts/audit/machine.mjs`
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { availableParallelism, cpus, totalmem } from "node:os";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { stopOnInterrupt } from "./interrupt.mjs";
import { chromeArgs, chromePath } from "./routes.mjs";
import { listenHttp } from "../../tests/support/ports.mjs";

/** Lighthouse measures the index on every run; a one-line page on loopback keeps the run to a few seconds. */
async function benchmarkIndex() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end("<!doctype html><html lang=en><title>Machine</title><p>Machine");
  });
  await listenHttp(server);
  const chrome = await launch({ chromePath, chromeFlags: [...chromeArgs, "--headless=new"], logLevel: "silent" });
  const forgetChrome = stopOnInterrupt(() => chrome.kill());
  try {
    const result = await lighthouse(`http://127.0.0.1:${server.address().port}/`, {
      port: chrome.port,
      logLevel: "error",
      onlyAudits: ["viewport"],
    });
    return Math.round(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
  } finally {
    forgetChrome();
    chrome.kill();
    server.close();
  }
}

const chromium = execFileSync(chromePath, ["--version"], { encoding: "utf8" }).trim();
console.log(`Node ${process.version}`);
console.log(`${chromium} (${chromePath})`);
console.log(
  `CPUs: ${availableParallelism()} (${cpus()[0]?.model ?? "unknown model"}), memory ${Math.round(totalmem() / 2 ** 30)} GiB`,
);
console.log(`Lighthouse CPU benchmark index: ${await benchmarkIndex()}`);
