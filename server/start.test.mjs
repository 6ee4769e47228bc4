// @vitest-environment node
// `node server/start.mjs` as a deploy runs it: the "Serving" line, and a drain on SIGTERM that lets a
// download in flight finish before the process exits 0. Taking up a new build on SIGHUP: reload.test.mjs.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { once } from "node:events";
import { request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { makeFixtureBuild, removeFixture } from "../tests/support/server-fixture.mjs";
import { createStore } from "./forms/store.mjs";
import { currentId, servedRelease } from "./releases.mjs";
import { startSmtp, tempDataDir, waitFor } from "../tests/support/forms-api.mjs";
import { startSiteServer } from "../tests/support/site-server.mjs";

const BIG = 32 * 1024 * 1024;
let buildDir = "";

beforeAll(() => {
  // A file big enough that a slow reader is still downloading it when the signal comes.
  buildDir = makeFixtureBuild({ extraFiles: { "media/big.webm": Buffer.alloc(BIG, 1) } });
}, 30_000);

afterAll(() => {
  if (buildDir) removeFixture(buildDir);
});

/** Starts the server on a free port; resolves once it prints its "Serving" line. */
const start = (env = {}) => startSiteServer({ BUILD_DIR: buildDir, ...env });

test("prints the Serving line the audit waits for, with the build and the address", async () => {
  const { child, port, output } = await start();
  expect(output()).toContain(
    `Serving release ${currentId(buildDir)} from ${servedRelease(buildDir)}/client on http://127.0.0.1:${port}`,
  );
  child.kill("SIGTERM");
  const [code] = await once(child, "exit");
  expect(code).toBe(0);
}, 30_000);

test("on SIGTERM it stops accepting, finishes the download in flight, and exits 0", async () => {
  const { child, port } = await start();
  // A slow reader: the response is paused until after the signal.
  const response = await new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/media/big.webm", agent: false }, resolve).on("error", reject).end();
  });
  expect(response.statusCode).toBe(200);
  response.pause();
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));

  // New connections are refused while the old one drains.
  const refused = await new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", () => resolve(true));
  });
  expect(refused).toBe(true);

  let received = 0;
  response.on("data", (chunk) => (received += chunk.length));
  response.resume();
  await once(response, "end");
  expect(received).toBe(BIG);
  const [code] = await exited;
  expect(code).toBe(0);
}, 30_000);

test("with DRAIN_GRACE_MS, SIGTERM answers /readyz 503 on new connections for that long, then exits 0", async () => {
  const { child, port } = await start({ DRAIN_GRACE_MS: "3000" });
  const readyz = () =>
    new Promise((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: "/readyz", agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on("error", reject)
        .end();
    });
  expect(await readyz()).toBe(200);
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  // A new connection after the signal is still served, and told the server is not ready.
  await expect.poll(readyz, { timeout: 2_500, interval: 50 }).toBe(503);
  const [code] = await exited;
  expect(code).toBe(0);
}, 30_000);

test("with TRUST_PROXY, a request the proxy marks as https gets HSTS; without the mark it does not", async () => {
  const { child, port } = await start({ TRUST_PROXY: "1" });
  const secure = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-Proto": "https" } });
  expect(secure.headers.get("strict-transport-security")).toContain("max-age=");
  const plain = await fetch(`http://127.0.0.1:${port}/`);
  expect(plain.headers.get("strict-transport-security")).toBeNull();
  child.kill("SIGTERM");
  await once(child, "exit");
}, 30_000);

test("a trailing-slash redirect for a path with a € answers an encoded Location and the process keeps serving", async () => {
  const { child, port } = await start();
  const reply = await new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write("GET /%E2%82%AC/ HTTP/1.1\r\nHost: x\r\n\r\n"));
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk;
      if (text.includes("\r\n\r\n")) {
        socket.destroy();
        resolve(text);
      }
    });
  });
  expect(reply).toMatch(/^HTTP\/1\.1 301 /);
  expect(reply).toContain("location: /%E2%82%AC\r\n");
  const home = await fetch(`http://127.0.0.1:${port}/`);
  expect(home.status).toBe(200);
  expect(child.exitCode).toBeNull();
  child.kill("SIGTERM");
  await once(child, "exit");
}, 30_000);

test("SIGTERM while the mail server is slow to answer DATA lets the sends finish: each message once, recorded as sent", async () => {
  const smtp = await startSmtp(0, { dataDelayMs: 3000 });
  const dataDir = tempDataDir();
  const { child, port } = await start({ SMTP_URL: smtp.url, DATA_DIR: dataDir, FORMS_MIN_FILL_MS: "0" });
  try {
    const fields = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      subject: "inquiry",
      message: "Hi",
    };
    const posted = await fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    expect(posted.status).toBe(201);
    // Both messages have reached DATA and wait for the server's answer when the signal comes.
    await waitFor(() => smtp.state.receiving === 2, { timeout: 10_000, what: "both messages in DATA" });
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    const [code] = await exited;
    expect(code).toBe(0);
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(2);
    expect(smtp.messages).toHaveLength(2);
    const store = createStore({ dataDir });
    const rows = await store.listOutbox({ statuses: ["pending", "sending", "sent", "failed"] });
    await store.close();
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
  } finally {
    child.kill("SIGKILL");
    await smtp.close();
  }
}, 60_000);

// A systemd unit or a script may run `node server/start.mjs` with whatever node is first on its PATH, such as
// Debian's, which is older than package.json asks for.
const oldNode = ["/usr/bin/node", "/usr/local/bin/node"].find((path) => {
  if (!existsSync(path)) return false;
  const [major, minor] = spawnSync(path, ["-p", "process.versions.node"], { encoding: "utf8" })
    .stdout.split(".")
    .map(Number);
  return major < 22 || (major === 22 && minor < 22);
});
if (!oldNode) console.log("Skipping the old-Node test: no Node.js older than 22.22 is installed at /usr/bin/node.");

test.skipIf(!oldNode)("an old Node running start.mjs directly stops with the same one sentence as npm start", () => {
  const run = (args) => spawnSync(oldNode, args, { encoding: "utf8", env: { ...process.env, BUILD_DIR: buildDir } });
  const direct = run(["server/start.mjs"]);
  // What `npm start` runs.
  const viaNpm = run(["--import", "./scripts/require-node.mjs", "server/start.mjs"]);
  expect(direct.status).toBe(1);
  expect(direct.stderr).toMatch(/^This site needs Node\.js \d+\.\d+\.\d+ or newer and this is \d+\.\d+\.\d+: .*\n$/);
  expect(direct.stderr.trim().split("\n")).toHaveLength(1);
  expect(direct.stderr).toBe(viaNpm.stderr);
  expect(direct.stdout).toBe("");
});

test("with DATABASE_URL and no ALERTS_SECRET it stops at start with one sentence", () => {
  const run = spawnSync(process.execPath, ["server/start.mjs"], {
    encoding: "utf8",
    env: { ...process.env, BUILD_DIR: buildDir, DATABASE_URL: "postgres://site@127.0.0.1:1/site", ALERTS_SECRET: "" },
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toBe(
    "With DATABASE_URL, set ALERTS_SECRET (32 characters or more, the same on every server): it signs the links in the alerts' mail.",
  );
  expect(run.stdout).not.toMatch(/Serving/);
});
