// Where a page's main-thread time at load goes: records a Chrome performance trace of each page under the
// mobile profile (412 px, 4x CPU slowdown) with its scripts and with JavaScript off, and prints the main
// thread's self time by cause (script, style & layout, paint, parse, GC, other), the long tasks and what the
// longest ones spend their time on. A diagnostic, not a gate: absolute times depend on the machine, so read
// the two columns of one run against each other.
//
//   node scripts/audit/trace.mjs [--only /careers]... [--keep DIR]   (BUILD_DIR selects the build)
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { printTable } from "./report.mjs";
import { chromeArgs, chromePath } from "./routes.mjs";
import { startServer } from "./server.mjs";

const { values } = parseArgs({
  options: { only: { type: "string", multiple: true }, keep: { type: "string" } },
});
const paths = values.only ?? ["/", "/about", "/careers", "/careers/software-engineer"];
const dir = values.keep ?? join(tmpdir(), "site-traces");
mkdirSync(dir, { recursive: true });

/** The trace's event names, grouped the way DevTools and Lighthouse group main-thread work. */
const groups = [
  [
    "script",
    /^(FunctionCall|EvaluateScript|v8\.|V8\.(?!GC)|RunMicrotasks|BlinkScheduler_PerformMicrotaskCheckpoint|TimerFire|FireAnimationFrame|EventDispatch|LocalWindowProxy|ContextCreatedNotification|InstallConditionalFeatures)/,
  ],
  [
    "style & layout",
    /^(Document::recalcStyle|UpdateLayoutTree|Layout$|LocalFrameView::(performLayout|layout|UpdateStyleAndLayout)|InlineNode::|Blink\.(Style|Layout|ForcedStyleAndLayout)|Document::UpdateStyleAndLayout|StyleEngine|LayoutBlockFlow|LayoutNG)/,
  ],
  [
    "paint & composite",
    /^(Paint$|PrePaint|Layerize|Commit$|UpdateLayer|CompositeLayers|LocalFrameView::RunPaintLifecyclePhase|Blink\.(Paint|PrePaint|CompositingInputs|Layerize)|PaintArtifactCompositor|cc::|ProxyMain|LayerTreeHost|Decode|ImageDecode)/,
  ],
  [
    "parse",
    /^(ParseHTML|HTMLDocumentParser|DecodedDataDocumentParser|CSSParserImpl|ParseAuthorStyleSheet|HTMLParserScriptRunner|ScanAndPreload)/,
  ],
  ["gc", /^(MinorGC|MajorGC|V8\.GC|BlinkGC|ThreadState::)/],
];
const groupOf = (name) => groups.find(([, pattern]) => pattern.test(name))?.[0] ?? "other";

async function record(browser, url, javaScriptEnabled, file) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, {
    path: file,
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "loading", "toplevel", "v8"],
  });
  await page.goto(url, { waitUntil: "load" });
  // Without scripts the page is done when the network is; with them, hydration and what it starts (fonts,
  // idle work) end once the main thread has had a second with no task over 200 ms, measured in the page.
  if (!javaScriptEnabled) await page.waitForLoadState("networkidle");
  else
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          let quietSince = performance.now();
          let last = quietSince;
          const tick = () => {
            const now = performance.now();
            if (now - last > 200) quietSince = now;
            last = now;
            if (now - quietSince >= 1000 || now > 20_000) resolve(null);
            else setTimeout(tick, 50);
          };
          tick();
        }),
    );
  await browser.stopTracing();
  await context.close();
}

/** The renderer main thread's complete events: the CrRendererMain thread with the most work. */
function mainThread(events) {
  const work = new Map();
  for (const event of events)
    if (event.ph === "X")
      work.set(`${event.pid}:${event.tid}`, (work.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  const [main] = events
    .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => (work.get(b) ?? 0) - (work.get(a) ?? 0));
  return events
    .filter((event) => `${event.pid}:${event.tid}` === main && event.ph === "X" && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

export function summarize(file) {
  const events = mainThread(JSON.parse(readFileSync(file, "utf8")).traceEvents);
  const self = new Map();
  const tasks = [];
  const stack = [];
  for (const event of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? 0) - event.dur);
    else tasks.push(event);
    self.set(event, (self.get(event) ?? 0) + event.dur);
    stack.push(event);
  }
  const byGroup = Object.fromEntries([...groups.map(([name]) => name), "other"].map((name) => [name, 0]));
  for (const [event, time] of self) byGroup[groupOf(event.name)] += time / 1000;
  const long = tasks.filter((task) => task.dur > 50_000);
  /** What a long task spent its time on: its self time by group. */
  const anatomy = (task) => {
    const spent = {};
    for (const [event, time] of self)
      if (event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur)
        spent[groupOf(event.name)] = (spent[groupOf(event.name)] ?? 0) + time / 1000;
    return Object.entries(spent)
      .sort((a, b) => b[1] - a[1])
      .filter(([, time]) => time >= 5)
      .map(([group, time]) => `${group} ${Math.round(time)}`)
      .join(", ");
  };
  return {
    total: tasks.reduce((sum, task) => sum + task.dur, 0) / 1000,
    byGroup,
    blocking: long.reduce((sum, task) => sum + task.dur / 1000 - 50, 0),
    long: long.map((task) => `${Math.round(task.dur / 1000)} ms (${anatomy(task)})`),
  };
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
try {
  const rows = [];
  const details = [];
  for (const path of paths) {
    const results = {};
    for (const [variant, js] of [
      ["scripts", true],
      ["no JS", false],
    ]) {
      const file = join(dir, `${path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${js ? "js" : "nojs"}.json`);
      rmSync(file, { force: true });
      await record(browser, `${server.origin}${path}`, js, file);
      results[variant] = summarize(file);
      details.push(`${path} (${variant}), long tasks: ${results[variant].long.join("; ") || "none"}`);
    }
    for (const [variant, result] of Object.entries(results))
      rows.push([
        path,
        variant,
        String(Math.round(result.total)),
        ...Object.values(result.byGroup).map((time) => String(Math.round(time))),
        String(Math.round(result.blocking)),
      ]);
    rows.push([path, "ratio", (results.scripts.total / results["no JS"].total).toFixed(2), "", "", "", "", "", "", ""]);
  }
  console.log(`Main thread at load, ms of self time (412 px, 4x CPU slowdown); traces in ${dir}\n`);
  printTable(["page", "variant", "total", ...groups.map(([name]) => name), "other", "blocking"], rows);
  console.log(`\n${details.join("\n")}`);
} finally {
  await browser.close();
  await server.stop();
}
