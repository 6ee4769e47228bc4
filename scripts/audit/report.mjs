// Shared by every audit check: the table printer and the way a check runs on its own.
//
// A check module exports `title` (what it measures), `bar` (the bar it holds the site to) and
// `async run({ origin, browser })`, which returns `{ headers, rows, failures, summary }`:
//   headers/rows  the check's own table (strings), printed as is;
//   failures      one line per miss of the bar (empty when the bar is met);
//   summary       one line for the audit's summary table ("67 pages, 0 broken links").
import { chromium } from "@playwright/test";
import { stopOnInterrupt } from "./interrupt.mjs";
import { chromeArgs, chromePath } from "./routes.mjs";
import { startServer } from "./server.mjs";

/** Prints rows as an aligned plain-text table (numbers right-aligned). */
/** The middle value (the mean of the two middle ones for an even count): what a check's repeated runs decide by. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function printTable(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column] ?? "").length)),
  );
  const numeric = headers.map(
    (_, column) => rows.length > 0 && rows.every((row) => /^-?[\d.,]+( ?[a-zA-Z%]+)?$/.test(String(row[column] ?? ""))),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        numeric[column] ? String(cell ?? "").padStart(widths[column]) : String(cell ?? "").padEnd(widths[column]),
      )
      .join("  ")
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  browser.on(
    "disconnected",
    stopOnInterrupt(() => browser.close()),
  );
  return browser;
}

/** Prints one check's result: its table, then its failures. */
export function printResult(check, result) {
  console.log(`\n== ${check.title} (bar: ${check.bar})\n`);
  printTable(result.headers, result.rows);
  if (result.failures.length > 0) {
    console.log(`\n${result.failures.length} miss(es):`);
    for (const failure of result.failures) console.log(`  ✗ ${failure}`);
  }
  console.log(`\n${result.failures.length === 0 ? "PASS" : "FAIL"}: ${result.summary}`);
}

/** Runs one check against a fresh server and browser, prints it and exits 1 when the bar is missed. */
export async function runStandalone(check) {
  const server = await startServer();
  const browser = check.needsBrowser === false ? undefined : await launchBrowser();
  let failed = true;
  try {
    const result = await check.run({ origin: server.origin, browser });
    printResult(check, result);
    failed = result.failures.length > 0;
  } finally {
    await browser?.close();
    await server.stop();
  }
  process.exit(failed ? 1 : 0);
}
