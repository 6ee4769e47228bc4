// What the framework alone costs at load: builds the smallest React Router page (scripts/audit/floor-app:
// one heading, one paragraph, prerendered and hydrated like the site's pages) and measures it on Lighthouse's
// mobile profile with its scripts and without them, alternating, beside the site's own pages and their
// scriptless references in the same run. A diagnostic, not a gate: it answers how much of a page's
// main-thread time at load is React and React Router before any of the site's code, so a ratio bar can be
// read against what the stack makes possible.
//
//   node scripts/audit/floor.mjs [--only /path]... [--runs 3]   (BUILD_DIR selects the site's build)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import Fastify from "fastify";
import fastifyStatic from "@fastify/static";
import { stopOnInterrupt } from "./interrupt.mjs";
import { makeReferenceBuild, stripScripts } from "./reference-build.mjs";
import { median, printTable } from "./report.mjs";
import { chromeArgs, chromePath } from "./routes.mjs";
import { startServer } from "./server.mjs";
import { listenOnFreePort } from "../../tests/support/ports.mjs";

const { values } = parseArgs({
  options: { only: { type: "string", multiple: true }, runs: { type: "string", default: "3" } },
});
const paths = values.only ?? ["/accessibility", "/about", "/careers", "/policies/privacy-policy"];
const runs = Number(values.runs);

/** Builds the minimal app into a temporary folder and copies it with its scripts stripped. */
function buildFloor() {
  const dir = mkdtempSync(join(tmpdir(), "floor-build-"));
  const built = spawnSync(
    process.execPath,
    [join("node_modules", "@react-router", "dev", "bin.cjs"), "build", join("scripts", "audit", "floor-app")],
    { env: { ...process.env, FLOOR_BUILD_DIR: dir }, encoding: "utf8" },
  );
  if (built.status !== 0) throw new Error(`the minimal app did not build:\n${built.stdout}${built.stderr}`);
  const page = join(dir, "client", "index.html");
  writeFileSync(join(dir, "client", "scriptless.html"), stripScripts(readFileSync(page, "utf8")));
  return dir;
}

/** Serves the minimal build's files; `/` is the page, `/scriptless` the same page without scripts. */
async function serveFloor(dir) {
  const app = Fastify();
  await app.register(fastifyStatic, { root: join(dir, "client"), extensions: ["html"] });
  await listenOnFreePort((port) => app.listen({ port, host: "127.0.0.1" }));
  return { origin: `http://127.0.0.1:${app.server.address().port}`, stop: () => app.close() };
}

const floorDir = buildFloor();
const forgetFloorDir = stopOnInterrupt(() => rmSync(floorDir, { recursive: true, force: true }));
const floor = await serveFloor(floorDir);
const reference = await makeReferenceBuild();
const site = await startServer();
const scriptless = await startServer({ BUILD_DIR: reference.dir });
const chrome = await launch({ chromePath, chromeFlags: [...chromeArgs, "--headless=new"], logLevel: "silent" });
const forgetChrome = stopOnInterrupt(() => chrome.kill());

/** Lighthouse mobile (the default preset): main-thread time at load and TBT, in ms. */
async function measure(url) {
  let lhr;
  // Lighthouse's own hiccups (NO_NAVSTART on a starved CPU) are retried, as in lighthouse.mjs.
  for (let attempt = 0; attempt < 3 && !(lhr && !lhr.runtimeError); attempt++) {
    ({ lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    }));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return {
    mainThread: lhr.audits["mainthread-work-breakdown"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    index: lhr.environment.benchmarkIndex,
  };
}

const targets = [
  { name: "minimal React Router page", page: `${floor.origin}/`, bare: `${floor.origin}/scriptless` },
  ...paths.map((path) => ({ name: path, page: `${site.origin}${path}`, bare: `${scriptless.origin}${path}` })),
];
const results = new Map(targets.map((target) => [target.name, { page: [], bare: [] }]));
try {
  // Round-robin, so a busy spell of the machine falls on every target alike.
  for (let n = 0; n < runs; n++) {
    for (const target of targets) {
      results.get(target.name).page.push(await measure(target.page));
      results.get(target.name).bare.push(await measure(target.bare));
    }
  }
} finally {
  forgetChrome();
  await chrome.kill();
  await Promise.all([floor.stop(), site.stop(), scriptless.stop()]);
  reference.remove();
  forgetFloorDir();
  rmSync(floorDir, { recursive: true, force: true });
}

const of = (list, key) => median(list.map((one) => one[key]));
const floorResult = results.get(targets[0].name);
const floorCost = of(floorResult.page, "mainThread") - of(floorResult.bare, "mainThread");
const rows = targets.map(({ name }) => {
  const { page, bare } = results.get(name);
  const withScripts = of(page, "mainThread");
  const without = of(bare, "mainThread");
  const cost = withScripts - without;
  return [
    name,
    String(Math.round(withScripts)),
    String(Math.round(without)),
    (withScripts / without).toFixed(2),
    String(Math.round(cost)),
    (cost / floorCost).toFixed(2),
    ((without + floorCost) / without).toFixed(2),
    String(Math.round(of(page, "tbt"))),
  ];
});
console.log(
  `Main thread at load, Lighthouse mobile (4x CPU), medians of ${runs}; CPU index ${Math.round(
    median([...results.values()].flatMap(({ page }) => page.map((one) => one.index))),
  )}`,
);
printTable(["page", "MT ms", "MT no JS", "MT x", "script cost", "x floor", "floor-only x", "TBT ms"], rows);
console.log(
  '"script cost" is the page\'s main thread minus its scriptless self; "x floor" divides it by the minimal page\'s; ' +
    '"floor-only x" is the ratio a page would have if its scripts cost no more than the minimal page\'s.',
);
