// Editors' sign-in to GitHub for the content editor (/admin): the OAuth web flow's server half, which GitHub
// requires because its token exchange needs the OAuth app's client secret. The secret stays in this server's
// environment; the editor's bundle holds only where to start (its backend's `base_url` and `auth_endpoint`).
//
// The editor opens /api/admin/sign-in in a window of its own. This server sends it to GitHub's authorize page
// with a fresh `state`, kept in a cookie for that window only. GitHub sends the editor back to
// /api/admin/sign-in/callback with a code, which is exchanged for a token here. The page that answers hands the
// token to the editor by the content editor's window protocol (postMessage `authorizing:github`, then
// `authorization:github:success:{"token","provider"}`), to the site's own origin only, never to "*".
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { escapeHtml } from "../../app/lib/escape-html.ts";
import { readCapped } from "../../app/lib/read-capped.ts";

/** The longest a sign-in may take between leaving for GitHub and coming back. */
const STATE_TTL_S = 10 * 60;
/** How long GitHub may take to answer the token exchange. */
const EXCHANGE_TIMEOUT_MS = 10_000;
/** The most of GitHub's answer to it that is read: a token and its scopes take a few hundred bytes. */
const EXCHANGE_ANSWER_BYTES = 16 * 1024;
const STATE_COOKIE = "admin_sign_in_state";
const PROVIDER = "github";
/** The scopes the editor may ask for: the repository's contents, public or private. */
const SCOPES = new Set(["repo", "public_repo"]);
const START = "/api/admin/sign-in";
const CALLBACK = `${START}/callback`;

/**
 * The sign-in's settings from the environment, or null when GitHub sign-in is not set up (its routes are then
 * not there at all). CMS_GITHUB_URL is GitHub's web address (GitHub Enterprise Server's, or a test's).
 */
export function signInSettings(env = process.env) {
  const clientId = env.CMS_GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.CMS_GITHUB_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret)
    throw new Error(
      "GitHub sign-in for the content editor needs both CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (the OAuth app's).",
    );
  const github = new URL(env.CMS_GITHUB_URL?.trim() || "https://github.com");
  if (github.protocol !== "https:" && !isLoopback(github.hostname))
    throw new Error(`CMS_GITHUB_URL must be an https:// address, not "${github.href}".`);
  return { clientId, clientSecret, github: github.origin };
}

const isLoopback = (host) => host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);

/** The page the sign-in window shows: its script's hash is its policy's only script source. */
const HANDOFF = `(() => {
  const { origin, message } = JSON.parse(document.getElementById("sign-in").textContent);
  const provider = "authorizing:${PROVIDER}";
  if (!window.opener) return;
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || event.data !== provider) return;
    window.opener.postMessage(message, origin);
  });
  window.opener.postMessage(provider, origin);
})();`;
const HANDOFF_HASH = `sha256-${createHash("sha256").update(HANDOFF).digest("base64")}`;
const PAGE_POLICY = [
  "default-src 'none'",
  `script-src '${HANDOFF_HASH}'`,
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

// Every other answer of this server sends Cross-Origin-Opener-Policy: same-origin-allow-popups. This window comes
// back from GitHub's site: a policy on its pages would cut it from the editor that opened it, and with it the only
// way to hand the token over.
const KEEP_OPENER = { "cross-origin-opener-policy": "unsafe-none" };

// Inside <script type="application/json">: nothing the HTML parser could end the element on.
const scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The window's page: `words` for the editor to read, and the message for the content editor's window. */
function page(reply, status, { origin, message, words }) {
  return reply
    .code(status)
    .headers({
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": PAGE_POLICY,
      "referrer-policy": "no-referrer",
      ...KEEP_OPENER,
    })
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Signing in to the content editor</title>` +
        `<meta name="robots" content="noindex">` +
        `<p style="font:1rem/1.5 system-ui,sans-serif;margin:2rem">${escapeHtml(words)}</p>` +
        `<script type="application/json" id="sign-in">${scriptJson({ origin, message })}</script>` +
        `<script>${HANDOFF}</script></html>`,
    );
}

const failure = (reply, origin, status, words) =>
  page(reply, status, {
    origin,
    message: `authorization:${PROVIDER}:error:${JSON.stringify({ message: words })}`,
    words: `${words} Close this window and try again from the content editor.`,
  });

const sameText = (a, b) => {
  const [x, y] = [Buffer.from(String(a)), Buffer.from(String(b))];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The cookie holding this window's `state`: only this server's sign-in path reads it, and only for a while. */
function stateCookie(request, value, maxAge) {
  const secure = request.protocol === "https" ? "; Secure" : "";
  return `${STATE_COOKIE}=${value}; Path=${START}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieOf(request) {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === STATE_COOKIE) return value.join("=");
  }
  return "";
}

/** GitHub's answer to the token exchange (it answers errors with 200 and an `error` member). */
async function exchange({ clientId, clientSecret, github }, code, redirectUri) {
  const response = await fetch(`${github}/login/oauth/access_token`, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: redirectUri }),
    redirect: "error",
    signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
  });
  const bytes = await readCapped(response, EXCHANGE_ANSWER_BYTES, { whole: true });
  if (!bytes) throw new Error(`GitHub answered the token exchange with more than ${EXCHANGE_ANSWER_BYTES} bytes`);
  let body;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Error(`GitHub answered the token exchange with ${response.status} and no JSON`);
  }
  if (!response.ok || typeof body?.access_token !== "string" || !body.access_token)
    return { refused: typeof body?.error === "string" ? body.error : `status ${response.status}` };
  return { token: body.access_token };
}

/**
 * The sign-in's two routes, under the API's guards (rate limit, no-store). Both are navigations of the sign-in
 * window, the callback one from GitHub's own site: neither takes the same-site check, and `state` is what ties
 * the callback to the window that started it.
 * @param {import("fastify").FastifyInstance} app
 * @param {{ settings: NonNullable<ReturnType<typeof signInSettings>> }} options
 */
export default async function adminSignIn(app, { settings }) {
  // A sign-in is two requests; an editor may retry a few times a minute.
  const config = {
    limit: "admin-sign-in",
    allowance: 4,
    anyOrigin: true,
    feature: { name: "admin sign-in", tooMany: "sign-in attempts" },
  };
  const editorOrigin = app.settings.siteOrigin;
  const callbackUrl = (request) => `${request.protocol}://${request.host}${CALLBACK}`;

  app.get(START, { config }, async (request, reply) => {
    const { provider = PROVIDER, scope = "repo" } = /** @type {Record<string, string>} */ (request.query);
    if (provider !== PROVIDER || !SCOPES.has(scope))
      return failure(
        reply,
        editorOrigin,
        400,
        `This server signs in to GitHub with the "repo" or "public_repo" scope only.`,
      );
    const state = randomBytes(32).toString("base64url");
    const authorize = new URL("/login/oauth/authorize", settings.github);
    authorize.search = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: callbackUrl(request),
      scope,
      state,
      allow_signup: "false",
    }).toString();
    return reply
      .headers({ "set-cookie": stateCookie(request, state, STATE_TTL_S), ...KEEP_OPENER })
      .redirect(authorize.href, 302);
  });

  app.get(CALLBACK, { config }, async (request, reply) => {
    const { code, state, error } = /** @type {Record<string, string>} */ (request.query);
    const expected = cookieOf(request);
    reply.header("set-cookie", stateCookie(request, "", 0));
    if (!expected || typeof state !== "string" || !sameText(state, expected))
      return failure(reply, editorOrigin, 400, "This sign-in was not started here, or took longer than ten minutes.");
    if (error) return failure(reply, editorOrigin, 403, "GitHub did not let you sign in.");
    if (typeof code !== "string" || !code) return failure(reply, editorOrigin, 400, "GitHub sent no sign-in code.");
    let answer;
    try {
      answer = await exchange(settings, code, callbackUrl(request));
    } catch (failed) {
      request.log.warn({ err: failed }, "admin sign-in: GitHub's token exchange failed");
      return failure(reply, editorOrigin, 502, "GitHub could not be reached to finish signing in.");
    }
    if (answer.refused) {
      request.log.warn({ refused: answer.refused }, "admin sign-in: GitHub refused the token exchange");
      return failure(reply, editorOrigin, 403, "GitHub refused this sign-in.");
    }
    return page(reply, 200, {
      origin: editorOrigin,
      message: `authorization:${PROVIDER}:success:${JSON.stringify({ token: answer.token, provider: PROVIDER })}`,
      words: "Signed in. This window closes by itself.",
    });
  });
}
