// The server behind `npm start` (server/start.mjs checks the Node version first): builds once when there is no
// build, then serves the release BUILD_DIR/current names (server/releases.mjs) and takes up the current one
// again on SIGHUP (PORT, default 3000; HOST, default 0.0.0.0; TRUST_PROXY: how many proxies stand in
// front, see app.mjs). On SIGINT/SIGTERM it drains: /readyz answers 503 at once and, for DRAIN_GRACE_MS
// (default 0), the server still serves, so a load balancer polling readiness takes it out of rotation before
// connections are refused; then no new connections, the outbox takes no new work, requests and mail in flight
// finish (40 s at most), and it exits 0. A supervisor must allow more than both to stop (README: 60 s).
import { spawnSync } from "node:child_process";
import { dirname } from "node:path";
import { createApp } from "./app.mjs";
import { createOps } from "./ops/ops.mjs";
import { buildRoot, markServing, servedRelease } from "./releases.mjs";
import { readVacancyWarnings, vacancyWarningLines } from "./ops/vacancy-warnings.mjs";

// Longer than the outbox's wait for a send in flight (server/outbox/worker.mjs), so a slow mail server's
// answer is recorded instead of the message being sent again after a restart.
const DRAIN_LIMIT_MS = 40_000;
const buildDir = buildRoot();
// A SIGHUP before the server is up (a build finishing while it starts) is kept for later, not fatal.
let hupWhileStarting = false;
const hupEarly = () => (hupWhileStarting = true);
process.on("SIGHUP", hupEarly);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
// Metrics only on a port of their own, and on the loopback interface unless METRICS_HOST says otherwise.
const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : null;
const metricsHost = process.env.METRICS_HOST || "127.0.0.1";
const drainGraceMs = Number(process.env.DRAIN_GRACE_MS || 0);
if (!(Number.isInteger(drainGraceMs) && drainGraceMs >= 0 && drainGraceMs <= 60_000)) {
  console.error(
    `DRAIN_GRACE_MS must be a whole number of milliseconds up to 60000, not "${process.env.DRAIN_GRACE_MS}".`,
  );
  process.exit(1);
}
if (metricsPort !== null && !(Number.isInteger(metricsPort) && metricsPort >= 0 && metricsPort < 65536)) {
  console.error(`METRICS_PORT must be a port number, not "${process.env.METRICS_PORT}".`);
  process.exit(1);
}

// The key that signs the alerts' links is generated into DATA_DIR when none is given: several servers on one
// database, each with its own DATA_DIR, would each sign with their own and refuse each other's links.
if (process.env.DATABASE_URL && !process.env.ALERTS_SECRET) {
  console.error(
    "With DATABASE_URL, set ALERTS_SECRET (32 characters or more, the same on every server): it signs the links in the alerts' mail.",
  );
  process.exit(1);
}

if (!servedRelease(buildDir)) {
  console.log(`No build in ${buildDir}/ yet: building the site first.`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// One JSON line per request (id, method, route, status, time), and one per error. LOG_LEVEL=warn leaves the
// request lines out.
// The site's API reads its settings from the environment: DATA_DIR, SMTP_URL, MAIL_FROM, ...
const logger = { level: process.env.LOG_LEVEL ?? "info" };
// prom-client is loaded only when the metrics are wanted.
const metricsModule = metricsPort === null ? null : await import("./ops/metrics.mjs");
const metrics = metricsModule?.createMetrics() ?? null;
// The served release's folder: what its build's load of the vacancies guessed is kept there.
const servedFolder = () => dirname(app.servedRelease.client);
const ops = createOps({
  metrics,
  opsMailTo: process.env.MAIL_TO_OPS || null,
  vacancyWarnings: () => readVacancyWarnings(servedFolder()),
});
/** What the served build's load of the vacancies guessed, one warning line each (README "Vacancies from your ATS"). */
const logVacancyWarnings = () => {
  for (const line of vacancyWarningLines(readVacancyWarnings(servedFolder()))) app.log.warn(line);
};
let app;
try {
  app = await createApp({ buildDir, logger, ops, api: {} });
} catch (error) {
  if (error?.name !== "ReleaseError") throw error;
  // A release that is gone, or does not match its list of files, is never served, not even at start.
  console.error(`Cannot serve ${buildDir}/: ${error.message}`);
  console.error("Go back to the previous release with `npm run rollback`, or make a new one with `npm run build`.");
  process.exit(1);
}
// Which release this process serves, so pruning old ones never removes it while it runs.
const servedIds = () => [app.servedRelease.id, app.servedRelease.before].filter((id) => id !== null);
let serving = markServing(buildDir, servedIds());
if (serving.error) app.log.warn({ err: serving.error }, "cannot record the release served under the build folder");
const markServed = () => (serving = markServing(buildDir, servedIds()));

// The server holds no state a failed request could corrupt (files are read per request, the table of them
// never changes), so an error that escapes a request is logged and the others carry on being served.
// Only a signal ends the process; a supervisor restarts it if it dies anyway (README, "Running in production").
process.on("uncaughtException", (error) => app.log.error({ err: error }, "uncaught exception"));
process.on("unhandledRejection", (error) => app.log.error({ err: error }, "unhandled rejection"));

let draining = false;
async function drain(signal) {
  if (draining) return;
  draining = true;
  ops.drain();
  if (drainGraceMs > 0) {
    app.log.info(`${signal}: not ready; still serving for ${drainGraceMs} ms while load balancers notice`);
    await new Promise((resolve) => setTimeout(resolve, drainGraceMs));
  }
  metricsServer?.close();
  app.log.info(`${signal}: finishing requests in flight, then exiting`);
  // Whatever is still open after the limit is cut: a stuck client must not hold a deploy up.
  const limit = setTimeout(() => {
    app.server.closeAllConnections();
    serving.remove();
    process.exit(0);
  }, DRAIN_LIMIT_MS);
  // A keep-alive socket whose last response ends during the drain becomes idle only then: close those too,
  // or one open browser tab would hold the exit up to the limit.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
  // app.close stops accepting, closes idle keep-alive sockets and resolves once in-flight requests are done.
  await app.close();
  clearInterval(sweep);
  clearTimeout(limit);
  serving.remove();
  process.exit(0);
}
// Installed before the "Serving" line: whoever reads that line may signal at once.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void drain(signal));
// SIGHUP: take up the release `current` names now (`npm run build` or `npm run rollback` switched it) without
// a restart or a dropped request. One at a time: a second signal during a reload reloads once more after it.
let reloading = null;
let again = false;
function reload() {
  if (reloading) {
    again = true;
    return;
  }
  reloading = app
    .reloadBuild()
    .then(
      ({ release, previous }) => {
        markServed();
        logVacancyWarnings();
        console.log(
          release === previous
            ? `SIGHUP: serving release ${release} (the current one already)`
            : `SIGHUP: serving release ${release} (was ${previous})`,
        );
      },
      (error) => {
        app.log.error({ err: error }, "SIGHUP: the current release cannot be taken up");
        console.log(`SIGHUP: the current release cannot be taken up; still serving release ${app.servedRelease.id}`);
      },
    )
    .finally(() => {
      reloading = null;
      if (again) {
        again = false;
        reload();
      }
    });
}
process.off("SIGHUP", hupEarly);
process.on("SIGHUP", reload);

let metricsServer = null;
try {
  if (metricsPort !== null) {
    metricsServer = await metricsModule.serveMetrics(metrics, { port: metricsPort, host: metricsHost, log: app.log });
    const bound = metricsServer.address();
    console.log(
      `Metrics on http://${metricsHost}:${typeof bound === "object" && bound ? bound.port : metricsPort}/metrics`,
    );
  }
  await app.listen({ port, host });
} catch (error) {
  // Not serving at all (the port is taken, the host unknown): say so and fail, so a supervisor notices.
  app.log.error({ err: error }, `cannot listen on ${host}:${port}`);
  process.exit(1);
}
const address = app.server.address();
const listening = typeof address === "object" && address ? address.port : port;
const shown = host === "0.0.0.0" ? "localhost" : host;
console.log(`Serving release ${app.servedRelease.id} from ${app.servedRelease.client} on http://${shown}:${listening}`);
logVacancyWarnings();
// A SIGHUP that came while the server was starting: the release may have changed since it was read.
if (hupWhileStarting) reload();
