// Security headers as the project's own server sends them (server/security.mjs), for every page, a hashed
// asset and the Not Found pages; HSTS only behind TLS; and no http:// resource in the served HTML.
import { everyRoute } from "./routes.mjs";
import { runStandalone } from "./report.mjs";

export const title = "Security headers";
export const bar =
  "CSP (safe script-src, frame-ancestors), nosniff, Referrer/Permissions-Policy, HSTS on TLS only, no http:// loads";
export const needsBrowser = false;

/**
 * The server treats a request as TLS when the socket is encrypted or, with TRUST_PROXY set (the audit's server
 * has it), when the proxy in front says `X-Forwarded-Proto: https`.
 */
const behindTls = { "X-Forwarded-Proto": "https" };

/** Fetches a URL, following up to 3 redirects by hand so the hops are visible ("301→200"). */
async function get(url, headers = {}) {
  const hops = [];
  let current = url;
  for (let hop = 0; hop < 4; hop++) {
    const response = await fetch(current, { headers, redirect: "manual" });
    hops.push(response.status);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location && hop < 3) {
      await response.body?.cancel();
      current = new URL(location, current).href;
      continue;
    }
    const body = await response.text();
    return { status: hops.join("→"), finalStatus: response.status, headers: response.headers, body, url: current };
  }
  throw new Error("unreachable");
}

/** Parses a Content-Security-Policy into directive → source list (first occurrence wins, as browsers do). */
function parseCsp(value) {
  const directives = new Map();
  for (const part of (value ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Why a script source list is unsafe, or undefined. Wildcards and bare schemes are as bad as 'unsafe-inline'. */
function unsafeScriptSources(sources) {
  if (!sources) return "no script-src or default-src";
  const bad = sources.filter((source) =>
    ["'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "data:"].includes(source.toLowerCase()),
  );
  return bad.length > 0 ? bad.join(" ") : undefined;
}

/**
 * http:// URLs the served HTML would load: src/href/srcset/poster/action/data attributes and CSS url()/@import
 * in style attributes and <style> blocks. Script bodies are skipped (data, not loads), and so are xmlns
 * attributes (namespace names such as http://www.w3.org/2000/svg, never fetched).
 */
export function insecureUrls(html) {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => tag.replace(/>[\s\S]*<\//, "></"));
  const found = [];
  const names = "src|href|srcset|poster|action|formaction|data|background|imagesrcset";
  const attribute = new RegExp(`\\s(?:xlink:)?(${names})\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "gi");
  for (const match of markup.matchAll(attribute)) {
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    for (const url of value.match(/(?:^|[\s,])http:\/\/[^\s,"']+/gi) ?? []) found.push(`${match[1]}=${url.trim()}`);
  }
  const css = [
    ...[...markup.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) => match[1] ?? match[2]),
    ...[...markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]),
  ].map((text) => text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'"));
  for (const text of css) {
    for (const match of text.matchAll(/(?:url\(\s*|@import\s+)["']?(http:\/\/[^"')\s]+)/gi))
      found.push(`css ${match[1]}`);
  }
  return found;
}

/** Checks one response; returns its table cells and its misses. */
function inspect(label, plain, secure, { document }) {
  const misses = [];
  const h = plain.headers;
  const cspValue = h.get("content-security-policy");
  const csp = parseCsp(cspValue);
  const scriptSources = csp.get("script-src") ?? csp.get("default-src");
  const unsafe = cspValue ? unsafeScriptSources(scriptSources) : undefined;
  const xfo = (h.get("x-frame-options") ?? "").toUpperCase();
  const referrer = (h.get("referrer-policy") ?? "").toLowerCase();
  const hstsSecure = secure.headers.get("strict-transport-security") ?? "";
  const hstsMaxAge = Number(hstsSecure.match(/max-age=(\d+)/i)?.[1] ?? 0);
  const mixed = document ? insecureUrls(plain.body) : [];

  const checks = [
    ["CSP", Boolean(cspValue), "no Content-Security-Policy"],
    ["script-src", !unsafe, `script-src allows ${unsafe}`],
    [
      "frame-anc",
      csp.has("frame-ancestors") || xfo === "DENY" || xfo === "SAMEORIGIN",
      "neither frame-ancestors nor X-Frame-Options",
    ],
    [
      "nosniff",
      (h.get("x-content-type-options") ?? "").toLowerCase() === "nosniff",
      "X-Content-Type-Options is not nosniff",
    ],
    ["referrer", referrer !== "" && referrer !== "unsafe-url", `Referrer-Policy is "${referrer || "missing"}"`],
    ["permissions", Boolean(h.get("permissions-policy")), "no Permissions-Policy"],
    ["HSTS tls", hstsMaxAge > 0, `no Strict-Transport-Security behind TLS (got "${hstsSecure}")`],
    ["no HSTS http", !h.has("strict-transport-security"), "Strict-Transport-Security sent over plain http"],
  ];
  // Without a CSP the script-src cell is moot: one miss ("no Content-Security-Policy"), not two.
  const moot = (name) => name === "script-src" && !cspValue;
  const cells = checks.map(([name, ok]) => (moot(name) ? "–" : ok ? "✓" : "✗"));
  for (const [name, ok, why] of checks) if (!ok && !moot(name)) misses.push(`${label}: ${name}: ${why}`);
  cells.push(document ? (mixed.length === 0 ? "✓" : "✗") : "n/a");
  for (const url of mixed) misses.push(`${label}: mixed content: ${url}`);
  return { cells, misses };
}

export async function run({ origin, routes = everyRoute() }) {
  const home = await get(new URL("/", origin).href);
  const asset = home.body.match(/\/assets\/[\w.-]+-[\w-]{8}\.(?:js|css)/)?.[0];
  /** @type {[label: string, path: string, options: { document: boolean, status: number }][]} */
  const targets = [
    ...routes.map((route) => [route, route, { document: true, status: 200 }]),
    [`asset ${asset ?? "(none found)"}`, asset ?? "/assets/", { document: false, status: 200 }],
    ["404 page", "/no-such-page-audit", { document: true, status: 404 }],
    ["404 vacancy", "/careers/no-such-vacancy-audit", { document: true, status: 404 }],
  ];
  const rows = [];
  const failures = [];
  if (!asset) failures.push("no hashed /assets/ file referenced by / to check");
  // Same-origin stylesheets are part of the page too: an http:// url() in them is mixed content as well.
  const stylesheets = new Set();
  for (const [label, path, options] of targets) {
    const url = new URL(path, origin).href;
    const [plain, secure] = await Promise.all([get(url), get(url, behindTls)]);
    const { cells, misses } = inspect(label, plain, secure, options);
    if (plain.finalStatus !== options.status)
      misses.unshift(`${label}: answered ${plain.status}, expected ${options.status}`);
    if (options.document)
      for (const match of plain.body.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="(\/[^"]+)"/gi))
        stylesheets.add(match[1]);
    rows.push([label, plain.status, ...cells]);
    failures.push(...misses);
  }
  for (const path of stylesheets) {
    const { body } = await get(new URL(path, origin).href);
    for (const match of body.matchAll(/(?:url\(\s*|@import\s+)["']?(http:\/\/[^"')\s]+)/gi))
      failures.push(`${path}: mixed content: css ${match[1]}`);
  }
  const documents = targets.filter(([, , options]) => options.document).length;
  return {
    headers: [
      "path",
      "status",
      "CSP",
      "script-src",
      "frame-anc",
      "nosniff",
      "referrer",
      "permissions",
      "HSTS tls",
      "no HSTS http",
      "mixed",
    ],
    rows,
    failures,
    summary:
      `${targets.length} responses (${documents} HTML, ${stylesheets.size} stylesheet(s) scanned), ` +
      `${failures.length} header/mixed-content misses`,
  };
}

if (import.meta.main) await runStandalone({ title, bar, run });
