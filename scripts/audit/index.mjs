// `npm run audit`: every quality bar of docs/performance.md and docs/accessibility.md, measured on the
// served production build.
//
// Starts the project's server (server/start.mjs, which builds first when BUILD_DIR has no build) on a
// free loopback port, runs each check against it, prints each check's table and then one summary
// table, and exits 1 when any bar is missed. Each check also runs on its own:
//   node scripts/audit/<check>.mjs
// Choose checks with `--only headers,links` (names as in `checks` below); `--skip load` leaves some out.
// `--scope templates` (CI) has the browser checks visit one page per template instead of every page, and
// Lighthouse run the mobile profile only (docs/performance.md).
import { parseArgs } from "node:util";
import { buildRoot, servedRelease } from "../../server/releases.mjs";
import { launchBrowser, printResult, printTable } from "./report.mjs";
import { startServer } from "./server.mjs";

/** Cheap and strict first (the two that read the build's files need no server); Lighthouse and the load test last, each on a machine otherwise at rest. */
const checks = ["html", "static-hosts", "headers", "links", "first-load", "axe", "lighthouse", "load", "forms-load"];
/** Left out of CI's template scope (its 20 s of posts and the delivery of every mail take minutes): `npm run audit` runs it. */
const fullSweepOnly = ["forms-load"];

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { only: { type: "string" }, skip: { type: "string" }, scope: { type: "string" } },
  strict: false,
});
const list = (value) => (typeof value === "string" ? value.split(",").map((name) => name.trim()) : []);
const only = list(values.only);
const skip = list(values.skip);
const unknown = [...only, ...skip].filter((name) => !checks.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown check(s): ${unknown.join(", ")}. Checks: ${checks.join(", ")}.`);
  process.exit(2);
}
if (values.scope !== undefined) {
  if (values.scope !== "templates" && values.scope !== "all") {
    console.error(`Unknown scope: ${values.scope}. Scopes: all (default), templates.`);
    process.exit(2);
  }
  // The checks read it where they pick their routes (routes.mjs), also when run on their own.
  process.env.AUDIT_SCOPE = values.scope;
}
const chosen = checks.filter(
  (name) =>
    (only.length === 0 || only.includes(name)) &&
    !skip.includes(name) &&
    !(process.env.AUDIT_SCOPE === "templates" && fullSweepOnly.includes(name) && !only.includes(name)),
);

const started = Date.now();
// One release for the whole audit, the one current as it starts (BUILD_DIR may name a release folder itself):
// a build published meanwhile is neither served to the checks nor read by them.
const pinned = servedRelease(buildRoot());
if (pinned) process.env.BUILD_DIR = pinned;
const server = await startServer();
console.log(
  `Auditing ${server.origin} (build: ${process.env.BUILD_DIR ?? "build"}, scope: ${process.env.AUDIT_SCOPE ?? "all"}): ${chosen.join(", ")}`,
);

const summary = [];
try {
  for (const name of chosen) {
    const check = await import(`./${name}.mjs`);
    const checkStarted = Date.now();
    const browser = check.needsBrowser === false ? undefined : await launchBrowser();
    let result;
    try {
      result = await check.run({ origin: server.origin, browser });
    } catch (error) {
      // A check that cannot run has not shown its bar met.
      result = {
        headers: ["error"],
        rows: [[String(error?.stack ?? error)]],
        failures: [String(error)],
        summary: "did not run",
      };
    } finally {
      await browser?.close();
    }
    printResult(check, result);
    summary.push([
      name,
      check.bar,
      result.summary,
      `${Math.round((Date.now() - checkStarted) / 1000)} s`,
      result.failures.length === 0 ? "PASS" : `FAIL (${result.failures.length})`,
    ]);
  }
} finally {
  await server.stop();
}

console.log(`\n== Audit summary (${Math.round((Date.now() - started) / 1000)} s)\n`);
printTable(["check", "bar", "measured", "time", "result"], summary);
const failed = summary.filter((row) => row[4] !== "PASS").length;
console.log(failed === 0 ? "\nEvery bar is met." : `\n${failed} check(s) missed their bar.`);
process.exit(failed === 0 ? 0 : 1);
