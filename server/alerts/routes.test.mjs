// @vitest-environment node
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "../../app/config/site.ts";
import { startSmtp, waitFor } from "../../tests/support/forms-api.mjs";
import { ORIGIN, SECRET, startAlerts, vacancy } from "../../tests/support/alerts-api.mjs";
import { createTokens } from "./tokens.mjs";
import { storeKinds } from "../../tests/support/stores.mjs";

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer() {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.close());
  return smtp;
}

/** As if the last confirmation mail had gone out at `at`: no operation of the store can say that. */
async function backdate({ dataDir, databaseUrl }, email, at) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("UPDATE subscriptions SET confirm_sent_at = $1 WHERE email = $2", [at, email]);
    await client.end();
    return;
  }
  const db = new DatabaseSync(join(dataDir, "site.db"));
  db.exec("PRAGMA busy_timeout = 5000");
  db.prepare("UPDATE subscriptions SET confirm_sent_at = ? WHERE email = ?").run(at, email);
  db.close();
}

/** The store the tests below run on: SQLite, then PostgreSQL where a cluster can be started here. */
let kind;
/** A server on a new database (PostgreSQL) unless `databaseUrl` names one, as a second server's would. */
const start = async (options = {}) =>
  startAlerts(
    { ...options, databaseUrl: "databaseUrl" in options ? options.databaseUrl : await kind.newDatabaseUrl() },
    cleanups,
  );
const dataScientist = vacancy("data-scientist", { department: "Data", level: "Senior" });
const designer = vacancy("ui-ux-designer", { department: "Design", level: "Junior" });
const houstonEngineer = vacancy("software-engineer", {
  department: "Engineering",
  level: "Mid-Senior",
  location: "Houston, TX, United States · Remote",
});

const signUpFields = { email: "ada@example.com", departments: ["data", "engineering"], consent: "yes", website: "" };

function urlencoded(fields) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  return params.toString();
}

function post(app, url, fields = {}, { json = true, headers = {} } = {}) {
  return app.inject({
    method: "POST",
    url,
    headers: json
      ? { "content-type": "application/json", accept: "application/json", ...headers }
      : { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...headers },
    payload: json ? JSON.stringify(fields) : urlencoded(fields),
  });
}

const signUp = (app, fields = {}, options) => post(app, "/api/vacancy-alerts", { ...signUpFields, ...fields }, options);

/** The token of the newest link to `path` in the mail sent to `to`. */
function tokenIn(mail, path) {
  const match = mail.text.match(new RegExp(`${ORIGIN}${path.replace("?", "\\?")}\\?token=([^\\s]+)`));
  return match && decodeURIComponent(match[1]);
}

/** A header as it was sent (mailparser turns List-* headers into objects). */
const header = (mail, name) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");

const mailTo = (smtp, to, subject) => smtp.messages.filter((mail) => mail.to.text === to && subject.test(mail.subject));

async function confirmedSubscriber(smtp, app, fields = {}) {
  expect((await signUp(app, fields)).statusCode).toBe(202);
  const to = fields.email ?? signUpFields.email;
  const mail = await waitFor(() => mailTo(smtp, to, /^Confirm/).at(-1), { what: "the confirmation" });
  const token = tokenIn(mail, "/vacancy-alerts/confirm");
  expect((await post(app, "/api/vacancy-alerts/confirm", { token })).json()).toEqual({ status: "confirmed" });
  return token;
}

describe.each(storeKinds())("on $name", (storeKind) => {
  beforeEach(() => {
    kind = storeKind;
  });

  describe("vacancy alerts, end to end", () => {
    it("signs up, mails a confirmation whose link confirms, then a digest lists a new matching vacancy and not others", async () => {
      const smtp = await smtpServer();
      const { app, service, publish } = await start({ smtpUrl: smtp.url, vacancies: [dataScientist] });

      const response = await signUp(app);
      expect([response.statusCode, response.json()]).toEqual([202, { status: "check-email" }]);
      const confirmation = await waitFor(() => smtp.messages[0], { what: "the confirmation" });
      expect(confirmation.to.text).toBe("ada@example.com");
      expect(confirmation.text).toContain("Departments: Data, Engineering");
      const token = tokenIn(confirmation, "/vacancy-alerts/confirm");
      expect(token).toBeTruthy();

      // The no-script page posts to its own address with the link's ?token=.
      const confirmed = await post(
        app,
        `/vacancy-alerts/confirm?token=${encodeURIComponent(token)}`,
        {},
        { json: false },
      );
      expect([confirmed.statusCode, confirmed.headers.location]).toEqual([303, "/vacancy-alerts/confirmed"]);

      // Open when they confirmed: known already, not news.
      expect(await service.digest.run()).toMatchObject({ due: 1, queued: 0 });

      publish([dataScientist, designer, houstonEngineer]);
      expect(await service.digest.run()).toMatchObject({ due: 1, queued: 1 });
      const digest = await waitFor(() => mailTo(smtp, "ada@example.com", /new vacanc/i)[0], { what: "the digest" });
      expect(digest.subject).toBe(`New vacancy at ${site.name}: Software Engineer`);
      expect(digest.text).toContain(
        "Software Engineer\nEngineering · Mid-Senior · Houston, TX, United States · Remote",
      );
      expect(digest.text).toContain("https://www.miselabs.example/careers/software-engineer");
      expect(digest.text).not.toContain("Ui Ux Designer");
      expect(digest.text).toMatch(new RegExp(`Change what you get: ${ORIGIN}/vacancy-alerts\\?manage=`));
      const unsubscribeToken = tokenIn(digest, "/vacancy-alerts/unsubscribe");
      expect(header(digest, "list-unsubscribe")).toBe(
        `<${ORIGIN}/api/vacancy-alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>`,
      );
      expect(header(digest, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      // Sent by a program (RFC 3834), as the confirmation was: no out-of-office reply comes back.
      expect([header(confirmation, "auto-submitted"), header(digest, "auto-submitted")]).toEqual([
        "auto-generated",
        "auto-generated",
      ]);

      // The second run lists nothing twice, now or when the day is up.
      expect(await service.digest.run()).toMatchObject({ queued: 0 });
      expect(await service.digest.run({ now: Date.now() + 25 * 3_600_000 })).toMatchObject({ due: 1, queued: 0 });
    });

    it("takes a sign-up for a department only an ATS's roles name, and names it in the confirmation", async () => {
      const smtp = await smtpServer();
      const fieldOps = vacancy("field-operations-lead", { department: "Field Operations" });
      const { app } = await start({ smtpUrl: smtp.url, vacancies: [fieldOps] });
      const refused = await signUp(app, { departments: ["warehouse-systems"] });
      expect(refused.statusCode).toBe(422);
      const response = await signUp(app, { departments: ["field-operations", "data"] });
      expect(response.statusCode).toBe(202);
      const confirmation = await waitFor(() => smtp.messages[0], { what: "the confirmation" });
      expect(confirmation.text).toContain("Departments: Field Operations, Data");
    });

    it("sends at most one digest a day, with what opened meanwhile in the next", async () => {
      const smtp = await smtpServer();
      const { app, service, publish, store } = await start({ smtpUrl: smtp.url, vacancies: [] });
      await confirmedSubscriber(smtp, app, { departments: [] });
      publish([dataScientist]);
      expect(await service.digest.run()).toMatchObject({ queued: 1 });
      publish([dataScientist, designer]);
      expect(await service.digest.run({ now: Date.now() + 3_600_000 })).toMatchObject({ due: 0, queued: 0 });
      expect(await service.digest.run({ now: Date.now() + 24 * 3_600_000 + 1000 })).toMatchObject({
        due: 1,
        queued: 1,
      });
      // The second is queued for its own (future) time; the outbox holds both, in order.
      const digests = (await store.listOutbox({ statuses: ["pending", "sending", "sent"] })).filter(
        (row) => row.kind === "alert-digest",
      );
      expect(digests.map((row) => row.payload.subject)).toEqual([
        `New vacancy at ${site.name}: Data Scientist`,
        `New vacancy at ${site.name}: Ui Ux Designer`,
      ]);
      expect(await store.knownVacancies((await store.findSubscription("ada@example.com")).id)).toEqual(
        new Set(["data-scientist", "ui-ux-designer"]),
      );
    });

    it("stops all mail after a one-click unsubscribe from a mail provider (no Origin, cross-site, multipart)", async () => {
      const smtp = await smtpServer();
      const { app, service, publish, store } = await start({ smtpUrl: smtp.url, vacancies: [] });
      await confirmedSubscriber(smtp, app);
      publish([dataScientist]);
      await service.digest.run();
      const digest = await waitFor(() => mailTo(smtp, "ada@example.com", /new vacanc/i)[0], { what: "the digest" });
      const oneClick = header(digest, "list-unsubscribe").slice(1, -1).replace(ORIGIN, "");

      const boundary = "----provider";
      const response = await app.inject({
        method: "POST",
        url: oneClick,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "sec-fetch-site": "cross-site" },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      });
      expect([response.statusCode, response.json()]).toEqual([200, { status: "unsubscribed" }]);
      expect(await store.findSubscription("ada@example.com")).toBeNull();
      // A provider retrying, or a second click, gets the same answer.
      const again = await app.inject({
        method: "POST",
        url: oneClick,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(again.statusCode).toBe(200);

      publish([dataScientist, designer, houstonEngineer]);
      expect(await service.digest.run({ now: Date.now() + 2 * 86_400_000 })).toMatchObject({ due: 0, queued: 0 });
      expect(mailTo(smtp, "ada@example.com", /new vacanc/i)).toHaveLength(1);
    });

    it("unsubscribes from the page, natively (303) and with JSON", async () => {
      const smtp = await smtpServer();
      const { app, store } = await start({ smtpUrl: smtp.url });
      await confirmedSubscriber(smtp, app);
      const tokens = createTokens(SECRET);
      const token = tokens.sign("unsubscribe", (await store.findSubscription("ada@example.com")).id);
      const native = await post(
        app,
        `/vacancy-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        {},
        { json: false },
      );
      expect([native.statusCode, native.headers.location]).toEqual([303, "/vacancy-alerts/unsubscribed"]);
      expect(await store.findSubscription("ada@example.com")).toBeNull();
      expect((await post(app, "/api/vacancy-alerts/unsubscribe", { token })).json()).toEqual({
        status: "unsubscribed",
      });
      const tampered = await post(app, "/api/vacancy-alerts/unsubscribe", { token: `${token.slice(0, -2)}AA` });
      expect([tampered.statusCode, tampered.json().outcome]).toEqual([400, "invalid"]);
    });

    it("answers an expired confirmation link with 410, and its resend mails a new link that works", async () => {
      const smtp = await smtpServer();
      const { app, store } = await start({ smtpUrl: smtp.url });
      expect((await signUp(app)).statusCode).toBe(202);
      await waitFor(() => smtp.messages.length === 1, { what: "the confirmation" });
      const { id, confirmNonce } = await store.findSubscription("ada@example.com");
      const expired = createTokens(SECRET).sign("confirm", id, {
        nonce: confirmNonce,
        now: Date.now() - 8 * 86_400_000,
      });

      const answer = await post(app, "/api/vacancy-alerts/confirm", { token: expired });
      expect(answer.statusCode).toBe(410);
      expect(answer.headers["content-type"]).toMatch(/^application\/problem\+json/);
      expect(answer.json()).toMatchObject({ status: 410, outcome: "expired", title: "Link expired" });
      const native = await post(
        app,
        `/vacancy-alerts/confirm?token=${encodeURIComponent(expired)}`,
        {},
        { json: false },
      );
      expect([native.statusCode, native.headers.location]).toEqual([
        303,
        `/vacancy-alerts/expired?token=${encodeURIComponent(expired)}`,
      ]);

      // The first mail went out a moment ago: resending now would only repeat it.
      expect((await post(app, "/api/vacancy-alerts/resend", { token: expired })).json()).toEqual({
        status: "check-email",
      });
      expect(await store.listOutbox({ statuses: ["pending", "sending", "sent"] })).toHaveLength(1);

      const resent = await post(
        app,
        `/vacancy-alerts/expired?token=${encodeURIComponent(expired)}`,
        {},
        {
          json: false,
        },
      );
      expect([resent.statusCode, resent.headers.location]).toEqual([303, "/vacancy-alerts/check-email"]);
    });

    it("resends once the quiet time is over, and the new link confirms while the old one no longer does", async () => {
      const smtp = await smtpServer();
      const started = await start({ smtpUrl: smtp.url });
      const { app } = started;
      await signUp(app);
      const first = await waitFor(() => smtp.messages[0], { what: "the confirmation" });
      const oldToken = tokenIn(first, "/vacancy-alerts/confirm");
      // As if the first mail had gone out 8 days ago (its link has run out).
      await backdate(started, "ada@example.com", Date.now() - 8 * 86_400_000);
      const resend = await post(app, "/api/vacancy-alerts/resend", { token: oldToken });
      expect([resend.statusCode, resend.json()]).toEqual([202, { status: "check-email" }]);
      const second = await waitFor(() => smtp.messages[1], { what: "the second confirmation" });
      const newToken = tokenIn(second, "/vacancy-alerts/confirm");
      expect(newToken).not.toBe(oldToken);
      expect((await post(app, "/api/vacancy-alerts/confirm", { token: oldToken })).statusCode).toBe(400);
      expect((await post(app, "/api/vacancy-alerts/confirm", { token: newToken })).json()).toEqual({
        status: "confirmed",
      });
    });

    it("answers a resend for a sign-up already deleted with 400 invalid, natively with the invalid page", async () => {
      const smtp = await smtpServer();
      const { app, store } = await start({ smtpUrl: smtp.url });
      await signUp(app);
      const token = tokenIn(
        await waitFor(() => smtp.messages[0], { what: "the confirmation" }),
        "/vacancy-alerts/confirm",
      );
      await store.sweepSubscriptions(Date.now() + 8 * 86_400_000);
      const answer = await post(app, "/api/vacancy-alerts/resend", { token });
      expect([answer.statusCode, answer.json().outcome]).toEqual([400, "invalid"]);
      const native = await post(app, `/vacancy-alerts/expired?token=${encodeURIComponent(token)}`, {}, { json: false });
      expect([native.statusCode, native.headers.location]).toEqual([303, "/vacancy-alerts/invalid"]);
    });

    it("runs the digest when the server starts and then on its interval", async () => {
      const smtp = await smtpServer();
      const first = await start({ smtpUrl: smtp.url, vacancies: [dataScientist] });
      await confirmedSubscriber(smtp, first.app, { departments: [] });
      await first.app.close();
      first.publish([dataScientist, designer]);

      const { app, publish } = await start({
        smtpUrl: smtp.url,
        dataDir: first.dataDir,
        databaseUrl: first.databaseUrl,
        alerts: { intervalMs: 1000, digestGapMs: 0 },
      });
      await waitFor(() => mailTo(smtp, "ada@example.com", /Ui Ux Designer/)[0], { what: "the digest sent at start" });
      publish([dataScientist, designer, houstonEngineer]);
      await waitFor(() => mailTo(smtp, "ada@example.com", /Software Engineer/)[0], {
        what: "the digest on the interval",
      });
      expect(mailTo(smtp, "ada@example.com", /new vacanc/i)).toHaveLength(2);
      await app.close();
    });

    it("answers a replayed or tampered confirmation link with 400 invalid", async () => {
      const smtp = await smtpServer();
      const { app } = await start({ smtpUrl: smtp.url });
      const token = await confirmedSubscriber(smtp, app);
      const replayed = await post(app, "/api/vacancy-alerts/confirm", { token });
      expect([replayed.statusCode, replayed.json().outcome]).toEqual([400, "invalid"]);
      const native = await post(app, `/vacancy-alerts/confirm?token=${encodeURIComponent(token)}`, {}, { json: false });
      expect([native.statusCode, native.headers.location]).toEqual([303, "/vacancy-alerts/invalid"]);

      const [body] = token.split(".");
      const payload = JSON.parse(Buffer.from(body, "base64url").toString());
      const forged = `${Buffer.from(JSON.stringify({ ...payload, e: payload.e + 1e9 })).toString("base64url")}.${token.split(".")[1]}`;
      for (const bad of [forged, `${token}x`, "not-a-token", "", "a".repeat(5000)]) {
        const response = await post(app, "/api/vacancy-alerts/confirm", { token: bad });
        expect(response.statusCode, bad.slice(0, 20)).toBe(400);
      }
      // Signed for another purpose: an unsubscribe link does not confirm anything.
      const other = createTokens(SECRET).sign("unsubscribe", payload.s);
      expect((await post(app, "/api/vacancy-alerts/confirm", { token: other })).statusCode).toBe(400);
    });

    it("answers the same to a known and an unknown address, and mails the known one the NEW choices to confirm", async () => {
      const smtp = await smtpServer();
      const { app, store } = await start({ smtpUrl: smtp.url });
      await confirmedSubscriber(smtp, app, { departments: ["data"] });
      const known = await signUp(app, { departments: ["design"], levels: ["junior"], location: "Colombo" });
      const unknown = await signUp(app, { email: "grace@example.com" });
      expect([known.statusCode, known.body, Object.keys(known.headers).sort()]).toEqual([
        unknown.statusCode,
        unknown.body,
        Object.keys(unknown.headers).sort(),
      ]);
      const reconfirm = await waitFor(() => mailTo(smtp, "ada@example.com", /^Confirm/)[1], {
        what: "the new confirmation",
      });
      expect(reconfirm.text).toContain(
        "Departments: Design\nSeniority levels: Junior\nLocation: The location you entered",
      );
      // Until confirmed, the old choices stay in force.
      expect(await store.findSubscription("ada@example.com")).toMatchObject({
        status: "confirmed",
        departments: ["data"],
      });
      await post(app, "/api/vacancy-alerts/confirm", { token: tokenIn(reconfirm, "/vacancy-alerts/confirm") });
      expect(await store.findSubscription("ada@example.com")).toMatchObject({
        departments: ["design"],
        levels: ["junior"],
        location: "Colombo",
        pending: null,
      });
    });

    it("mails an unconfirmed address nothing the visitor typed: the location is only said to be there", async () => {
      const smtp = await smtpServer();
      const { app } = await start({ smtpUrl: smtp.url });
      const typed = "Call +1 555 0100 now: www.prize.example";
      await signUp(app, { location: typed, levels: ["senior"] });
      await signUp(app, { email: "grace@example.com", departments: [] });
      const mail = await waitFor(() => mailTo(smtp, "ada@example.com", /^Confirm/)[0], { what: "the confirmation" });
      expect(mail.text).toContain(
        "Departments: Data, Engineering\nSeniority levels: Senior\nLocation: The location you entered\n",
      );
      expect(mail.html).toContain('<th align="left">Location</th><td>The location you entered</td>');
      const raw = [mail.subject, mail.text, mail.html, ...mail.headerLines.map((line) => line.line)].join("\n");
      // Whole phrases only: a random id or token can hold "555" by chance.
      for (const piece of ["+1 555 0100", "www.prize.example", "Call +1"]) expect(raw).not.toContain(piece);
      const none = await waitFor(() => mailTo(smtp, "grace@example.com", /^Confirm/)[0], { what: "the second one" });
      expect(none.text).toContain("Departments: All\nSeniority levels: All\nLocation: Anywhere\n");
    });

    it("changes nothing on a GET or HEAD of the mail's confirm and manage links, or of the API", async () => {
      const smtp = await smtpServer();
      const { app, store } = await start({ smtpUrl: smtp.url });
      await confirmedSubscriber(smtp, app, { departments: ["data"] });
      // A new sign-up of the same address: its choices wait for the new link's press.
      await signUp(app, { departments: ["design"] });
      const mail = await waitFor(() => mailTo(smtp, "ada@example.com", /^Confirm/)[1], {
        what: "the new confirmation",
      });
      const fresh = tokenIn(mail, "/vacancy-alerts/confirm");
      const manage = createTokens(SECRET).sign("manage", (await store.findSubscription("ada@example.com")).id);
      const before = await store.findSubscription("ada@example.com");
      expect(before.pending).toMatchObject({ departments: ["design"] });

      const q = (value) => `token=${encodeURIComponent(value)}`;
      // The pages are the build's files: the API has no route for them, and none that acts on a GET.
      const answers = {
        [`/vacancy-alerts/confirm?${q(fresh)}`]: 404,
        [`/api/vacancy-alerts/confirm?${q(fresh)}`]: 404,
        [`/vacancy-alerts?manage=${encodeURIComponent(manage)}`]: 404,
        [`/api/vacancy-alerts/preferences?${q(manage)}`]: 200,
      };
      for (const [url, status] of Object.entries(answers))
        for (const method of ["GET", "HEAD"]) {
          const response = await app.inject({ method, url });
          expect(response.statusCode, `${method} ${url.slice(0, 30)}`).toBe(status);
          expect(await store.findSubscription("ada@example.com"), `${method} ${url.slice(0, 30)}`).toEqual(before);
        }
      // The link was not spent: the press still confirms it.
      expect((await post(app, "/api/vacancy-alerts/confirm", { token: fresh })).json()).toEqual({
        status: "confirmed",
      });
      expect(await store.findSubscription("ada@example.com")).toMatchObject({ departments: ["design"], pending: null });
    });

    it("answers a browser opening the List-Unsubscribe address with the page whose button unsubscribes", async () => {
      const smtp = await smtpServer();
      const { app, service, publish, store } = await start({ smtpUrl: smtp.url, vacancies: [] });
      await confirmedSubscriber(smtp, app);
      publish([dataScientist]);
      await service.digest.run();
      const digest = await waitFor(() => mailTo(smtp, "ada@example.com", /new vacanc/i)[0], { what: "the digest" });
      const oneClick = header(digest, "list-unsubscribe").slice(1, -1);
      const pageLink = digest.text.match(/^Unsubscribe: (\S+)$/m)[1];

      for (const method of ["GET", "HEAD"]) {
        // As webmail opens it: a cross-site navigation, without an Origin.
        const opened = await app.inject({
          method,
          url: oneClick.replace(ORIGIN, ""),
          headers: { accept: "text/html", "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
        });
        // The page the mail's own Unsubscribe link opens, on the site's public origin (the pages may be elsewhere).
        expect([opened.statusCode, opened.headers.location]).toEqual([303, pageLink]);
      }
      expect(pageLink.startsWith(`${ORIGIN}/vacancy-alerts/unsubscribe?token=`)).toBe(true);
      expect(await store.findSubscription("ada@example.com")).toMatchObject({ status: "confirmed" });

      const tampered = await app.inject({ url: `${oneClick.replace(ORIGIN, "")}x` });
      expect([tampered.statusCode, tampered.headers.location]).toEqual([303, `${ORIGIN}/vacancy-alerts/invalid`]);
      // A provider's one-click post with a broken link is answered in JSON, never sent to a page.
      const refused = await app.inject({
        method: "POST",
        url: `${oneClick.replace(ORIGIN, "")}x`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect([refused.statusCode, refused.headers["content-type"], refused.json().outcome]).toEqual([
        400,
        "application/problem+json; charset=utf-8",
        "invalid",
      ]);
      // The one-click post at the same address still unsubscribes.
      const posted = await app.inject({
        method: "POST",
        url: oneClick.replace(ORIGIN, ""),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(posted.statusCode).toBe(200);
      expect(await store.findSubscription("ada@example.com")).toBeNull();
    });

    it("reads and replaces the choices with a manage link, at once, natively too", async () => {
      const smtp = await smtpServer();
      const { app, store } = await start({ smtpUrl: smtp.url });
      await confirmedSubscriber(smtp, app);
      const { id } = await store.findSubscription("ada@example.com");
      const tokens = createTokens(SECRET);
      const manage = tokens.sign("manage", id);
      const read = await app.inject({ url: `/api/vacancy-alerts/preferences?token=${encodeURIComponent(manage)}` });
      expect(read.json()).toEqual({
        email: "ada@example.com",
        departments: ["data", "engineering"],
        levels: [],
        location: "",
      });

      const updated = await signUp(app, { departments: ["legal"], token: manage });
      expect([updated.statusCode, updated.json()]).toEqual([200, { status: "updated" }]);
      expect((await store.findSubscription("ada@example.com")).departments).toEqual(["legal"]);
      const native = await signUp(app, { departments: "it", token: manage }, { json: false });
      expect([native.statusCode, native.headers.location]).toEqual([303, "/vacancy-alerts/updated"]);
      expect((await store.findSubscription("ada@example.com")).departments).toEqual(["it"]);
      expect(mailTo(smtp, "ada@example.com", /^Confirm/)).toHaveLength(1);

      const old = tokens.sign("manage", id, { now: Date.now() - 31 * 86_400_000 });
      const expired = await app.inject({ url: `/api/vacancy-alerts/preferences?token=${encodeURIComponent(old)}` });
      expect(expired.statusCode).toBe(410);
      expect((await signUp(app, { token: old })).statusCode).toBe(410);
      const nativeExpired = await signUp(app, { token: old }, { json: false });
      expect(nativeExpired.headers.location).toBe("/vacancy-alerts/invalid");
    });

    it("refuses an invalid email, a domain that cannot exist, a 10 KB email, unknown ids, a location with a line break and a missing consent with 422", async () => {
      const { app, store } = await start();
      const cases = [
        [{ email: "not-an-email" }, ["email"]],
        [{ email: "ada@x-.yz" }, ["email"]],
        [{ location: "Colombo\nBcc: everyone@example.com" }, ["location"]],
        [{ email: `${"a".repeat(10 * 1024)}@example.com` }, ["email"]],
        [{ departments: ["data", "astrology"] }, ["departments"]],
        [{ levels: ["overlord"] }, ["levels"]],
        [{ consent: "no" }, ["consent"]],
        [{ location: "x".repeat(101) }, ["location"]],
      ];
      for (const [fields, names] of cases) {
        const response = await signUp(app, fields);
        expect(response.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(422);
        expect(response.headers["content-type"]).toMatch(/^application\/problem\+json/);
        expect(Object.keys(response.json().errors)).toEqual(names);
      }
      expect(await store.findSubscription("ada@example.com")).toBeNull();
    });

    it("sends a native post with invalid fields back to the form with the field names (303)", async () => {
      const { app } = await start();
      const response = await signUp(app, { email: "nope", consent: "" }, { json: false });
      expect([response.statusCode, response.headers.location]).toEqual([
        303,
        "/vacancy-alerts?error=email,consent#not-sent",
      ]);
      const ok = await signUp(app, { email: "grace@example.com" }, { json: false });
      expect([ok.statusCode, ok.headers.location]).toEqual([303, "/vacancy-alerts/check-email"]);
    });

    it("limits sign-ups to 5 a minute per visitor: the rest get 429 with Retry-After; unsubscribing is never limited", async () => {
      const { app } = await start({ rateLimit: { max: 5, timeWindow: 60_000 } });
      const statuses = [];
      let limited;
      for (let i = 0; i < 10; i++) {
        const response = await signUp(app, { email: `person${i}@example.com` });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) limited = response;
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429, 429, 429]);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ status: 429 });
      const token = createTokens(SECRET).sign("unsubscribe", "0".repeat(24));
      for (let i = 0; i < 10; i++)
        expect((await post(app, "/api/vacancy-alerts/unsubscribe", { token })).statusCode).toBe(200);
    });

    it("refuses cross-site posts and other body types; drops honeypot posts with the usual answer", async () => {
      const { app, store } = await start();
      expect((await signUp(app, {}, { headers: { origin: "https://evil.example" } })).statusCode).toBe(403);
      expect((await signUp(app, {}, { headers: { "sec-fetch-site": "cross-site" } })).statusCode).toBe(403);
      const text = await app.inject({
        method: "POST",
        url: "/api/vacancy-alerts",
        headers: { "content-type": "text/plain" },
        payload: "email=ada@example.com",
      });
      expect(text.statusCode).toBe(415);
      const big = await signUp(app, { location: "x".repeat(20_000) });
      expect(big.statusCode).toBe(413);
      const bot = await signUp(app, { website: "https://spam.example" });
      expect([bot.statusCode, bot.json()]).toEqual([202, { status: "check-email" }]);
      const notAnObject = await app.inject({
        method: "POST",
        url: "/api/vacancy-alerts",
        headers: { "content-type": "application/json", accept: "application/json" },
        payload: '["ada@example.com"]',
      });
      expect(notAnObject.statusCode).toBe(400);
      expect(await store.findSubscription("ada@example.com")).toBeNull();
    });

    it("drops a sign-up sent sooner after the form was shown than a person could fill it in", async () => {
      const { app, store } = await start({ minFillMs: 3000 });
      const fast = await signUp(app, { startedAt: String(Date.now() - 500) });
      expect([fast.statusCode, fast.json()]).toEqual([202, { status: "check-email" }]);
      expect(await store.findSubscription("ada@example.com")).toBeNull();
      expect((await signUp(app, { startedAt: String(Date.now() - 5000) })).statusCode).toBe(202);
      expect(await store.findSubscription("ada@example.com")).not.toBeNull();
    });

    it("writes the mail as alert-<id>-<kind>-<time>.eml without SMTP_URL; erasing the address removes them", async () => {
      const { app, dataDir, store } = await start({ smtpUrl: undefined });
      await signUp(app);
      const { id } = await store.findSubscription("ada@example.com");
      const files = await waitFor(
        () => {
          const names = readdirSync(`${dataDir}/mail`).filter((name) => name.startsWith("alert-"));
          return names.length ? names : null;
        },
        { what: "the .eml file" },
      );
      expect(files[0]).toMatch(new RegExp(`^alert-${id}-confirmation-\\d+\\.eml$`));
      expect(await store.eraseSubscription("ADA@example.com")).toEqual({ subscriptions: 1, files: 1 });
      expect(readdirSync(`${dataDir}/mail`).filter((name) => name.startsWith("alert-"))).toEqual([]);
    });

    it("deletes sign-ups never confirmed once their link has run out, and keeps the rest", async () => {
      const smtp = await smtpServer();
      const { app, store } = await start({ smtpUrl: smtp.url });
      await confirmedSubscriber(smtp, app);
      await signUp(app, { email: "grace@example.com" });
      const later = Date.now() + 7 * 86_400_000 + 1000;
      expect((await store.sweepSubscriptions(later)).subscriptions).toBe(1);
      expect(await store.findSubscription("grace@example.com")).toBeNull();
      expect(await store.findSubscription("ada@example.com")).not.toBeNull();
    });
  });
});
