// What visitors see during the hourly rebuild, measured: starts the server (server/start.mjs) on the build in
// BUILD_DIR on a free loopback port, sends a steady stream of requests (150 a second over 10 connections by
// default) to five paths (the home page, /about, /careers, the first role of the served vacancies.json and
// the hashed script the home page loads), runs the rebuild as the README's timer does (`npm run build`, or
// --command), then signals SIGHUP as `systemctl reload site` does, keeps the stream up a few seconds more, and
// prints every answer's status per path and per phase (before, during the build, after the reload).
// Exits 1 when any answer was not 2xx.
//
//   node scripts/rebuild-load.mjs [--rate 150] [--connections 10] [--command "npm run build"] [--after 5]
//
// Bounded: at most 20 connections, loopback only, and the stream stops by itself after 45 minutes.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { freePorts } from "../tests/support/ports.mjs";
import { non2xx, startLoad } from "../tests/support/steady-load.mjs";

const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "150" },
    connections: { type: "string", default: "10" },
    command: { type: "string", default: "npm run build" },
    after: { type: "string", default: "5" },
  },
});
const rate = Number(values.rate);
const connections = Math.min(20, Number(values.connections));
const afterSeconds = Number(values.after);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const port = (await freePorts(1))[0];
const server = spawn(process.execPath, ["server/start.mjs"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  stdio: ["ignore", "pipe", "pipe"],
});
let serverOutput = "";
server.stdout.on("data", (chunk) => (serverOutput += chunk));
server.stderr.on("data", (chunk) => (serverOutput += chunk));
const stopServer = async () => {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
};
try {
  const deadline = Date.now() + 60_000;
  while (!/Serving .* on http/.test(serverOutput)) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${serverOutput}`);
    await sleep(50);
  }
  const origin = `http://127.0.0.1:${port}`;
  const { vacancies } = await (await fetch(`${origin}/careers/vacancies.json`)).json();
  const home = await (await fetch(`${origin}/`)).text();
  const script = /\b(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  const paths = ["/", "/about", "/careers", `/careers/${vacancies[0].slug}`, script].filter(Boolean);
  console.log(`Server pid ${server.pid} on ${origin}; ${rate} requests/s over ${connections} connections to:`);
  for (const path of paths) console.log(`  ${path}`);

  const load = startLoad({ origin, paths, rate, connections, limitSeconds: 45 * 60 });
  load.phase("before");
  await sleep(2000);
  load.phase("build");
  const buildStarted = Date.now();
  console.log(`\n$ ${values.command}   (its output: rebuild-load.log)`);
  // The whole command's output, whatever its shape (a list, a background job), goes to the log.
  const build = spawn("bash", ["-c", `{ ${values.command}\n} > rebuild-load.log 2>&1`], { stdio: "inherit" });
  const [buildCode] = await once(build, "exit");
  const buildSeconds = (Date.now() - buildStarted) / 1000;
  console.log(`the command exited ${buildCode} after ${buildSeconds.toFixed(1)} s`);
  load.phase("after-build");
  const reloadsBefore = (serverOutput.match(/SIGHUP: /g) ?? []).length;
  server.kill("SIGHUP");
  const reloadDeadline = Date.now() + 30_000;
  while ((serverOutput.match(/SIGHUP: /g) ?? []).length === reloadsBefore && Date.now() < reloadDeadline)
    await sleep(20);
  const reloadLine = serverOutput.split("\n").findLast((line) => line.includes("SIGHUP"));
  console.log(`server: ${reloadLine ?? "(no SIGHUP line within 30 s)"}`);
  load.phase("after-reload");
  await sleep(afterSeconds * 1000);
  const result = await load.stop();

  console.log(
    `\n${result.total} requests in ${result.seconds.toFixed(1)} s; statuses: ${JSON.stringify(result.statuses)}`,
  );
  for (const [phase, counts] of Object.entries(result.phases)) {
    console.log(`  ${phase.padEnd(13)} ${String(counts.total).padStart(6)} requests, not 2xx: ${non2xx(counts)}`);
    for (const [path, statuses] of Object.entries(counts.byPath))
      if (Object.keys(statuses).some((status) => !/^2/.test(status)))
        console.log(`      ${path}: ${JSON.stringify(statuses)}`);
  }
  if (result.failures.length) {
    const first = result.failures[0];
    console.log(`first answer not 2xx: ${first.path} ${first.status} at ${(first.at / 1000).toFixed(1)} s`);
  }
  await stopServer();
  process.exitCode = non2xx(result) ? 1 : 0;
} catch (error) {
  await stopServer();
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
