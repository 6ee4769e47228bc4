// @vitest-environment node
// The forms API over real sockets against what the internet sends it: proxies, slow and cut uploads,
// slow and refusing mail servers, strangers' addresses, hostile text, a full disk.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cvMaxBytes, cvMaxSize } from "../../app/forms/model/file-checks.ts";
import { siteApi, trustProxySetting } from "../app.mjs";
import { openStore } from "../store/index.mjs";
import { docxBytes, multipart, pdfBytes, startSmtp, tempDataDir, waitFor } from "../../tests/support/forms-api.mjs";
import { listenOnFreePort } from "../../tests/support/ports.mjs";
import { storeKinds } from "../../tests/support/stores.mjs";

// What the store takes part in runs on SQLite, then on PostgreSQL where a cluster can be started here.
const kinds = storeKinds();
let kind;

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The site's API alone on a free loopback port, as `npm start` mounts it; on a new database with PostgreSQL. */
async function startApi({ trustProxy = false, ...options } = {}) {
  const dataDir = options.dataDir ?? tempDataDir();
  const databaseUrl = await kind.newDatabaseUrl();
  const app = Fastify({ trustProxy, requestTimeout: 0 });
  await app.register(siteApi, {
    minFillMs: 0,
    rateLimit: { max: 1000, timeWindow: 60_000 },
    notice: () => {},
    ...options,
    // A send stuck on a silent connection is not waited for at the end of a test.
    outbox: { backoff: [20, 40, 80], pollMs: 100, stopTimeoutMs: 500, ...options.outbox },
    dataDir,
    databaseUrl,
  });
  await listenOnFreePort((port) => app.listen({ port, host: "127.0.0.1" }));
  cleanups.push(() => app.close());
  const store = await openStore({ dataDir, databaseUrl });
  cleanups.push(async () => await store.close());
  return { app, store, dataDir, url: (form) => `http://127.0.0.1:${app.server.address().port}/api/forms/${form}` };
}

async function smtpServer(options) {
  const smtp = await startSmtp(0, options);
  cleanups.push(() => smtp.close());
  return smtp;
}

const person = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", website: "" };
const contact = { ...person, subject: "inquiry", message: "Do you build ordering software?" };
const application = { ...person, consent: "yes", vacancy: "data-scientist" };
const json = { accept: "application/json" };

/** Posts fields (and files) as multipart over the socket; resolves with the status and the parsed body. */
async function send(url, fields, { files = [], headers = {} } = {}) {
  const { contentType, body } = await multipart(fields, files);
  const response = await fetch(url, {
    method: "POST",
    headers: { ...json, ...headers, "content-type": contentType },
    body,
  });
  return { status: response.status, body: await response.json() };
}

/**
 * Sends `body` over a raw HTTP request, `chunkBytes` every `everyMs`; `stopAfter` bytes, when given, ends
 * the sending there (the connection stays open, silent, unless `cut`, which destroys it).
 */
function trickle(url, { contentType, body }, { chunkBytes, everyMs, stopAfter = body.length, cut = false }) {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      headers: { ...json, "content-type": contentType, "content-length": body.length },
    });
    let offset = 0;
    let timer;
    req.on("response", (response) => {
      clearInterval(timer);
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, text }));
    });
    req.on("error", (error) => (cut ? resolve({ status: null, error }) : reject(error)));
    timer = setInterval(() => {
      const end = Math.min(offset + chunkBytes, stopAfter);
      if (end > offset) req.write(body.subarray(offset, end));
      offset = end;
      if (offset >= body.length) {
        clearInterval(timer);
        req.end();
      } else if (offset >= stopAfter) {
        clearInterval(timer);
        if (cut) req.destroy();
      }
    }, everyMs);
  });
}

/** A CV of `size` bytes: a real PDF's signature and trailer, padded. */
const bigPdf = (size) => Buffer.concat([pdfBytes(), Buffer.alloc(size - pdfBytes().length, 0x20)]);

/**
 * A new 2 MB tmpfs to be a DATA_DIR; where none can be mounted here (not root, no mount), the test is
 * skipped with the reason printed. Returns its path, or null when skipped.
 */
function smallDisk(context) {
  const dir = join(tempDataDir(), "small");
  mkdirSync(dir, { recursive: true });
  const result = spawnSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", dir], { encoding: "utf8" });
  if (result.status !== 0) {
    console.log(`Skipped: no tmpfs could be mounted (${(result.stderr || result.error?.message || "").trim()}).`);
    context.skip();
    return null;
  }
  cleanups.push(() => void spawnSync("umount", ["-l", dir]));
  return dir;
}

describe.each(kinds)("on $name", (storeKind) => {
  beforeEach(() => {
    kind = storeKind;
  });

  describe("behind a proxy", () => {
    it("counts a post by the address the proxy saw, not the first address the client wrote", async () => {
      const { url } = await startApi({ trustProxy: trustProxySetting("1"), rateLimit: { max: 3, timeWindow: 60_000 } });
      const statuses = [];
      for (let i = 1; i <= 5; i++) {
        const spoofed = { "x-forwarded-for": `10.0.0.${i}, 127.0.0.1` };
        statuses.push((await send(url("contact"), contact, { headers: spoofed })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    });
  });

  describe("cut uploads", () => {
    it("stops an upload that goes silent with a 408 problem, keeping no part of it", async () => {
      const { url, store } = await startApi({ idleTimeoutMs: 400 });
      const body = await multipart(application, [{ filename: "cv.pdf", bytes: bigPdf(512 * 1024) }]);
      const response = await trickle(url("career-interest"), body, {
        chunkBytes: 64 * 1024,
        everyMs: 20,
        stopAfter: 200_000,
      });
      expect(response.status).toBe(408);
      expect(response.headers["content-type"]).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(response.text).detail).toMatch(/Nothing arrived for/);
      await waitFor(() => readdirSync(store.paths.incoming).length === 0, { what: "the part file to go" });
      expect(await store.listSubmissions()).toEqual([]);
    });

    it("removes the part file of an upload whose connection is cut mid-file", async () => {
      const { url, store } = await startApi();
      const body = await multipart(application, [{ filename: "cv.pdf", bytes: bigPdf(1024 * 1024) }]);
      const sending = trickle(url("career-interest"), body, {
        chunkBytes: 64 * 1024,
        everyMs: 10,
        stopAfter: 600_000,
        cut: true,
      });
      await sending;
      await waitFor(() => readdirSync(store.paths.incoming).length === 0, { what: "the part file to go" });
      expect(await store.listSubmissions()).toEqual([]);
    });
  });

  describe("mail servers that are slow, refuse or hang", () => {
    it("fails a message at once when the mail server refuses its recipient for good (550), keeping the answer", async () => {
      const smtp = await smtpServer({ refuse: (address) => address === "ada@example.com" });
      const { url, store } = await startApi({ smtpUrl: smtp.url });
      expect((await send(url("contact"), contact)).status).toBe(201);
      const failed = await waitFor(async () => (await store.listOutbox({ statuses: ["failed"] }))[0], {
        what: "a failed row",
      });
      expect(failed).toMatchObject({ kind: "confirmation", attempts: 1 });
      expect(failed.lastError).toMatch(/550/);
      // The team's copy, to an address the server takes, went.
      await waitFor(() => smtp.messages.length === 1, { what: "the inbox copy" });
    });

    it("delivers other messages while one connection to the mail server hangs", async () => {
      const smtp = await smtpServer({ hangFirst: true });
      const { url, store } = await startApi({ smtpUrl: smtp.url });
      expect((await send(url("contact"), contact)).status).toBe(201);
      // One of the two messages is stuck on the silent connection; the other goes through a second one.
      await waitFor(() => smtp.messages.length === 1, { what: "one message through another connection" });
      // The server's answer is recorded a moment after the message arrives: wait for that, not for a race.
      await waitFor(async () => (await store.listOutbox({ statuses: ["sent"] })).length === 1, {
        what: "its delivery recorded",
      });
      expect(await store.listOutbox({ statuses: ["sending"] })).toHaveLength(1);
    });
  });

  describe("strangers' addresses and hostile text", () => {
    it("sends at most three confirmations an hour to one address, storing every post and telling the team of each", async () => {
      const smtp = await smtpServer();
      const { url, store } = await startApi({ smtpUrl: smtp.url });
      const victim = { email: "victim@example.org" };
      const posts = [
        ...Array.from({ length: 4 }, () => ["contact", { ...contact, ...victim }]),
        ...Array.from({ length: 3 }, () => ["academy-interest", { ...person, ...victim, consent: "yes" }]),
        ...Array.from({ length: 3 }, () => ["career-interest", { ...application, ...victim }]),
      ];
      for (const [form, fields] of posts) {
        const files = form === "career-interest" ? [{ filename: "cv.docx", bytes: docxBytes() }] : [];
        expect((await send(url(form), fields, { files })).status).toBe(201);
      }
      await waitFor(() => smtp.messages.length === 13, { what: "ten team copies and three confirmations" });
      expect(await store.listSubmissions()).toHaveLength(10);
      expect(smtp.messages.filter((mail) => mail.to.text === "victim@example.org")).toHaveLength(3);
    });

    it("greets by a first name only when it looks like a name, so no typed text reaches an unconfirmed address", async () => {
      const smtp = await smtpServer();
      const { url } = await startApi({ smtpUrl: smtp.url });
      const lure = "Your account is locked, verify at http://evil.example/login";
      expect((await send(url("contact"), { ...contact, firstName: lure })).status).toBe(201);
      const confirmation = await waitFor(() => smtp.messages.find((mail) => mail.to.text === "ada@example.com"));
      expect(confirmation.text).toMatch(/^Hello,/);
      expect(`${confirmation.subject}${confirmation.text}${confirmation.html}`).not.toContain("evil.example");
    });

    it("refuses an application for a role the site does not list, storing nothing", async () => {
      const { url, store } = await startApi();
      const response = await send(
        url("career-interest"),
        { ...application, vacancy: "claim-your-prize-at-evil-example" },
        {
          files: [{ filename: "cv.docx", bytes: docxBytes() }],
        },
      );
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(["vacancy"]);
      expect(await store.listSubmissions()).toEqual([]);
      expect(readdirSync(store.paths.uploads).filter((name) => !name.startsWith("."))).toEqual([]);
    });

    it("refuses line breaks and control characters in one-line fields, and keeps a message's line breaks", async () => {
      const { url } = await startApi();
      const forged = await send(url("contact"), { ...contact, firstName: "Eve\nBcc: everyone@example.com" });
      expect(forged.status).toBe(422);
      expect(forged.body.errors).toEqual({ firstName: "Keep this on one line, without special characters" });
      const escape = await send(url("contact"), { ...contact, lastName: "\u001b]0;pwned\u0007Eve" });
      expect(Object.keys(escape.body.errors)).toEqual(["lastName"]);
      expect((await send(url("contact"), { ...contact, message: "Line one\nLine two" })).status).toBe(201);
    });

    it("refuses an address whose domain cannot exist", async () => {
      const { url } = await startApi();
      const response = await send(url("contact"), { ...contact, email: "a@x-.yz" });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(["email"]);
    });

    it("refuses a url-encoded post in another charset instead of storing replacement characters", async () => {
      const { url, store } = await startApi();
      const response = await fetch(url("contact"), {
        method: "POST",
        headers: { ...json, "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
        body: Buffer.from("firstName=Ren%E9&lastName=L&email=r%40example.com&subject=inquiry&message=Hi", "latin1"),
      });
      expect(response.status).toBe(415);
      expect((await response.json()).detail).toBe("Send the form as UTF-8.");
      expect(await store.listSubmissions()).toEqual([]);
    });
  });

  describe("data at rest", () => {
    it("keeps the database, the CVs and written mail readable by the server's user only", async () => {
      const { url, store, dataDir } = await startApi();
      expect(
        (await send(url("career-interest"), application, { files: [{ filename: "cv.docx", bytes: docxBytes() }] }))
          .status,
      ).toBe(201);
      await waitFor(() => readdirSync(store.paths.mail).filter((name) => name.endsWith(".eml")).length === 2);
      const mode = (path) => statSync(path).mode & 0o777;
      for (const dir of [store.paths.uploads, store.paths.incoming, store.paths.mail]) expect(mode(dir)).toBe(0o700);
      const cvs = readdirSync(store.paths.uploads).filter((name) => name.endsWith(".docx"));
      if (kind.name === "SQLite") {
        expect(mode(join(dataDir, "site.db"))).toBe(0o600);
        expect(mode(join(dataDir, "site.db-wal"))).toBe(0o600);
        expect(cvs).toHaveLength(1);
        expect(mode(join(store.paths.uploads, cvs[0]))).toBe(0o600);
      } else {
        // PostgreSQL keeps the database and the CV: no copy of the CV is left on this server's disk.
        expect(cvs).toEqual([]);
        expect(String(await store.readCv((await store.listSubmissions())[0].cv.file))).toBe(String(docxBytes()));
      }
      for (const name of readdirSync(store.paths.mail)) expect(mode(join(store.paths.mail, name))).toBe(0o600);
    });
  });

  // The upload lands on this server's disk first with either database.
  describe("a full disk", () => {
    it("answers 507 when the CV does not fit, keeping nothing", { timeout: 20_000 }, async (context) => {
      const dataDir = smallDisk(context);
      if (!dataDir) return;
      const { url, store } = await startApi({ dataDir });
      const response = await send(url("career-interest"), application, {
        files: [{ filename: "cv.pdf", bytes: bigPdf(3 * 1024 * 1024) }],
      });
      expect(response.status).toBe(507);
      expect(response.body.detail).toMatch(/out of storage space/);
      expect(await store.listSubmissions()).toEqual([]);
      expect(readdirSync(store.paths.incoming)).toEqual([]);
    });
  });
});

// A slow upload's time is the network's, and a database on a full disk is SQLite's file: SQLite alone.
describe("on SQLite alone", () => {
  beforeEach(() => {
    [kind] = kinds;
  });

  describe("a slow upload", () => {
    it(`receives a ${cvMaxSize} CV sent at 64 KB/s (about ${Math.round(cvMaxBytes / 65536)} s) in full`, async () => {
      const { url, store } = await startApi();
      const cv = bigPdf(cvMaxBytes);
      const body = await multipart(application, [{ filename: "Ada CV.pdf", bytes: cv }]);
      const response = await trickle(url("career-interest"), body, { chunkBytes: 16 * 1024, everyMs: 250 });
      expect(response.status).toBe(201);
      const { id } = JSON.parse(response.text);
      expect((await store.getSubmission(id)).cv).toMatchObject({ name: "Ada CV.pdf", size: cv.length });
    }, 150_000);
  });

  describe("a full disk under the database", () => {
    it("answers 507 when the database cannot grow, and takes posts again once there is room", async (context) => {
      const dataDir = smallDisk(context);
      if (!dataDir) return;
      const { url, store } = await startApi({ dataDir });
      // Fill what is left of the disk.
      const filler = join(dataDir, "filler");
      try {
        writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024));
      } catch {
        // ENOSPC: the disk is now full, which is the point.
      }
      const full = await send(url("contact"), { ...contact, message: "x".repeat(4000) });
      expect(full.status).toBe(507);
      spawnSync("rm", ["-f", filler]);
      expect((await send(url("contact"), contact)).status).toBe(201);
      expect(await store.listSubmissions()).toHaveLength(1);
    });
  });
});
