// Console: every page, at a phone and a desktop width, loads, scrolls to the bottom and back (so lazy
// images, reveal animations and deferred scripts run) without one console error or warning, uncaught
// exception or failed request. The browser tests leave page loads to this check (docs/accessibility.md).
import { auditRoutes } from "./routes.mjs";
import { runStandalone } from "./report.mjs";

export const title = "Console";
export const bar = "0 console errors/warnings, page errors and failed requests at 390 and 1440 px";

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

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

/** Scrolls down a screen at a time to the bottom (the page may grow as it goes), then back to the top. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 80));
    let guard = 0;
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2 && guard++ < 200) {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: "instant" });
      await pause();
    }
    await pause();
    window.scrollTo({ top: 0, behavior: "instant" });
    await pause();
  });
}

/** Opens one page and returns every problem it reported, as text. */
async function visit(context, url) {
  const page = await context.newPage();
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
  const idle = idleTracker(page);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(300); // settle: effects scheduled after idle (timers, idle callbacks)
    await scrollThrough(page);
    await idle();
    await page.waitForTimeout(300);
  } catch (error) {
    problems.push(`navigation failed: ${error.message.split("\n")[0]}`);
  } finally {
    await page.close();
  }
  return [...new Set(problems)];
}

export async function run({ origin, browser, routes = auditRoutes() }) {
  /** @type {Map<string, Map<number, string[]>>} route → width → problems */
  const found = new Map(routes.map((route) => [route, new Map()]));
  /** @type {Set<string>} third-party URLs the pages asked for, answered by the stub below */
  const external = new Set();
  // The two widths run side by side (one page each at a time): half the wall time, still light on 2 cores.
  const runWidth = async (viewport) => {
    const context = await browser.newContext({ viewport });
    // Third parties (the video players) get an empty page instead of the network:
    // the audit judges this site only, stays offline and never calls other people's servers.
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        external.add(route.request().url());
        return route.fulfill({ status: 200, contentType: "text/html", body: "" });
      },
    );
    for (const route of routes) found.get(route).set(viewport.width, await visit(context, new URL(route, origin).href));
    await context.close();
  };
  await Promise.all(viewports.map(runWidth));

  const failures = [];
  const rows = [];
  let total = 0;
  for (const [route, byWidth] of found) {
    const counts = viewports.map(({ width }) => byWidth.get(width).length);
    rows.push([route, ...counts.map(String)]);
    for (const [width, problems] of byWidth) {
      total += problems.length;
      for (const problem of problems) failures.push(`${route} @${width}: ${problem}`);
    }
  }
  if (external.size > 0) {
    console.log(`\nThird-party requests answered by an empty stub (not fetched): ${external.size}`);
    for (const url of [...external].sort()) console.log(`  ${url}`);
  }
  return {
    headers: ["path", ...viewports.map(({ width }) => `at ${width}`)],
    rows,
    failures,
    summary: `${routes.length} pages × ${viewports.length} widths, ${total} errors/warnings/failed requests`,
  };
}

if (import.meta.main) await runStandalone({ title, bar, run });
