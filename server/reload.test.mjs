// @vitest-environment node
// The hourly rebuild as the README's timer runs it, under load: the server (`node server/start.mjs`) serves
// a release while the build's last step (the real scripts/postbuild.mjs, after a fixture stands in for what
// `react-router build` writes) publishes the next one, then gets the SIGHUP `systemctl reload site` sends.
// Every answer is counted: none may be other than 2xx, whatever the build did. A steady 100 requests a second
// over 8 connections, for a few seconds a test.
import { once } from "node:events";
import { spawnSync } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import { existsSync, readFileSync, truncateSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { currentId, servedRelease } from "./releases.mjs";
import {
  makeFixtureBuild,
  removeFixture,
  runAsync,
  runPostbuildAsync,
  stageFixture,
} from "../tests/support/server-fixture.mjs";
import { waitFor } from "../tests/support/forms-api.mjs";
import { startSiteServer } from "../tests/support/site-server.mjs";
import { non2xx, startLoad } from "../tests/support/steady-load.mjs";

const PATHS = ["/", "/about", "/careers", "/careers/data-scientist", "/assets/app-Ab12Cd34.js"];
const newRole = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Data Engineer</title></head>
<body><h1>Data Engineer</h1>${"<p>A role the hourly build brought in from the ATS.</p>\n".repeat(12)}
<script>window.__role="data-engineer";</script></body></html>\n`;
const withNewRole = { "careers/data-engineer/index.html": newRole };
const BIG = 24 * 1024 * 1024;

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A build folder with one release, and the server serving it, stopped (by its pid) after the test. */
async function serving(extraFiles = {}) {
  const root = makeFixtureBuild({ extraFiles });
  cleanups.push(() => removeFixture(root));
  const server = await startSiteServer({ BUILD_DIR: root });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGTERM");
      await once(server.child, "exit");
    }
  });
  const origin = `http://127.0.0.1:${server.port}`;
  const status = async (path) => (await fetch(`${origin}${path}`)).status;
  /** Sends SIGHUP and resolves with the server's line about it. */
  const reload = async () => {
    // The console's own lines only: the logger's JSON line about the same reload also holds "SIGHUP: ", and may
    // come first.
    const count = () => (server.output().match(/^SIGHUP: /gm) ?? []).length;
    const before = count();
    server.child.kill("SIGHUP");
    await waitFor(() => count() > before, { timeout: 20_000, what: "the server's answer to SIGHUP" });
    return server
      .output()
      .split("\n")
      .findLast((line) => line.startsWith("SIGHUP: "));
  };
  return { root, server, origin, status, reload };
}

/** Publishes the fixture with `extraFiles` as the next release of `root`, as `npm run build` ends. */
async function build(root, extraFiles = {}) {
  stageFixture(root, { extraFiles });
  const result = await runPostbuildAsync(root);
  expect(result.status, result.stderr).toBe(0);
  return currentId(root);
}

const expectAll2xx = (result) => {
  expect(result.total).toBeGreaterThan(100);
  expect({ non2xx: non2xx(result), failures: result.failures.slice(0, 5) }).toEqual({ non2xx: 0, failures: [] });
};

describe("the hourly rebuild, under load", { timeout: 120_000 }, () => {
  it("a build and a SIGHUP answer every request with 2xx, the new role answers after the reload, and a download under way finishes", async () => {
    const oldChunk = "/assets/route-Old12345.js";
    const site = await serving({ "media/big.webm": Buffer.alloc(BIG, 1), [oldChunk.slice(1)]: "export {};\n" });
    const first = currentId(site.root);
    // A slow reader of a large file of the first release, paused across the switch.
    const download = await new Promise((resolve, reject) => {
      request({ host: "127.0.0.1", port: site.server.port, path: "/media/big.webm", agent: false }, resolve)
        .on("error", reject)
        .end();
    });
    expect(download.statusCode).toBe(200);
    download.pause();

    const load = startLoad({ origin: site.origin, paths: PATHS, rate: 100, connections: 8, limitSeconds: 60 });
    load.phase("build");
    const next = await build(site.root, { ...withNewRole, "media/big.webm": Buffer.alloc(BIG, 2) });
    expect(next).not.toBe(first);
    // Published, not yet taken up: the server still serves the release it has.
    expect(await site.status("/careers/data-engineer")).toBe(404);
    load.phase("reload");
    expect(await site.reload()).toBe(`SIGHUP: serving release ${next} (was ${first})`);
    load.phase("after");
    expect(await site.status("/careers/data-engineer")).toBe(200);
    // A page loaded before the switch still gets its code: the hashed assets of the release before answer.
    expect(await site.status(oldChunk)).toBe(200);
    expect(await site.status("/assets/route-Never123.js")).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await load.stop();
    expectAll2xx(result);
    expect(Object.keys(result.phases)).toEqual(["build", "reload", "after"]);

    // The download started before the switch ends with the first release's bytes, every one of them.
    let received = 0;
    let foreign = 0;
    download.on("data", (chunk) => {
      received += chunk.length;
      for (const byte of chunk) if (byte !== 1) foreign += 1;
    });
    download.resume();
    await once(download, "end");
    expect({ received, foreign }).toEqual({ received: BIG, foreign: 0 });

    // The server's record of the release it serves (pruning keeps that one), gone when it stops.
    const record = join(site.root, "serving", `${site.server.child.pid}.json`);
    expect(JSON.parse(readFileSync(record, "utf8")).releases).toEqual([next, first]);
    site.server.child.kill("SIGTERM");
    await once(site.server.child, "exit");
    expect(existsSync(record)).toBe(false);
  });

  it("a build stopped before it finished is never published: every answer 2xx, before and after a SIGHUP", async () => {
    const site = await serving();
    const first = currentId(site.root);
    const load = startLoad({ origin: site.origin, paths: PATHS, rate: 100, connections: 8, limitSeconds: 60 });
    // What a stopped `react-router build` leaves: its output without the mark it writes when it has finished.
    stageFixture(site.root, { extraFiles: withNewRole, complete: false });
    const result = await runPostbuildAsync(site.root);
    expect(result.status).toBe(1);
    expect(currentId(site.root)).toBe(first);
    expect(await site.reload()).toBe(`SIGHUP: serving release ${first} (the current one already)`);
    expect(await site.status("/careers/data-engineer")).toBe(404);
    expect(await site.status("/about")).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expectAll2xx(await load.stop());
  });

  it("a release that does not match its list is never taken up, on SIGHUP or at start", async () => {
    const site = await serving();
    const first = currentId(site.root);
    const load = startLoad({ origin: site.origin, paths: PATHS, rate: 100, connections: 8, limitSeconds: 60 });
    const next = await build(site.root, withNewRole);
    // Half written after the switch: the policies cut short (a disk full, a copy stopped midway).
    truncateSync(join(servedRelease(site.root), "csp.json"), 100);
    expect(await site.reload()).toBe(`SIGHUP: the current release cannot be taken up; still serving release ${first}`);
    // The logger writes its error line on its own schedule, beside (not before) the console's line.
    await waitFor(() => site.server.output().includes("csp.json has 100 bytes"), { timeout: 10_000, what: "the logged reason" });
    expect(await site.status("/careers/data-engineer")).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expectAll2xx(await load.stop());

    // A server started on it refuses to serve it at all, and says what to do.
    const started = spawnSync(process.execPath, ["server/start.mjs"], {
      env: { ...process.env, BUILD_DIR: site.root, PORT: "0", HOST: "127.0.0.1" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(`releases/${next} is not a whole release: csp.json has 100 bytes`);
    expect(started.stderr).toContain("npm run rollback");
    expect(started.stdout).not.toMatch(/Serving/);
  });

  it("npm run rollback and a SIGHUP serve the previous build again, without a dropped request", async () => {
    const site = await serving();
    const first = currentId(site.root);
    const next = await build(site.root, withNewRole);
    expect(await site.reload()).toBe(`SIGHUP: serving release ${next} (was ${first})`);
    expect(await site.status("/careers/data-engineer")).toBe(200);

    const load = startLoad({ origin: site.origin, paths: PATHS, rate: 100, connections: 8, limitSeconds: 60 });
    const rolled = await runAsync("npm", ["run", "rollback"], { ...process.env, BUILD_DIR: site.root });
    expect(rolled.status, rolled.stderr).toBe(0);
    expect(rolled.stdout).toContain(`current -> releases/${first} (was ${next})`);
    expect(await site.reload()).toBe(`SIGHUP: serving release ${first} (was ${next})`);
    expect(await site.status("/careers/data-engineer")).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expectAll2xx(await load.stop());
    // The release rolled back from is kept, to go forward to again.
    expect(readFileSync(join(site.root, "releases", next, "release.json"), "utf8")).toContain(next);
  });
});
