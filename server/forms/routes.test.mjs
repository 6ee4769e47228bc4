// @vitest-environment node
import { createServer } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Fastify from "fastify";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { siteApi } from "../app.mjs";
import { cvMaxBytes } from "../../app/forms/model/file-checks.ts";
import { cvMessages } from "../../app/forms/model/file-checks.ts";
import { referencePattern } from "./reference.mjs";
import { openStore } from "../store/index.mjs";
import {
  docBytes,
  docxBytes,
  downSmtp,
  exeBytes,
  multipart,
  pdfBytes,
  startSmtp,
  tempDataDir,
  waitFor,
} from "../../tests/support/forms-api.mjs";
import { signature } from "../outbox/transports/webhook.mjs";
import { listenOnFreePort, listenHttp } from "../../tests/support/ports.mjs";
import { storeKinds } from "../../tests/support/stores.mjs";

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(port) {
  const smtp = await startSmtp(port);
  cleanups.push(() => smtp.close());
  return smtp;
}

/** The store the tests below run on: SQLite, then PostgreSQL where a cluster can be started here. */
let kind;

/**
 * A Fastify app with the site's API alone (the forms, the alerts beside them); short retry steps so no test
 * waits long. On PostgreSQL each app gets a new database unless `databaseUrl` names one (a second server).
 */
async function startApi(options = {}) {
  const dataDir = options.dataDir ?? tempDataDir();
  const databaseUrl = "databaseUrl" in options ? options.databaseUrl : await kind.newDatabaseUrl();
  const notices = [];
  const app = Fastify();
  await app.register(siteApi, {
    minFillMs: 0,
    rateLimit: { max: 1000, timeWindow: 60_000 },
    outbox: { backoff: [20, 40, 80], pollMs: 100 },
    notice: (line) => notices.push(line),
    ...options,
    dataDir,
    databaseUrl,
  });
  await app.ready();
  cleanups.push(() => app.close());
  const store = await openStore({ dataDir, databaseUrl });
  cleanups.push(async () => await store.close());
  return { app, dataDir, databaseUrl, notices, store };
}

const person = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", website: "" };
const valid = {
  contact: { ...person, subject: "inquiry", message: "Do you build ordering software?", phone: "" },
  "career-interest": { ...person, consent: "yes", vacancy: "data-scientist", message: "I love data." },
  "academy-interest": { ...person, consent: "yes", organisation: "University of London" },
};
const cvFile = (filename = "Ada CV.docx", bytes = docxBytes()) => [{ filename, bytes }];

async function post(
  app,
  form,
  { fields = valid[form], files = form === "career-interest" ? cvFile() : [], headers = {}, urlencoded = false } = {},
) {
  const { body, contentType } = urlencoded
    ? {
        body: new URLSearchParams(
          Object.entries(fields).flatMap(([name, value]) => [value].flat().map((item) => [name, item])),
        ).toString(),
        contentType: "application/x-www-form-urlencoded",
      }
    : await multipart(fields, files);
  return app.inject({
    method: "POST",
    url: `/api/forms/${form}`,
    headers: { "content-type": contentType, accept: "application/json", ...headers },
    payload: body,
  });
}

const allSent = async (store) => (await store.listOutbox({ statuses: ["pending", "sending", "failed"] })).length === 0;

describe.each(storeKinds())("on $name", (storeKind) => {
  beforeEach(() => {
    kind = storeKind;
  });

  describe("forms API, end to end", () => {
    it("stores a contact message, mails the support inbox and confirms to the visitor with the reference", async () => {
      const smtp = await smtpServer();
      const { app, store, notices } = await startApi({ smtpUrl: smtp.url });
      expect(notices).toEqual([`Mail is sent through smtp://127.0.0.1:${smtp.port}`]);

      const response = await post(app, "contact");
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      expect(id).toMatch(referencePattern);
      expect(await store.getSubmission(id)).toMatchObject({
        form: "contact",
        fields: { subject: "inquiry", message: "Do you build ordering software?" },
      });

      await waitFor(() => smtp.messages.length === 2, { what: "two messages" });
      const inbox = smtp.messages.find((mail) => mail.to.text === "hello@miselabs.example");
      expect(inbox.replyTo.value).toEqual([{ name: "Ada Lovelace", address: "ada@example.com" }]);
      expect(inbox.subject).toBe(`Contact message (General Inquiry) [${id}]`);
      expect(inbox.text).toContain("Do you build ordering software?");
      const confirmation = smtp.messages.find((mail) => mail.to.text === "ada@example.com");
      expect(confirmation.text).toContain(id);
      expect(confirmation.attachments).toEqual([]);
    });

    it("stores an application with its CV, mails it to careers with the vacancy named, and confirms without the CV", async () => {
      const smtp = await smtpServer();
      const { app, store } = await startApi({ smtpUrl: smtp.url });
      const response = await post(app, "career-interest");
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      const { cv } = await store.getSubmission(id);
      expect(cv).toMatchObject({
        name: "Ada CV.docx",
        size: docxBytes().length,
        type: expect.stringContaining("wordprocessingml"),
      });

      await waitFor(() => smtp.messages.length === 2, { what: "two messages" });
      const inbox = smtp.messages.find((mail) => mail.to.text === "careers@miselabs.example");
      expect(inbox.subject).toBe(`Career interest for Data Scientist [${id}]`);
      expect(inbox.attachments.map((file) => [file.filename, file.content.equals(docxBytes())])).toEqual([
        ["Ada CV.docx", true],
      ]);
      const confirmation = smtp.messages.find((mail) => mail.to.text === "ada@example.com");
      expect(confirmation.subject).toContain(id);
      expect(confirmation.text).toContain("Data Scientist");
      expect(confirmation.attachments).toEqual([]);
      // Nothing they sent is repeated beyond the first name and the role.
      expect(confirmation.text).not.toMatch(/Lovelace|I love data/);
    });

    it("answers a native academy post with 303 to its sent page and mails the academy inbox", async () => {
      const smtp = await smtpServer();
      const { app, store } = await startApi({ smtpUrl: smtp.url });
      const response = await post(app, "academy-interest", { urlencoded: true, headers: { accept: "text/html" } });
      expect(response.statusCode).toBe(303);
      const ref = new URL(response.headers.location, "http://x").searchParams.get("ref");
      expect(response.headers.location).toBe(`/mise-labs-academy/registered?ref=${ref}`);
      expect((await store.getSubmission(ref)).fields.organisation).toBe("University of London");
      await waitFor(() => smtp.messages.length === 2, { what: "two messages" });
      expect(smtp.messages.map((mail) => mail.to.text).sort()).toEqual(["ada@example.com", "careers@miselabs.example"]);
    });

    it("writes mail as .eml files when there is no SMTP_URL, and says so once at start", async () => {
      const { app, dataDir, notices, store } = await startApi({ smtpUrl: undefined });
      expect(notices).toEqual([`No SMTP_URL: mail is written to ${dataDir}/mail/ as .eml files`]);
      const { id } = (await post(app, "contact")).json();
      await waitFor(async () => await allSent(store), { what: "the outbox to empty" });
      expect(readdirSync(join(dataDir, "mail")).sort()).toEqual([`${id}-confirmation.eml`, `${id}-inbox.eml`]);
      const mail = await simpleParser(readFileSync(join(dataDir, "mail", `${id}-inbox.eml`)));
      expect(mail.to.text).toBe("hello@miselabs.example");
    });

    it("posts each submission to the webhook, signed, with the CV described but never sent", async () => {
      const received = [];
      const server = createServer((request, response) => {
        const chunks = [];
        request.on("data", (chunk) => chunks.push(chunk));
        request.on("end", () => {
          received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
          response.end();
        });
      });
      await listenHttp(server);
      cleanups.push(() => new Promise((resolve) => server.close(resolve)));
      const webhookUrl = `http://127.0.0.1:${server.address().port}/hook`;
      const { app } = await startApi({ webhookUrl, webhookSecret: "s3cret" });
      const { id } = (await post(app, "career-interest")).json();
      await waitFor(() => received.length === 1, { what: "the webhook" });
      const [{ headers, body }] = received;
      expect(headers["x-signature-256"]).toBe(signature(body, "s3cret"));
      expect(JSON.parse(body)).toMatchObject({
        id,
        form: "career-interest",
        cv: { name: "Ada CV.docx", size: docxBytes().length },
      });
      expect(body).not.toContain(docxBytes().subarray(0, 4).toString("base64").slice(0, 4) + "AAA");
    });
  });

  describe("CV checks through the API", () => {
    it("accepts a PDF and a DOC; refuses .exe bytes named .pdf with 422 and stores nothing", async () => {
      const { app, store } = await startApi();
      expect((await post(app, "career-interest", { files: cvFile("cv.pdf", pdfBytes()) })).statusCode).toBe(201);
      expect((await post(app, "career-interest", { files: cvFile("cv.doc", docBytes()) })).statusCode).toBe(201);
      const response = await post(app, "career-interest", { files: cvFile("cv.pdf", exeBytes()) });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ cv: cvMessages.notADocument });
      expect(await store.listSubmissions()).toHaveLength(2);
      expect(readdirSync(store.paths.incoming)).toEqual([]);
    });

    it("refuses a 6 MB CV with 413 and errors.cv, over a real socket, keeping no part of it", async () => {
      const { app, store } = await startApi();
      await listenOnFreePort((port) => app.listen({ port, host: "127.0.0.1" }));
      const form = new FormData();
      for (const [name, value] of Object.entries(valid["career-interest"])) form.append(name, value);
      form.append("cv", new File([Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)])], "cv.pdf"));
      const response = await fetch(`http://127.0.0.1:${app.server.address().port}/api/forms/career-interest`, {
        method: "POST",
        headers: { accept: "application/json" },
        body: form,
      });
      expect(response.status).toBe(413);
      expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect((await response.json()).errors).toEqual({ cv: cvMessages.tooLarge });
      expect(await store.listSubmissions()).toEqual([]);
      expect(readdirSync(store.paths.incoming)).toEqual([]);
    });

    it("keeps a CV of the largest size allowed byte for byte and mails it whole", async () => {
      const smtp = await smtpServer();
      const { app, store } = await startApi({ smtpUrl: smtp.url });
      const largest = Buffer.concat([pdfBytes(), Buffer.alloc(cvMaxBytes - pdfBytes().length, 0x41)]);
      const response = await post(app, "career-interest", { files: cvFile("Ada CV.pdf", largest) });
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      const { cv } = await store.getSubmission(id);
      expect(cv.size).toBe(cvMaxBytes);
      // Where the store keeps it (a file, or the database's row): what the outbox reads to send it.
      expect((await store.readCv(cv.file)).equals(largest)).toBe(true);
      await waitFor(() => smtp.messages.length === 2, { timeout: 20_000, what: "two messages" });
      const inbox = smtp.messages.find((mail) => mail.to.text === "careers@miselabs.example");
      expect(inbox.attachments.map((file) => [file.filename, file.content.equals(largest)])).toEqual([
        ["Ada CV.pdf", true],
      ]);
    }, 30_000);

    it("asks for the CV when an application comes without one, in the schema's words", async () => {
      const { app } = await startApi();
      const response = await post(app, "career-interest", { files: [] });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ cv: "Attach your CV" });
      // What a browser sends for a file input left empty in a native post.
      const emptyInput = await post(app, "career-interest", { files: [{ filename: "", bytes: Buffer.alloc(0) }] });
      expect(emptyInput.json().errors).toEqual({ cv: "Attach your CV" });
    });

    it("refuses a second file, a file on a form without one, and a file under another name", async () => {
      const { app } = await startApi();
      const twoFiles = await post(app, "career-interest", { files: [...cvFile(), ...cvFile("b.pdf", pdfBytes())] });
      expect([twoFiles.statusCode, twoFiles.json().errors]).toEqual([422, { cv: cvMessages.tooMany }]);
      expect((await post(app, "contact", { files: cvFile() })).statusCode).toBe(400);
      expect(
        (await post(app, "career-interest", { files: [{ name: "resume", filename: "cv.pdf", bytes: pdfBytes() }] }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe("refusals", () => {
    it("refuses a field sent twice, in either encoding, where only a role's multiselect may come as a list", async () => {
      const { app } = await startApi();
      for (const urlencoded of [false, true]) {
        const fields = { ...valid.contact, firstName: ["Ada", "Grace"] };
        const response = await post(app, "contact", { fields, urlencoded });
        expect([response.statusCode, response.json().detail]).toEqual([
          400,
          'The field "firstName" must be sent once.',
        ]);
      }
    });

    it("answers every error as problem+json with a type, title, status and detail, never a stack", async () => {
      const { app } = await startApi();
      const unsupported = await app.inject({
        method: "POST",
        url: "/api/forms/contact",
        headers: { "content-type": "application/json", accept: "application/json" },
        payload: "{}",
      });
      expect(unsupported.statusCode).toBe(415);
      expect(unsupported.headers["content-type"]).toMatch(/^application\/problem\+json/);
      expect(unsupported.headers["cache-control"]).toBe("no-store");
      expect(unsupported.json()).toEqual({
        type: "https://www.miselabs.example/problems/unsupported-media-type",
        title: "Unsupported media type",
        status: 415,
        detail: expect.any(String),
        requestId: unsupported.headers["x-request-id"] ?? expect.any(String),
      });

      const repeated = await post(app, "contact", {
        urlencoded: true,
        fields: [
          ["email", "a@b.co"],
          ["email", "c@d.co"],
        ],
      });
      expect([repeated.statusCode, repeated.json().title]).toEqual([400, "Malformed request"]);

      const badKey = await post(app, "contact", { headers: { "idempotency-key": "has spaces in it" } });
      expect(badKey.statusCode).toBe(400);

      const invalid = await post(app, "contact", {
        fields: { ...valid.contact, email: "not-an-address", lastName: "" },
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json()).toMatchObject({
        type: "https://www.miselabs.example/problems/invalid-fields",
        status: 422,
        errors: { email: "Enter a valid email address, like name@example.com", lastName: "Enter your last name" },
      });
      const raw = (contentType, payload) =>
        app.inject({
          method: "POST",
          url: "/api/forms/contact",
          headers: { "content-type": contentType, accept: "application/json" },
          payload,
        });
      const cutOff = await raw(
        "multipart/form-data; boundary=xx",
        '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nv',
      );
      expect([cutOff.statusCode, cutOff.json().title]).toEqual([400, "Malformed request"]);
      const longBody = await raw("application/x-www-form-urlencoded", `message=${"x".repeat(70_000)}`);
      expect([longBody.statusCode, longBody.json().title]).toEqual([413, "Request too large"]);
      const longField = await post(app, "contact", { fields: { ...valid.contact, message: "y".repeat(30_000) } });
      expect(longField.statusCode).toBe(413);

      for (const response of [unsupported, repeated, badKey, invalid, cutOff, longBody, longField])
        expect(response.body).not.toMatch(/at .*\.m?js:\d+/);
    });

    it("refuses posts from other sites (Origin or Sec-Fetch-Site) with 403, accepts its own and the public origin", async () => {
      const { app, store } = await startApi();
      const crossOrigin = await post(app, "contact", { headers: { origin: "https://evil.example" } });
      expect([crossOrigin.statusCode, crossOrigin.json().title]).toEqual([403, "Cross-site request refused"]);
      expect((await post(app, "contact", { headers: { "sec-fetch-site": "cross-site" } })).statusCode).toBe(403);
      expect((await post(app, "contact", { headers: { origin: "null" } })).statusCode).toBe(403);
      expect(
        (await post(app, "contact", { headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" } }))
          .statusCode,
      ).toBe(201);
      expect((await post(app, "contact", { headers: { origin: "https://www.miselabs.example" } })).statusCode).toBe(
        201,
      );
      expect(await store.listSubmissions()).toHaveLength(2);
    });

    it("limits each visitor to 5 posts a minute per form: the rest get 429 with Retry-After", async () => {
      const { app } = await startApi({ rateLimit: undefined });
      const statuses = [];
      let limited;
      for (let i = 0; i < 10; i++) {
        const response = await post(app, "contact", { fields: { ...valid.contact, website: "bot" } });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) limited = response;
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
      const retryAfter = Number(limited.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.headers["content-type"]).toMatch(/^application\/problem\+json/);
      expect(limited.json()).toMatchObject({ status: 429, title: "Too many submissions", retryAfter });
      // Another form keeps its own allowance.
      expect((await post(app, "academy-interest")).statusCode).toBe(201);
    });

    it("sends a native post with invalid fields back to its form with the field names", async () => {
      const { app } = await startApi();
      const native = { accept: "text/html" };
      const contact = await post(app, "contact", {
        urlencoded: true,
        headers: native,
        fields: { ...valid.contact, email: "", message: "" },
      });
      expect([contact.statusCode, contact.headers.location]).toEqual([303, "/contact?error=email,message#not-sent"]);
      const fromVacancy = await post(app, "career-interest", {
        headers: native,
        fields: { ...valid["career-interest"], lastName: "" },
      });
      expect(fromVacancy.headers.location).toBe("/careers/data-scientist?error=lastName#not-sent");
      const unknownVacancy = await post(app, "career-interest", {
        headers: native,
        files: [],
        fields: { ...valid["career-interest"], vacancy: "astronaut" },
      });
      expect(unknownVacancy.headers.location).toBe("/careers?error=cv,vacancy#not-sent");
    });
  });

  describe("retries and duplicates", () => {
    it("answers a retried post (same Idempotency-Key and form) with the first id and creates nothing new", async () => {
      const { app, store } = await startApi();
      const headers = { "idempotency-key": "6f1c2a5e-3b1d-4f7e-9c0a-2d8e4b6f1a3c" };
      const first = await post(app, "career-interest", { headers });
      const again = await post(app, "career-interest", { headers });
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(again.json().id).toBe(first.json().id);
      expect(await store.listSubmissions()).toHaveLength(1);
      expect(await store.listOutbox({ statuses: ["pending", "sending", "sent"] })).toHaveLength(2);
      // One CV kept: a file in DATA_DIR with SQLite; with PostgreSQL, in the database and none on disk.
      const files = readdirSync(store.paths.uploads).filter((name) => !name.startsWith("."));
      expect(files).toHaveLength(kind.name === "SQLite" ? 1 : 0);
      expect((await store.getSubmission(first.json().id)).cv).toMatchObject({ name: expect.any(String) });
    });

    it("answers a honeypot or a too-fast post as if accepted, storing and sending nothing", async () => {
      const { app, store } = await startApi({ minFillMs: 3000 });
      const honeypot = await post(app, "contact", { fields: { ...valid.contact, website: "https://spam.example" } });
      expect(honeypot.statusCode).toBe(201);
      expect(honeypot.json().id).toMatch(referencePattern);
      const tooFast = await post(app, "contact", { fields: { ...valid.contact, startedAt: String(Date.now() - 500) } });
      expect(tooFast.statusCode).toBe(201);
      const native = await post(app, "contact", {
        urlencoded: true,
        headers: { accept: "text/html" },
        fields: { ...valid.contact, website: "x" },
      });
      expect(native.headers.location).toMatch(/^\/contact\/sent\?ref=ML-/);
      // A person who took their time, and a post without script (no startedAt), are accepted.
      const slow = await post(app, "contact", { fields: { ...valid.contact, startedAt: String(Date.now() - 60_000) } });
      const noScript = await post(app, "contact", { urlencoded: true });
      expect([slow.statusCode, noScript.statusCode]).toEqual([201, 201]);
      expect((await store.listSubmissions()).map((row) => row.id).sort()).toEqual(
        [slow.json().id, noScript.json().id].sort(),
      );
    });

    it("accepts while the SMTP server is down and delivers once it is back", async () => {
      const down = await downSmtp();
      const { app, store } = await startApi({ smtpUrl: down.url });
      const response = await post(app, "contact");
      expect(response.statusCode).toBe(201);
      await waitFor(async () => (await store.listOutbox()).some((row) => row.attempts > 0 && row.lastError), {
        what: "a failed attempt",
      });
      const smtp = await smtpServer(down.port);
      await waitFor(() => smtp.messages.length === 2, { what: "the mail after the server came back" });
      await waitFor(async () => await allSent(store), { what: "the outbox to empty" });
    });

    it("a server stopped with mail still waiting hands it to the next one on the same data, delivered exactly once", async () => {
      const down = await downSmtp();
      const dataDir = tempDataDir();
      const first = await startApi({ dataDir, smtpUrl: down.url });
      const { id } = (await post(first.app, "contact")).json();
      await waitFor(async () => (await first.store.listOutbox()).some((row) => row.lastError), {
        what: "a failed attempt",
      });
      await first.app.close();

      const smtp = await smtpServer(down.port);
      const second = await startApi({ dataDir, databaseUrl: first.databaseUrl, smtpUrl: smtp.url });
      await waitFor(async () => await allSent(second.store), { what: "the outbox to empty" });
      expect(smtp.messages.map((mail) => mail.messageId).sort()).toEqual([
        `<${id}.confirmation@miselabs.example>`,
        `<${id}.inbox@miselabs.example>`,
      ]);
    });

    it("sweeps submissions past the retention period when it starts", async () => {
      const dataDir = tempDataDir();
      const databaseUrl = await kind.newDatabaseUrl();
      const seed = await openStore({ dataDir, databaseUrl });
      await seed.insertSubmission({
        id: "ML-OLD00000",
        form: "contact",
        email: "a@b.co",
        fields: {},
        now: Date.now() - 31 * 86_400_000,
      });
      await seed.insertSubmission({ id: "ML-NEW00000", form: "contact", email: "a@b.co", fields: {} });
      await seed.close();
      const { store } = await startApi({ dataDir, databaseUrl, retentionDays: 30 });
      expect((await store.listSubmissions()).map((row) => row.id)).toEqual(["ML-NEW00000"]);
    });
  });
});
