// @vitest-environment node
// The content editor's GitHub sign-in, on the production app over loopback, against a stand-in that speaks
// GitHub's OAuth web flow (tests/support/github-oauth.mjs).
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.mjs";
import { signInSettings } from "./sign-in.mjs";
import { makeFixtureBuild, removeFixture } from "../../tests/support/server-fixture.mjs";
import { tempDataDir } from "../../tests/support/forms-api.mjs";
import { startGitHubOAuth } from "../../tests/support/github-oauth.mjs";
import { answerWithoutEnd } from "../../tests/support/endless-answer.mjs";
import { listenHttp, listenOnFreePort } from "../../tests/support/ports.mjs";

const siteOrigin = "http://127.0.0.1:4397";
const clientId = "Iv1.editor-app";
const clientSecret = "s3cret-never-shown";

const buildDir = makeFixtureBuild();
const opened = [];
afterAll(async () => {
  for (const close of opened.reverse()) await close();
  removeFixture(buildDir);
});

/** The app with GitHub sign-in set up against `github`, listening on loopback; its origin. */
async function serve(settings) {
  const app = await createApp({
    buildDir,
    api: {
      dataDir: tempDataDir(),
      siteOrigin,
      notice: () => {},
      // The rate limit is the API's, tested with it (server/forms/routes.test.mjs); these sign in many times.
      rateLimit: { max: 100, timeWindow: 60_000 },
      alerts: { schedule: false, secret: "s".repeat(32) },
      adminSignIn: settings,
    },
  });
  await listenOnFreePort((port) => app.listen({ port, host: "127.0.0.1" }));
  opened.push(() => app.close());
  return `http://127.0.0.1:${app.server.address().port}`;
}

let base;
let github;
beforeAll(async () => {
  github = await startGitHubOAuth({ clientId, clientSecret, callback: () => `${base}/api/admin/sign-in/callback` });
  opened.push(() => github.stop());
  base = await serve({ clientId, clientSecret, github: github.origin });
});

const get = (url, cookie) => fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
const cookieFrom = (response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

/** The sign-in window's page: its text, the message it hands over and the origin it hands it to. */
async function windowPage(response) {
  const html = await response.text();
  const data = JSON.parse(/<script type="application\/json" id="sign-in">(.*?)<\/script>/s.exec(html)?.[1] ?? "null");
  const script = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
  return { html, ...data, script };
}

/** Through GitHub's authorize page and back: the callback's address with the code and state GitHub sent. */
async function throughGitHub(startUrl = `${base}/api/admin/sign-in?provider=github&site_id=site&scope=repo`) {
  const start = await get(startUrl);
  const approved = await get(start.headers.get("location"));
  return { cookie: cookieFrom(start), back: approved.headers.get("location"), start };
}

describe("the content editor's GitHub sign-in", () => {
  it("sends the editor to GitHub with the app's id, its callback and a fresh state kept for this window", async () => {
    const start = await get(`${base}/api/admin/sign-in?provider=github&site_id=site&scope=repo`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location"));
    expect(authorize.origin + authorize.pathname).toBe(`${github.origin}/login/oauth/authorize`);
    expect(authorize.searchParams.get("client_id")).toBe(clientId);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${base}/api/admin/sign-in/callback`);
    expect(authorize.searchParams.get("scope")).toBe("repo");
    const cookie = start.headers.get("set-cookie");
    expect(cookie).toContain(`admin_sign_in_state=${authorize.searchParams.get("state")};`);
    expect(cookie).toMatch(/Path=\/api\/admin\/sign-in;.*HttpOnly; SameSite=Lax/);
    expect(authorize.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
    // The window keeps its opener through GitHub and back (the site's pages would cut it).
    expect(start.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
  });

  it("hands GitHub's token to the site's origin only, by the editor's window protocol, and never the secret", async () => {
    const { cookie, back } = await throughGitHub();
    const answer = await get(back, cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    const { html, origin, message, script } = await windowPage(answer);
    expect(origin).toBe(siteOrigin);
    const handed = JSON.parse(message.replace(/^authorization:github:success:/, ""));
    expect(handed.provider).toBe("github");
    expect(github.tokens.has(handed.token)).toBe(true);
    expect(html).not.toContain(clientSecret);
    expect(html).toContain("Signed in.");
    // The exchange carried the secret, the code and the same redirect_uri, from this server.
    const exchange = github.requests.findLast((request) => request.path === "/login/oauth/access_token");
    expect(JSON.parse(exchange.body)).toMatchObject({ client_id: clientId, client_secret: clientSecret });
    // The page's one script is the one its policy names; nothing else may run or load.
    const hash = createHash("sha256").update(script).digest("base64");
    expect(answer.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    // The state is good once.
    expect(answer.headers.get("set-cookie")).toMatch(/^admin_sign_in_state=; .*Max-Age=0/);
  });

  it("refuses a callback this window did not start, without asking GitHub for a token", async () => {
    const { back } = await throughGitHub();
    const exchanges = github.requests.filter((request) => request.path === "/login/oauth/access_token").length;
    for (const cookie of [undefined, "admin_sign_in_state=someone-elses-state"]) {
      const answer = await get(back, cookie);
      expect(answer.status).toBe(400);
      const { message, html } = await windowPage(answer);
      expect(message).toMatch(/^authorization:github:error:/);
      expect(JSON.parse(message.replace(/^authorization:github:error:/, "")).message).toBe(
        "This sign-in was not started here, or took longer than ten minutes.",
      );
      expect(html).toContain("Close this window and try again from the content editor.");
    }
    expect(github.requests.filter((request) => request.path === "/login/oauth/access_token")).toHaveLength(exchanges);
  });

  it("says GitHub refused when a code is used a second time", async () => {
    const { cookie, back, start } = await throughGitHub();
    expect((await get(back, cookie)).status).toBe(200);
    const again = await get(back, cookieFrom(start));
    expect(again.status).toBe(403);
    expect((await windowPage(again)).message).toBe(
      `authorization:github:error:${JSON.stringify({ message: "GitHub refused this sign-in." })}`,
    );
  });

  it("asks for nothing but the repository scopes and GitHub", async () => {
    for (const query of [
      "provider=gitlab&scope=repo",
      "provider=github&scope=admin:org",
      "provider=github&scope=repo%20user",
    ]) {
      const answer = await get(`${base}/api/admin/sign-in?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get("location")).toBeNull();
    }
  });

  it("tells the editor when the person declines on GitHub", async () => {
    const declining = await startGitHubOAuth({
      clientId,
      clientSecret,
      deny: true,
      callback: () => `${declined}/api/admin/sign-in/callback`,
    });
    opened.push(() => declining.stop());
    const declined = await serve({ clientId, clientSecret, github: declining.origin });
    const { cookie, back } = await throughGitHub(`${declined}/api/admin/sign-in?provider=github&scope=repo`);
    const answer = await get(back, cookie);
    expect(answer.status).toBe(403);
    expect((await windowPage(answer)).html).toContain("GitHub did not let you sign in.");
    expect(declining.requests.some((request) => request.path === "/login/oauth/access_token")).toBe(false);
  });

  it("answers in words when GitHub cannot be reached for the token", async () => {
    const gone = await startGitHubOAuth({
      clientId,
      clientSecret,
      callback: () => `${cut}/api/admin/sign-in/callback`,
    });
    const cut = await serve({ clientId, clientSecret, github: gone.origin });
    const { cookie, back } = await throughGitHub(`${cut}/api/admin/sign-in?provider=github&scope=repo`);
    await gone.stop();
    const answer = await get(back, cookie);
    expect(answer.status).toBe(502);
    expect((await windowPage(answer)).html).toContain("GitHub could not be reached to finish signing in.");
  });

  it("stops reading a token answer longer than it can be, and says GitHub could not be reached", async () => {
    // A host that answers the token exchange with a body that never ends.
    const sent = { bytes: 0 };
    const endless = createServer((request, response) => {
      if (request.url !== "/login/oauth/access_token") return response.writeHead(404).end();
      answerWithoutEnd(response, '{"access_token":"', sent);
    });
    const port = await listenHttp(endless);
    opened.push(() => {
      endless.closeAllConnections();
      return new Promise((resolve) => endless.close(resolve));
    });
    const site = await serve({ clientId, clientSecret, github: `http://127.0.0.1:${port}` });
    const start = await get(`${site}/api/admin/sign-in?provider=github&scope=repo`);
    const state = new URL(start.headers.get("location")).searchParams.get("state");
    const answer = await get(`${site}/api/admin/sign-in/callback?code=c0de&state=${state}`, cookieFrom(start));
    expect(answer.status).toBe(502);
    expect((await windowPage(answer)).html).toContain("GitHub could not be reached to finish signing in.");
    // The socket's buffers hold a few megabytes at most: the rest is never written.
    expect(sent.bytes).toBeLessThan(16 * 1024 * 1024);
  });

  it("has no sign-in at all unless an OAuth app is set up", async () => {
    const plain = await serve(null);
    expect((await get(`${plain}/api/admin/sign-in?provider=github`)).status).toBe(404);
  });
});

describe("the sign-in's settings", () => {
  it("are none without an OAuth app, and both of its values are needed", () => {
    expect(signInSettings({})).toBeNull();
    expect(() => signInSettings({ CMS_GITHUB_CLIENT_ID: "id" })).toThrow(
      /needs both CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET/,
    );
    expect(signInSettings({ CMS_GITHUB_CLIENT_ID: "id", CMS_GITHUB_CLIENT_SECRET: "s" })).toEqual({
      clientId: "id",
      clientSecret: "s",
      github: "https://github.com",
    });
  });

  it("take a GitHub Enterprise address over https only", () => {
    const app = { CMS_GITHUB_CLIENT_ID: "id", CMS_GITHUB_CLIENT_SECRET: "s" };
    expect(signInSettings({ ...app, CMS_GITHUB_URL: "https://github.example.com/" }).github).toBe(
      "https://github.example.com",
    );
    expect(() => signInSettings({ ...app, CMS_GITHUB_URL: "http://github.example.com" })).toThrow(/https:\/\//);
  });
});
