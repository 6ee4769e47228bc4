// axe-core over the whole page (header and footer included) of every route at three widths, with the
// header menu, the search popover and each modal dialog open, once with reduced motion and once, on a
// few pages, with motion allowed (scroll reveals played to the end): WCAG 2.2 A/AA, zero violations.
// The browser tests leave every page as it loads, and every state listed here, to this check; they run axe
// only in states they create themselves (docs/accessibility.md, "Where each check lives").
// The functions handed to page.evaluate run in the browser, hence its globals.
import AxeBuilder from "@axe-core/playwright";
import { runStandalone } from "./report.mjs";
import { paths } from "../../app/config/paths.ts";
import { auditRoutes, stateOf } from "./routes.mjs";

export const title = "Accessibility (axe-core, WCAG 2.2 A/AA, whole page)";
export const bar = "0 violations on every route at 375/768/1440 px, menus and dialogs open, with and without motion";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * A small phone, a tablet and a desktop; heights are common devices' so `dvh` heroes lay out as they do
 * there. The browser tests' phone (390 px) is between the first two, and its dialogs and error states are
 * checked there by the browser tests themselves.
 */
const viewports = [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

/** Pages with the most motion (reveals, rotating words, sliders), checked again with motion allowed. */
const motionRoutes = [
  paths.home(),
  paths.about(),
  paths.lifeAt(),
  paths.academy(),
  paths.technology(),
  paths.sustainability(),
];

/** Ends transitions and animations at once, so axe measures what a visitor sees once motion settles. */
const settleStyle = "*,*::before,*::after{transition:none!important;animation:none!important}";

/**
 * The open states: where to go, what to press and what must be showing before axe runs. The menu
 * button is in the header at every width (an icon below 1024 px, "Menu" beside it above).
 */
const openStates = [
  {
    label: "header menu open",
    path: "/",
    open: (page) => page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click(),
    shown: "dialog#site-menu[open]",
  },
  {
    label: "search popover open",
    path: "/",
    open: (page) => page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click(),
    shown: "#site-search",
  },
  {
    // Scrolled down then a little up: the header is shown and solid over the page's light content.
    label: "header scrolled (/policies/privacy-policy)",
    path: "/policies/privacy-policy",
    open: async (page) => {
      await page.evaluate(() => window.scrollTo(0, 900));
      await frames(page);
      await page.evaluate(() => window.scrollTo(0, 700));
      await frames(page);
    },
    shown: '[aria-controls="site-menu"]',
  },
  {
    label: "member dialog open (/about)",
    path: "/about",
    open: (page) =>
      page
        .getByRole("button", { name: /^Read more about / })
        .first()
        .click(),
    shown: "dialog[open]",
  },
  {
    label: "apply dialog open (/careers/associate-software-engineer)",
    path: "/careers/associate-software-engineer",
    open: (page) => page.getByRole("button", { name: "Apply Now" }).first().click(),
    shown: "dialog[open] form",
  },
  {
    label: `academy dialog open (${paths.academy()})`,
    path: paths.academy(),
    open: (page) => page.getByRole("button", { name: "Apply now" }).first().click(),
    shown: "dialog[open] form",
  },
];

/** Opens `path` and waits for hydration (the app's `html[data-hydrated]`), web fonts and the first paint after them. */
async function load(page, origin, path) {
  const response = await page.goto(origin + path, { waitUntil: "load" });
  if (!response?.ok()) throw new Error(`HTTP ${response?.status()}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
  await frames(page);
}

/**
 * A form state (routes.mjs) as its visitor sees it: what it must show (the error summary, in the page or
 * in the dialog that opens by itself) before axe runs.
 */
async function showState(page, state) {
  if (!state) return;
  if (state.shown) await page.locator(state.shown).first().waitFor({ state: "visible", timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
  await frames(page);
}

/** Two animation frames: React's effects and the header's scroll read (one rAF) have run and painted. */
function frames(page) {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Motion allowed: scroll the page through so every reveal fires, return to the top (the header too
 * settles there), then wait until every finite animation and transition has finished.
 */
async function playMotion(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    const timeout = new Promise((done) => setTimeout(done, 4_000));
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => {}))), timeout]);
  });
  await frames(page);
}

/**
 * axe places a `position: fixed` element over everything it could cover at any scroll position, so the
 * header, transparent only at the top of the page, would be measured white-on-white over
 * content it never sits on: below the top it turns solid or hides within a frame. At scroll 0 a fixed
 * and an absolute top bar look the same, so the header is measured as absolute over what is really
 * behind it (the hero); the "header scrolled" rows measure its solid state where it stays fixed.
 */
function pinHeaderAtTop(page) {
  return page.evaluate(() => {
    const header = document.querySelector('[aria-controls="site-menu"]')?.closest("header");
    if (header && window.scrollY === 0 && getComputedStyle(header).position === "fixed") {
      header.style.position = "absolute";
    }
  });
}

/** Runs axe on the whole page; returns its violations, each node as { rule, impact, target, help }. */
async function analyze(page, { settle }) {
  if (settle) await page.addStyleTag({ content: settleStyle });
  await pinHeaderAtTop(page);
  await frames(page);
  // Legacy mode runs axe in the page itself: the default opens a blank page per run, 3-4 times slower.
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? "?",
      target: node.target.map((part) => (Array.isArray(part) ? part.join(" >>> ") : part)).join(" | "),
      help: violation.help,
    })),
  );
}

/** At most this many nodes per page, width and rule in the failure list; the rest are counted. */
const nodesPerRule = 3;

function failureLines(label, width, found) {
  const byRule = Map.groupBy(found, (node) => node.rule);
  return [...byRule.values()].flatMap((nodes) => {
    const lines = nodes
      .slice(0, nodesPerRule)
      .map((node) => `${label} @${width}px: ${node.rule} (${node.impact}) ${node.target}: ${node.help}`);
    if (nodes.length > nodesPerRule)
      lines.push(`${label} @${width}px: ${nodes[0].rule}: ${nodes.length - nodesPerRule} more`);
    return lines;
  });
}

export async function run({ origin, browser, routes = auditRoutes() }) {
  const started = Date.now();
  const motionPaths = motionRoutes.filter((path) => routes.includes(path));
  const labels = [
    ...routes,
    ...openStates.map((state) => state.label),
    ...motionPaths.map((path) => `${path} (motion)`),
  ];
  /** label → per viewport: the cell and that cell's failure lines */
  const results = new Map(labels.map((label) => [label, viewports.map(() => ({ cell: "-", failures: [] }))]));

  /** Runs `check` for one row and width; a thrown error (no page, no hydration, no dialog) is a miss. */
  const measure = async (label, column, check) => {
    const width = viewports[column].width;
    const result = results.get(label)[column];
    try {
      const found = await check();
      result.cell = String(found.length);
      result.failures = failureLines(label, width, found);
    } catch (error) {
      result.cell = "error";
      result.failures = [
        `${label} @${width}px: could not be checked: ${String(error.message ?? error).split("\n")[0]}`,
      ];
    }
  };

  // The widths run side by side, each in its own contexts with one reused page: most of a run is
  // waiting on the page (load, hydration), so three at once finish far sooner than one after another.
  const oneWidth = async (viewport, column) => {
    const reduced = await browser.newContext({ viewport, reducedMotion: "reduce" });
    const page = await reduced.newPage();
    for (const path of routes) {
      await measure(path, column, async () => {
        await load(page, origin, path);
        await showState(page, stateOf(path));
        return analyze(page, { settle: true });
      });
    }
    for (const state of openStates) {
      await measure(state.label, column, async () => {
        await load(page, origin, state.path);
        await state.open(page);
        await page.locator(state.shown).first().waitFor({ state: "visible", timeout: 10_000 });
        await page.evaluate(() => document.fonts.ready);
        return analyze(page, { settle: true });
      });
    }
    await reduced.close();

    // Motion allowed: reveals and transitions play out for real and axe measures where they end.
    const moving = await browser.newContext({ viewport, reducedMotion: "no-preference" });
    const movingPage = await moving.newPage();
    for (const path of motionPaths) {
      await measure(`${path} (motion)`, column, async () => {
        await load(movingPage, origin, path);
        await playMotion(movingPage);
        return analyze(movingPage, { settle: false });
      });
    }
    await moving.close();
  };
  await Promise.all(viewports.map(oneWidth));

  const rows = labels.map((label) => [label, ...results.get(label).map((result) => result.cell)]);
  const failures = labels.flatMap((label) => results.get(label).flatMap((result) => result.failures));
  const clean = rows.filter((row) => row.slice(1).every((cell) => cell === "0")).length;
  const runs = labels.length * viewports.length;
  const seconds = Math.round((Date.now() - started) / 1000);
  return {
    headers: ["page / state", ...viewports.map((viewport) => `${viewport.width} px`)],
    rows,
    failures,
    summary:
      `${routes.length} pages, ${openStates.length} open states, ${motionPaths.length} pages with motion ` +
      `x ${viewports.length} widths: ${runs} axe runs in ${seconds} s, ${clean}/${rows.length} rows clean` +
      (failures.length === 0 ? ", 0 violations" : `, ${failures.length} miss line(s)`),
  };
}

// Not `await import(import.meta.url)`: a module awaiting its own evaluation never settles.
if (import.meta.main) await runStandalone({ title, bar, run });
