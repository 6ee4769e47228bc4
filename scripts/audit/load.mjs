// Load: drives the production server over loopback with autocannon, one bounded run per target (the home
// page, a vacancy page and a hashed script), and holds each to zero errors and a p99 under 50 ms.
//
// The 50 ms is the product's bar on a machine of its own; on a shared CI machine latency is the machine's as
// much as the server's. So CI's trimmed audit (AUDIT_SCOPE=templates) gates each target's p99 as a ratio to
// a reference measured in the same run: a bare node:http server in its own process answering the vacancy
// page's own bytes, driven by the same autocannon settings (docs/decisions/0009). The 50 ms is printed there.
//
// autocannon runs in a worker thread of this process, the server in a process of its own (startServer spawns
// it): the load generator shares an event loop and a heap with neither the server nor the audit's earlier
// checks, whose garbage would otherwise pause it in the middle of a run.
// `--duration N --connections N` shorten a run for a quick try (defaults: 30 s, 50 connections).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { get } from "node:http";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { median, runStandalone } from "./report.mjs";
import { everyRoute } from "./routes.mjs";
import { freePorts } from "../../tests/support/ports.mjs";

export const title = "Load (autocannon over loopback)";
/**
 * CI's gate: each target's p99 at most this many times the bare reference server's, measured alongside. On a
 * quiet 2-core machine the reference's p99 is 5-10 ms and single runs of the targets 1.5-5.3x it (2026-11-26): 8x is
 * about the 50 ms bar there, with room for a single run's noise, and it moves with the machine.
 */
export const MAX_P99_RATIO = 8;
const P99_LIMIT_MS = 50;
const ratioGate = process.env.AUDIT_SCOPE === "templates";
export const bar = ratioGate
  ? `per target: 0 errors, 0 non-2xx, 0 timeouts, p99 <= ${MAX_P99_RATIO}x a bare server's in the same run (< ${P99_LIMIT_MS} ms printed)`
  : `per target: 0 errors, 0 non-2xx, 0 timeouts, p99 < ${P99_LIMIT_MS} ms`;
export const needsBrowser = false;
// What a browser sends: the server answers with its precompressed brotli files, as in real use.
const headers = { "Accept-Encoding": "br, gzip" };

/** Duration (s) and connections, from `--duration N --connections N` (other arguments are ignored). */
function options() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { duration: { type: "string" }, connections: { type: "string" } },
    strict: false,
    allowPositionals: true,
  });
  const positive = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
  // CI's trimmed audit holds the same bar over 10 s a target: p99 over thousands of requests either way.
  const defaultDuration = process.env.AUDIT_SCOPE === "templates" ? 10 : 30;
  return { duration: positive(values.duration, defaultDuration), connections: positive(values.connections, 50) };
}

/** The first vacancy page of the build (a /careers/<slug> backed by a vacancy file, not a department list). */
function vacancyPath() {
  const path = everyRoute().find(
    (route) =>
      route.startsWith("/careers/") &&
      existsSync(new URL(`../../app/content/vacancies/${route.slice("/careers/".length)}.md`, import.meta.url)),
  );
  if (!path) throw new Error("no vacancy page among the prerendered routes");
  return path;
}

/** One real hashed script, read from the served home page (so it is what a visitor's browser fetches). */
async function assetPath(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const match = html.match(/\b(?:src|href)="(\/assets\/[^"]+\.js)"/);
  if (!match) throw new Error("no /assets/*.js URL in the home page's HTML");
  return match[1];
}

/** One bounded autocannon run, in a worker thread of its own; resolves with its results. */
function hammer(url, { duration, connections }) {
  return autocannon({ url, connections, duration, headers, timeout: 10, workers: 1 });
}

/** One answer's bytes as they came over the wire, with its type and encoding. */
async function rawGet(url) {
  const response = await new Promise((resolve, reject) => get(url, { headers }, resolve).on("error", reject));
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  return {
    body: Buffer.concat(chunks),
    type: response.headers["content-type"] ?? "text/html",
    encoding: response.headers["content-encoding"] ?? "identity",
  };
}

/**
 * The reference: a bare node:http server in its own process answering `body` with `type` and `encoding` to
 * every request, the least any server on this machine can do for the same bytes. Resolves with its origin
 * and a stop function.
 */
async function startReference({ body, type, encoding }) {
  const [port] = await freePorts(1);
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { createServer } from "node:http";
       const chunks = [];
       for await (const chunk of process.stdin) chunks.push(chunk);
       const body = Buffer.concat(chunks);
       const head = { "content-type": ${JSON.stringify(type)}, "content-encoding": ${JSON.stringify(encoding)}, "content-length": body.length };
       createServer((request, response) => { response.writeHead(200, head); response.end(body); })
         .listen(${port}, "127.0.0.1", () => process.stdout.write("ready\\n"));`,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  child.stdin.end(body);
  await once(child.stdout, "data");
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** A short warm-up (JIT, file lookups, sockets), not counted, then the counted run. */
async function measure(url, settings) {
  await hammer(url, { duration: 3, connections: settings.connections });
  return hammer(url, settings);
}

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");

/** One row of the table: a target's run and how it compares with the reference. */
const rowOf = (name, path, encoding, result, runs, ratio) => [
  name,
  path,
  encoding,
  fixed(result.requests.average, 0),
  fixed(result.latency.p50, 0),
  fixed(result.latency.p99, 0),
  String(result.non2xx),
  String(result.errors),
  String(result.timeouts),
  fixed(result.throughput.average / 1_000_000, 1),
  String(runs),
  fixed(ratio, 1),
];

const meetsLatency = (p99, ratio) => (ratioGate ? ratio <= MAX_P99_RATIO : p99 < P99_LIMIT_MS);

/**
 * One target measured as its bar decides it. Latency on a shared 2-core machine swings with whatever else runs,
 * and a p99 of a few milliseconds with it: a target whose p99 misses is measured twice more, each time right after
 * the reference, and the medians of the three decide (the row shows the target's median run). Errors, non-2xx
 * and timeouts are never forgiven, so a run with any is not repeated. Resolves with the run, its ratio to the
 * reference and how it was run.
 */
async function measureTarget(url, reference, settings) {
  const first = await measure(url, settings);
  const ratio = first.latency.p99 / Math.max(reference.run.latency.p99, 1);
  if (meetsLatency(first.latency.p99, ratio) || first.errors + first.non2xx + first.timeouts > 0)
    return { result: first, ratio, runs: "1" };
  const targetRuns = [first];
  const referenceRuns = [reference.run];
  for (let again = 0; again < 2; again += 1) {
    referenceRuns.push(await hammer(reference.origin, settings));
    targetRuns.push(await hammer(url, settings));
  }
  const p99 = median(targetRuns.map((run) => run.latency.p99));
  const total = (key) => targetRuns.reduce((sum, run) => sum + run[key], 0);
  const counts = ["errors", "non2xx", "timeouts", "3xx", "4xx", "5xx"].map((key) => [key, total(key)]);
  const listed = (runs) => runs.map((run) => fixed(run.latency.p99, 0)).join(", ");
  return {
    result: { ...targetRuns.find((run) => run.latency.p99 === p99), ...Object.fromEntries(counts) },
    ratio: p99 / Math.max(median(referenceRuns.map((run) => run.latency.p99)), 1),
    runs: `3 (p99 ${listed(targetRuns)} ms; reference ${listed(referenceRuns)} ms)`,
  };
}

export async function run({ origin }) {
  const settings = options();
  const targets = [
    ["home", "/"],
    ["vacancy", vacancyPath()],
    ["asset", await assetPath(origin)],
  ];
  const rows = [];
  const failures = [];
  const ratios = [];
  // The reference, on the vacancy page's own bytes as the server sends them (still compressed: fetch would
  // decode them). It stays up for the whole check: a miss is measured again against it.
  const page = await rawGet(`${origin}${targets[1][1]}`);
  const reference = await startReference(page);
  try {
    reference.run = await measure(reference.origin, settings);
    rows.push(rowOf("reference", "(bare node:http, the vacancy's bytes)", page.encoding, reference.run, 1, 1));
    for (const [name, path] of targets) {
      // What encoding the run gets, checked once up front (a silent fall back to identity would skew MB/s).
      const encoding = await fetch(`${origin}${path}`, {
        headers,
        method: "HEAD",
        signal: AbortSignal.timeout(5_000),
      }).then(
        (probe) => probe.headers.get("content-encoding") ?? "identity",
        () => "no answer",
      );
      const { result, ratio, runs } = await measureTarget(`${origin}${path}`, reference, settings);
      const p99 = result.latency.p99;
      ratios.push(ratio);
      rows.push(rowOf(name, path, encoding, result, runs, ratio));
      const misses = [];
      if (result.errors > 0) misses.push(`${result.errors} errors`);
      if (result.non2xx > 0)
        misses.push(`${result.non2xx} non-2xx (3xx ${result["3xx"]}, 4xx ${result["4xx"]}, 5xx ${result["5xx"]})`);
      if (result.timeouts > 0) misses.push(`${result.timeouts} timeouts`);
      if (!meetsLatency(p99, ratio))
        misses.push(
          ratioGate
            ? `p99 ${fixed(p99, 0)} ms, ${fixed(ratio, 1)}x the reference's (limit ${MAX_P99_RATIO}x)`
            : `p99 ${fixed(p99, 0)} ms (limit < ${P99_LIMIT_MS} ms)`,
        );
      if (misses.length > 0) failures.push(`${name} ${path}: ${misses.join(", ")}`);
    }
  } finally {
    reference.stop();
  }
  const worstP99 = Math.max(...rows.slice(1).map((row) => Number(row[5])));
  const worstRatio = fixed(Math.max(...ratios), 1);
  return {
    headers: [
      "target",
      "path",
      "encoding",
      "req/s",
      "p50 ms",
      "p99 ms",
      "non-2xx",
      "errors",
      "timeouts",
      "MB/s",
      "runs",
      "p99 x ref",
    ],
    rows,
    failures,
    summary:
      `${targets.length} targets × ${settings.duration} s × ${settings.connections} connections, ` +
      `worst p99 ${worstP99} ms (${worstRatio}x the bare reference's ${rows[0][5]} ms), ${failures.length} over the bar`,
  };
}

if (import.meta.main) await runStandalone({ title, bar, needsBrowser, run });
