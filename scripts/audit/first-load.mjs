// First-load JavaScript, layout stability and the console, per page, at a phone and a desktop width.
//
// JS: the compressed bytes of every script a page loads until the network has been idle for 500 ms,
// as the project's server sends them to Chromium (brotli; response headers not counted). The gzip
// figure beside it is the same files' .gz siblings, for hosts that only speak gzip. Both must be within
// the product's 130 KB budget (docs/performance.md), whichever encoding a host serves.
// CLS: layout shifts without recent input, from the first paint through a slow scroll to the end of
// the page and back (lazy images, reveals and late fonts all show up here).
// Console: the same visit, through the scroll and until the network is quiet again, must not report one
// console error or warning, uncaught exception or failed request. Third parties (the video players) get an
// empty page instead of the network: the audit judges this site only and never calls other people's servers.
// The browser tests leave page loads to this check (docs/accessibility.md).
// A form's error state (`?error=`) is held to CLS but not to the JS budget: the visitor lands there from
// their own post, the page opens on the form they are correcting, and the form's code, which other pages
// load at the first touch of a form, loads at once (its bytes are printed all the same).
// Run alone: node scripts/audit/first-load.mjs [--budget 130]  (BUILD_DIR selects the build)
import { statSync } from "node:fs";
import { join } from "node:path";
import { servedClient } from "../../server/releases.mjs";
import { runStandalone } from "./report.mjs";
import { auditRoutes, stateOf } from "./routes.mjs";

const flag = process.argv.indexOf("--budget");
const budgetKb = flag > 0 ? Number(process.argv[flag + 1]) : 130;
const widths = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

export const title = "First-load JavaScript, CLS and console";
/** Shown as 0.00 by every tool; sub-pixel movement below it is not worth trading first paint or simplicity for. */
const maxCls = 0.001;
export const bar =
  `<= ${budgetKb} KB JS on the wire at 390 and 1440 px, brotli and gzip alike; CLS <= ${maxCls}; ` +
  "0 console errors/warnings, page errors and failed requests";

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

function gzipSize(path) {
  const file = join(servedClient(), path);
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    return statSync(file).size;
  }
}

/** Sums unexpected layout shifts from the start of the page, as the CLS metric does (session windows aside). */
function observeShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput)
        window.__shifts.push({
          value: entry.value,
          // What moved, and from where to where: enough to find a sub-pixel shift's cause afterwards.
          nodes:
            entry.sources?.map((source) => {
              const from = source.previousRect;
              const to = source.currentRect;
              const move = `(${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}, scrollY ${Math.round(window.scrollY)}, ${Math.round(entry.startTime)} ms)`;
              return `${source.node?.outerHTML?.slice(0, 90) ?? "?"} ${move}`;
            }) ?? [],
        });
  }).observe({ type: "layout-shift", buffered: true });
}

async function scrollThrough(page) {
  await page.evaluate(async () => {
    const step = Math.round(window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
}

/** Resolves once no request has been in flight for `quietMs` (or after `maxMs`): network idle, re-armable. */
function idleTracker(page) {
  const inFlight = new Set();
  page.on("request", (request) => inFlight.add(request));
  for (const event of ["requestfinished", "requestfailed"]) page.on(event, (request) => inFlight.delete(request));
  return async (quietMs = 500, maxMs = 8000) => {
    const start = Date.now();
    let quietSince = Date.now();
    while (Date.now() - start < maxMs) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** Every problem the page reports, as text. */
function consoleProblems(page) {
  const problems = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const { url: source, lineNumber } = message.location();
    const where = source && !message.text().includes(source) ? ` (${source}:${lineNumber})` : "";
    problems.push(`console ${message.type()}: ${message.text()}${where}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? "unknown"})`),
  );
  return problems;
}

async function measure(browser, origin, path, viewport, external) {
  const context = await browser.newContext({ viewport });
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      external.add(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "" });
    },
  );
  const page = await context.newPage();
  const problems = consoleProblems(page);
  const idle = idleTracker(page);
  await page.addInitScript(observeShifts);
  const scripts = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const { responseBodySize } = await request.sizes();
    scripts.push({ path: url.pathname, br: responseBodySize, gz: gzipSize(url.pathname) });
  });
  let bytes = 0;
  page.on("requestfinished", async (request) => {
    bytes += (await request.sizes()).responseBodySize;
  });
  let shifts = [];
  try {
    await page.goto(origin + path, { waitUntil: "networkidle" });
  } catch (error) {
    problems.push(`navigation failed: ${error.message.split("\n")[0]}`);
  }
  const firstLoad = [...scripts];
  const total = bytes;
  try {
    await scrollThrough(page);
    await idle();
    // Effects scheduled after the network went quiet (timers, idle callbacks) get their turn to complain: the
    // page's main thread has run them once it calls an idle callback of its own.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2000 })),
    );
    shifts = await page.evaluate(() => window.__shifts);
  } catch (error) {
    problems.push(`the page could not be scrolled: ${error.message.split("\n")[0]}`);
  }
  await context.close();
  return {
    problems: [...new Set(problems)],
    files: firstLoad.length,
    br: firstLoad.reduce((sum, script) => sum + script.br, 0),
    gz: firstLoad.reduce((sum, script) => sum + script.gz, 0),
    total,
    cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
    shifts,
  };
}

export async function run({ origin, browser, routes = auditRoutes() }) {
  const rows = [];
  const failures = [];
  let worst = { kb: 0, path: "" };
  let worstGz = 0;
  let problemCount = 0;
  /** @type {Set<string>} third-party URLs the pages asked for, answered by an empty stub */
  const external = new Set();
  for (const path of routes) {
    // The two widths side by side, each in a fresh context (an empty cache, as on a first visit).
    const results = await Promise.all(widths.map((viewport) => measure(browser, origin, path, viewport, external)));
    const js = Math.max(...results.map((result) => result.br));
    const gz = Math.max(...results.map((result) => result.gz));
    const budgeted = stateOf(path)?.group !== "error state";
    if (budgeted && kb(js) > worst.kb) worst = { kb: kb(js), path };
    if (budgeted) worstGz = Math.max(worstGz, kb(gz));
    rows.push([
      path,
      String(Math.max(...results.map((result) => result.files))),
      kb(results[0].br).toFixed(1),
      kb(results[1].br).toFixed(1),
      budgeted ? kb(gz).toFixed(1) : `${kb(gz).toFixed(1)} (form open)`,
      kb(Math.max(...results.map((result) => result.total))).toFixed(1),
      results.map((result) => result.cls.toFixed(4)).join(" / "),
      results.map((result) => result.problems.length).join(" / "),
    ]);
    results.forEach((result, index) => {
      problemCount += result.problems.length;
      for (const problem of result.problems) failures.push(`${path} @${widths[index].width}: ${problem}`);
    });
    if (budgeted && kb(js) > budgetKb)
      failures.push(`${path}: ${kb(js).toFixed(1)} KB of JavaScript on first load (budget ${budgetKb} KB)`);
    if (budgeted && kb(gz) > budgetKb)
      failures.push(`${path}: ${kb(gz).toFixed(1)} KB of JavaScript on first load as gzip (budget ${budgetKb} KB)`);
    results.forEach((result, index) => {
      if (result.cls > maxCls)
        failures.push(
          `${path} at ${widths[index].width} px: CLS ${result.cls.toFixed(4)} — ${result.shifts
            .flatMap((shift) => shift.nodes)
            .slice(0, 3)
            .join(" | ")}`,
        );
    });
  }
  if (external.size > 0) {
    console.log(`\nThird-party requests answered by an empty stub (not fetched): ${external.size}`);
    for (const url of [...external].sort()) console.log(`  ${url}`);
  }
  return {
    headers: [
      "route",
      "scripts",
      "JS 390 (KB br)",
      "JS 1440 (KB br)",
      "JS (KB gzip)",
      "all bytes (KB)",
      "CLS 390 / 1440",
      "console 390 / 1440",
    ],
    rows,
    failures,
    summary: `${rows.length} pages; largest first-load JS ${worst.kb.toFixed(1)} KB brotli (${worst.path}), ${worstGz.toFixed(1)} KB as gzip; worst CLS ${Math.max(0, ...rows.flatMap((row) => row[6].split(" / ").map(Number))).toFixed(4)}; ${problemCount} console errors/warnings, page errors and failed requests`,
  };
}

if (import.meta.main) await runStandalone({ title, bar, run });
