// @vitest-environment node
// The forms API as the server for the site's pages on another origin (a static host; SITE_ORIGIN): the
// production app on a loopback port, a real SMTP server, requests as a browser on that origin sends them.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.mjs";
import { makeFixtureBuild, removeFixture } from "../../tests/support/server-fixture.mjs";
import { createStore } from "../store/index.mjs";
import { multipart, startSmtp, tempDataDir, waitFor } from "../../tests/support/forms-api.mjs";
import { listenOnFreePort } from "../../tests/support/ports.mjs";

/** The site's pages, served elsewhere: nothing needs to listen there for the API to be tested. */
const siteOrigin = "http://127.0.0.1:4396";
const foreign = "https://evil.example";

let buildDir;
let smtp;
let app;
let store;
let base;

beforeAll(async () => {
  buildDir = makeFixtureBuild();
  smtp = await startSmtp();
  const dataDir = tempDataDir();
  app = await createApp({
    buildDir,
    api: {
      dataDir,
      siteOrigin,
      smtpUrl: smtp.url,
      minFillMs: 0,
      // The rate limit has its own tests (routes.test.mjs); these send more than 5 a minute from one address.
      rateLimit: { max: 100, timeWindow: 60_000 },
      outbox: { backoff: [20, 40, 80], pollMs: 100 },
      notice: () => {},
      alerts: { schedule: false, secret: "s".repeat(32) },
    },
  });
  await listenOnFreePort((port) => app.listen({ port, host: "127.0.0.1" }));
  base = `http://127.0.0.1:${app.server.address().port}`;
  store = createStore({ dataDir });
});

afterAll(async () => {
  await await await store?.close();
  await app?.close();
  await smtp?.close();
  if (buildDir) removeFixture(buildDir);
});

/** One request over the loopback, with any headers (Origin, Sec-Fetch-Site) as a browser would set them. */
function send(method, path, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString() }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

const contact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  subject: "inquiry",
  message: "Do you build ordering software?",
  phone: "",
  website: "",
};

/** The preflight a browser sends before the enhanced form's post (its Idempotency-Key is not a simple header). */
const preflight = (origin, path = "/api/forms/contact", requestHeaders = "accept,idempotency-key") =>
  send("OPTIONS", path, {
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": requestHeaders,
      "sec-fetch-site": "cross-site",
    },
  });

/** The enhanced form's post from `origin`: multipart, JSON wanted, with its idempotency key. */
async function scriptPost(origin, fields = contact) {
  const { body, contentType } = await multipart(fields);
  return send("POST", "/api/forms/contact", {
    headers: {
      origin,
      "sec-fetch-site": "cross-site",
      "content-type": contentType,
      accept: "application/json",
      "idempotency-key": `key-${Math.random()}`,
    },
    body,
  });
}

/** The browser's own post of the form from `origin` (no script): url-encoded, a page wanted. */
const nativePost = (origin, fields = contact) =>
  send("POST", "/api/forms/contact", {
    headers: {
      ...(origin ? { origin, "sec-fetch-site": "cross-site" } : {}),
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
    },
    body: new URLSearchParams(fields).toString(),
  });

describe("the forms API for the site's pages on another origin (SITE_ORIGIN)", () => {
  it("answers the enhanced form's preflight from the site's origin with that origin, POST and the headers it sends", async () => {
    const answer = await preflight(siteOrigin);
    expect(answer.status).toBe(204);
    expect(answer.headers["access-control-allow-origin"]).toBe(siteOrigin);
    expect(answer.headers["access-control-allow-methods"]).toBe("GET, POST");
    expect(answer.headers["access-control-allow-headers"]).toBe("Accept, Content-Type, Idempotency-Key");
    expect(answer.headers["access-control-max-age"]).toBe("600");
    expect(answer.headers.vary).toMatch(/Origin/);
    expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("accepts the enhanced form's cross-site post from the site's origin, lets it read the reference, and mails it", async () => {
    const answer = await scriptPost(siteOrigin);
    expect(answer.status).toBe(201);
    expect(answer.headers["access-control-allow-origin"]).toBe(siteOrigin);
    expect(answer.headers["access-control-expose-headers"]).toBe("Retry-After");
    const { id } = JSON.parse(answer.text);
    expect(await store.getSubmission(id)).toMatchObject({ form: "contact", fields: { message: contact.message } });
    await waitFor(() => smtp.messages.filter((mail) => mail.subject?.includes(id)).length >= 1, {
      what: "the inbox message",
    });
    await waitFor(() => smtp.messages.some((mail) => mail.to.text === "ada@example.com" && mail.text.includes(id)), {
      what: "the confirmation",
    });
  });

  it("sends a post made without script back to the site's origin: the sent page, or the form with ?error=", async () => {
    const sent = await nativePost(siteOrigin);
    expect(sent.status).toBe(303);
    const location = new URL(sent.headers.location);
    expect(location.origin).toBe(siteOrigin);
    expect(location.pathname).toBe("/contact/sent");
    expect(await store.getSubmission(location.searchParams.get("ref"))).toMatchObject({ form: "contact" });

    const wrong = await nativePost(siteOrigin, { ...contact, email: "not an address" });
    expect([wrong.status, wrong.headers.location]).toEqual([303, `${siteOrigin}/contact?error=email#not-sent`]);

    // Without an Origin (an old browser, curl) the answer stays a path, as on the server's own pages.
    const plain = await nativePost(undefined);
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toMatch(/^\/contact\/sent\?ref=/);
  });

  it("answers the vacancy alerts' JSON sign-up from the site's origin, preflight included", async () => {
    const answer = await preflight(siteOrigin, "/api/vacancy-alerts", "accept,content-type");
    expect([answer.status, answer.headers["access-control-allow-origin"]]).toEqual([204, siteOrigin]);
    const signUp = await send("POST", "/api/vacancy-alerts", {
      headers: {
        origin: siteOrigin,
        "sec-fetch-site": "cross-site",
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify({ email: "grace@example.com", departments: [], levels: [], location: "", consent: "yes" }),
    });
    expect([signUp.status, signUp.headers["access-control-allow-origin"]]).toEqual([202, siteOrigin]);
    expect(JSON.parse(signUp.text)).toEqual({ status: "check-email" });
  });

  it("still refuses every other origin: no CORS on its preflight, 403 on its posts, nothing stored", async () => {
    const before = (await store.listSubmissions()).length;
    const answer = await preflight(foreign);
    expect(answer.status).toBe(404);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();

    const script = await scriptPost(foreign);
    expect(script.status).toBe(403);
    expect(JSON.parse(script.text).title).toBe("Cross-site request refused");
    expect(script.headers["access-control-allow-origin"]).toBeUndefined();

    const native = await nativePost(foreign);
    expect(native.status).toBe(403);
    expect(native.headers.location).toBeUndefined();
    expect(await store.listSubmissions()).toHaveLength(before);
  });

  it("answers OPTIONS on the pages with 405, from the site's origin too: only the API takes part in CORS", async () => {
    for (const origin of [siteOrigin, foreign]) {
      const answer = await preflight(origin, "/about");
      expect([answer.status, answer.headers.allow]).toEqual([405, "GET, HEAD"]);
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    }
    // Refused before any body is read, whatever its type.
    const withBody = await send("OPTIONS", "/about", {
      headers: { "content-type": "application/x-unknown", "content-length": "1" },
      body: "x",
    });
    expect(withBody.status).toBe(405);
  });
});
