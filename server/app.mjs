import { readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";
import {
  assetPolicy,
  contentSecurityPolicy,
  hstsHeader,
  immutableCache,
  revalidateCache,
  securityHeaders,
} from "./security.mjs";

// Paths are short on this site; a query (a pasted search) may be long, within Node's 16 KB header limit.
const MAX_PATH_LENGTH = 2048;
const MAX_URL_LENGTH = 12_000;
// Set on every response; listed once rather than per request.
const securityHeaderEntries = Object.entries(securityHeaders);

/** Reads `_redirects` ("from to status" per line) into a map. */
function readRedirects(client) {
  const map = new Map();
  for (const line of readFileSync(join(client, "_redirects"), "utf8").split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to) map.set(from, { to, status: Number(status) || 301 });
  }
  return map;
}

/** A Not Found page in each encoding, sent with status 404. */
function readNotFound(file) {
  const read = (suffix) => {
    try {
      return readFileSync(file + suffix);
    } catch {
      return undefined;
    }
  };
  return { identity: read(""), br: read(".br"), gzip: read(".gz") };
}

function isSecure(req) {
  return req.socket.encrypted === true || req.headers["x-forwarded-proto"] === "https";
}

/**
 * The production request handler: static files from the prerendered build (sirv, with precompressed
 * brotli/gzip), the aliases as 301s, security headers, cache rules and a real 404.
 */
export function createHandler({ buildDir = "build" } = {}) {
  const client = join(buildDir, "client");
  const redirects = readRedirects(client);
  const hashes = JSON.parse(readFileSync(join(buildDir, "csp.json"), "utf8"));
  // Each page's policy is built once here: the hot path only looks it up.
  const policies = new Map(Object.entries(hashes).map(([route, list]) => [route, contentSecurityPolicy(list)]));
  // The site-wide Not Found page, and per-section ones ("Career not found", "Post not found") that the
  // build prerenders at /{section}/_unknown for unknown entries of that section.
  const notFoundPages = new Map([
    ["", { ...readNotFound(join(client, "404.html")), csp: policies.get("/404") ?? contentSecurityPolicy([]) }],
  ]);
  for (const route of Object.keys(hashes)) {
    const match = route.match(/^\/([^/]+)\/_unknown$/);
    if (match)
      notFoundPages.set(match[1], {
        ...readNotFound(join(client, match[1], "_unknown", "index.html")),
        csp: policies.get(route),
      });
  }

  const serve = sirv(client, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      if (pathname.startsWith("/assets/")) {
        res.setHeader("Cache-Control", immutableCache);
        res.setHeader("Content-Security-Policy", assetPolicy);
        return;
      }
      res.setHeader("Cache-Control", revalidateCache);
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
      const route = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      const policy = policies.get(route);
      if (policy) res.setHeader("Content-Security-Policy", policy);
    },
    onNoMatch(req, res) {
      sendNotFound(req, res);
    },
  });

  function sendPlain(res, status, message, extra = {}) {
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extra });
    res.end(message);
  }

  function sendNotFound(req, res) {
    const section = (req.url ?? "").split(/[/?#]/)[1] ?? "";
    const notFound = notFoundPages.get(section) ?? notFoundPages.get("");
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const [encoding, body] =
      notFound.br && /\bbr\b/.test(accepts)
        ? ["br", notFound.br]
        : notFound.gzip && /\bgzip\b/.test(accepts)
          ? ["gzip", notFound.gzip]
          : [undefined, notFound.identity];
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": notFound.csp,
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      "Content-Length": body.length,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return function handle(req, res) {
    for (const [name, value] of securityHeaderEntries) res.setHeader(name, value);
    if (isSecure(req)) res.setHeader("Strict-Transport-Security", hstsHeader);

    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendPlain(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    }
    const rawUrl = req.url ?? "/";
    if (rawUrl.length > MAX_URL_LENGTH) return sendPlain(res, 414, "URI Too Long");
    if (!rawUrl.startsWith("/")) return sendPlain(res, 400, "Bad Request");

    const queryStart = rawUrl.indexOf("?");
    const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
    if (rawPath.length > MAX_PATH_LENGTH) return sendPlain(res, 414, "URI Too Long");
    const query = queryStart === -1 ? "" : rawUrl.slice(queryStart);
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return sendPlain(res, 400, "Bad Request: malformed percent-encoding");
    }
    if (pathname.includes("\0") || pathname.split("/").includes("..") || pathname.includes("\\")) {
      return sendPlain(res, 400, "Bad Request");
    }

    const route = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    if (route === "/404" || route === "/404.html" || route.endsWith("/_unknown")) return sendNotFound(req, res);
    const redirect = redirects.get(route);
    if (redirect) {
      const [target, hash = ""] = redirect.to.split("#");
      const joiner = target.includes("?") ? "&" : "?";
      const location = query ? `${target}${joiner}${query.slice(1)}${hash ? `#${hash}` : ""}` : redirect.to;
      res.writeHead(redirect.status, { Location: location, "Cache-Control": revalidateCache });
      return res.end();
    }
    // One address per page: "/about/" answers with a 301 to "/about".
    if (route !== pathname && !pathname.startsWith("/assets/")) {
      res.writeHead(301, { Location: `${route}${query}`, "Cache-Control": revalidateCache });
      return res.end();
    }
    serve(req, res);
  };
}
