// The production server: Fastify, with the prerendered build sent by @fastify/static (which sends files
// through `send`: ranges, conditional requests, ETags, precompressed copies). What a static host does not
// know by itself is decided here, before a file is chosen: one address per page, the aliases, real 404s,
// per-page Content-Security-Policies, security headers and cache rules. The site's API (the forms and the
// vacancy alerts) comes in as one encapsulated plugin under /api/ (siteApi, below).
import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import fastifyStatic from "@fastify/static";
import Fastify, { LogController } from "fastify";
import adminSignInRoutes, { signInSettings } from "./admin/sign-in.mjs";
import alertsApi from "./alerts/routes.mjs";
import { apiGuards, apiServices } from "./api.mjs";
import { MINUTE } from "./durations.mjs";
import formsApi from "./forms/routes.mjs";
import { ifRangeHolds, negotiateEncoding, normaliseRange } from "./negotiate.mjs";
import { count, IDLE_TIMEOUT_MS } from "./limits.mjs";
import { hstsHeader, securityHeaders } from "./security.mjs";
import { openServedRelease } from "./releases.mjs";
import { loadSite } from "./site.mjs";
import { originForm, parseTarget } from "./target.mjs";

const PLAIN = "text/plain; charset=utf-8";
const ALLOWED_METHODS = "GET, HEAD";
// Set on every response; listed once rather than per request.
const securityHeaderEntries = Object.entries(securityHeaders);
const CONTENT_HEADERS = ["content-type", "content-length", "content-encoding", "content-range"];
// How much of a refused request is still read (so the client sees the answer, not a reset), and for how long.
const CLIENT_ERROR_DRAIN_BYTES = 16 * 1024 * 1024;
const CLIENT_ERROR_DRAIN_MS = 5_000;
/** Where the request's file entry is kept between the handler and the onSend hook. */
const ENTRY = Symbol("site entry");

// An X-Request-Id from a proxy in front is kept when it is short and plain (it joins our log to the proxy's);
// anything else is replaced, so a client cannot write into the log or an answer through it.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const requestId = (raw) => {
  const given = raw.headers["x-request-id"];
  return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
};
const HEALTH = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };

const isApi = (url) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
const isReadMethod = (method) => method === "GET" || method === "HEAD";

/** The security headers, on an answer Fastify makes or on one we write by hand (`raw`). */
function secure(reply, request, trustTls) {
  for (const [name, value] of securityHeaderEntries) reply.header(name, value);
  if (trustTls(request)) reply.header("strict-transport-security", hstsHeader);
}

/** A short plain-text answer (errors, redirects): never cached, never framed. */
function sendPlain(reply, status, message = STATUS_CODES[status] ?? "Error", extra = {}) {
  for (const name of CONTENT_HEADERS) reply.removeHeader(name);
  return reply
    .code(status)
    .headers({ "content-type": PLAIN, "cache-control": "no-store", ...extra })
    .send(message);
}

/**
 * The answer to a malformed request that never became a request (bad request line, header overflow,
 * timeout): written to the socket directly, with a status, a type and a length, then the socket is closed.
 * @param {NodeJS.ErrnoException} error
 * @param {import("node:net").Socket} socket
 */
function answerClientError(error, socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const body = `${STATUS_CODES[status]}\n`;
  this.log.debug({ code: error.code }, `client error ${status}`);
  // Node reports the same broken request again for each further chunk: it was answered the first time.
  if (socket.writableEnded) return;
  if (!socket.writable) return void socket.destroy();
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${PLAIN}\r\nContent-Length: ${body.length}\r\n` +
      `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
  // A client still sending (a 4 MB header) would get a reset instead of the answer if the socket closed
  // with its bytes unread: read and drop them for a moment, up to a bound, then close.
  let dropped = 0;
  socket.on("data", (chunk) => {
    dropped += chunk.length;
    if (dropped > CLIENT_ERROR_DRAIN_BYTES) socket.destroy();
  });
  socket.resume();
  setTimeout(() => socket.destroy(), CLIENT_ERROR_DRAIN_MS).unref();
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`: how many proxies stand in front (`1`: one; "true", "yes" and "on"
 * mean one too), or the addresses they connect from (a comma-separated list of IPs, CIDR ranges or
 * proxy-addr's names such as `loopback`). The client is then the address the outermost trusted hop saw,
 * never a value the client wrote itself: with one proxy that appends the client to X-Forwarded-For, only
 * that last entry counts. A hop count believes whoever connects, so the server must then be reachable
 * only through the proxy (HOST=127.0.0.1, or a private network). Unset, "", "0", "false", "no" and
 * "off": no proxy, X-Forwarded-* are ignored.
 * @returns {false | string | ((address: string, hop: number) => boolean)}
 */
export function trustProxySetting(value) {
  const text = (value ?? "").trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(text)) return false;
  const hops = ["true", "yes", "on"].includes(text) ? 1 : /^\d+$/.test(text) ? Number(text) : null;
  if (hops === null) return text;
  // Fastify takes a bare number as "trust nothing"; a function says which hops to believe.
  return (_address, hop) => hop < hops;
}

/**
 * Refuses a connection from an address that already holds `limit` open ones: one client opening thousands
 * of half-sent requests would otherwise take every file descriptor and stop the pages for everyone.
 */
function limitConnectionsPerClient(server, limit, log) {
  const open = new Map();
  let warned = 0;
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      // At most one line a minute: the flood itself must not flood the log.
      if (Date.now() - warned > MINUTE) {
        warned = Date.now();
        log.warn({ client: address, limit }, "too many open connections from one client: refusing more");
      }
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * The site's API: the forms (server/forms/) and the vacancy alerts (server/alerts/) as sibling
 * encapsulated plugins under this one context, which registers what they share once: the services
 * (settings, store, outbox, as decorators) and the guards (CORS, rate limit, same-site and content-type
 * checks, no-store, the problem+json error handler), both in server/api.mjs. Neither feature sees the
 * other's parsers, hooks or routes. Options: the API's settings (server/kernel/config.mjs), `ops`
 * (server/ops/ops.mjs), `alerts`, the alerts' own (server/alerts/service.mjs), and `adminSignIn`, the content
 * editor's GitHub sign-in (server/admin/sign-in.mjs; from the environment unless given, null for none).
 */
export async function siteApi(api, { alerts = {}, ops = null, adminSignIn = signInSettings(), ...settings } = {}) {
  await api.register(apiServices, { ops, ...settings });
  await api.register(apiGuards);
  await api.register(formsApi, { ops });
  await api.register(alertsApi, alerts);
  if (adminSignIn) await api.register(adminSignInRoutes, { settings: adminSignIn });
}

/** Normalises `plugins` entries: a plugin function, or `[plugin, options]`. */
function pluginEntries(plugins) {
  return plugins.map((entry) => (Array.isArray(entry) ? entry : [entry, {}]));
}

/**
 * The production app, ready to listen.
 * @param {{
 *   buildDir?: string, trustProxy?: false | string | ((address: string, hop: number) => boolean), logger?: boolean | object,
 *   connectionsPerClient?: number, idleTimeoutMs?: number, ops?: ReturnType<typeof import("./ops/ops.mjs").createOps> | null,
 *   api?: object | null,
 *   plugins?: Array<import("fastify").FastifyPluginAsync<any> | [import("fastify").FastifyPluginAsync<any>, object]>
 * }} [options]
 *   trustProxy: believe X-Forwarded-Proto/-For from the proxies in front (TRUST_PROXY, trustProxySetting);
 *   only then can a request count as TLS without reaching us encrypted. connectionsPerClient: open
 *   connections one address may hold (CONNECTIONS_PER_CLIENT, default 64; not applied behind a proxy,
 *   whose own connections carry every visitor). api: the site's API (siteApi) with these settings; none
 *   when null. plugins: other features, registered after it; both come before the static site, so their
 *   routes (POST /api/forms/...) come first. ops: readiness, metrics and the request hooks' counts
 *   (server/ops/ops.mjs), which the API's store and outbox report to.
 */
export async function createApp({
  buildDir = "build",
  trustProxy = trustProxySetting(process.env.TRUST_PROXY),
  logger = false,
  connectionsPerClient = count("CONNECTIONS_PER_CLIENT", process.env.CONNECTIONS_PER_CLIENT, 64, { min: 1 }),
  idleTimeoutMs = IDLE_TIMEOUT_MS,
  api = null,
  plugins = [],
  ops = null,
} = {}) {
  // The release `buildDir` names (its `current`, or itself: server/releases.mjs), checked against its list of
  // files, in memory: its pages and their policies. `reloadBuild` takes up the current one (SIGHUP, serve.mjs).
  let site = loadSite(await openServedRelease(buildDir));
  // The release served before the last switch: its hashed assets (never the same name for other bytes) still
  // answer, so a page loaded before the switch can load its code after it. Kept on disk as the rollback.
  /** @type {ReturnType<typeof loadSite> | null} */
  let before = null;
  const trustTls = (request) => request.protocol === "https";

  const app = Fastify({
    logger,
    trustProxy,
    // Fastify's own two lines per request are replaced by one (the onResponse hook below).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    // Absolute-form targets are valid HTTP/1.1 (RFC 9112 section 3.2.2): answer them as their path.
    rewriteUrl: (request) => originForm(request.url ?? "/"),
    // Errors found while routing, before any hook runs: a path find-my-way cannot decode (400) and the like.
    frameworkErrors(error, request, reply) {
      const code = Number(error.statusCode);
      const status = code >= 400 && code < 600 ? code : 400;
      request.log.info({ code: error.code, status, url: request.url }, "bad request");
      secure(reply, request, trustTls);
      const reason =
        error.code === "FST_ERR_BAD_URL" ? "Bad Request: malformed percent-encoding" : STATUS_CODES[status];
      return sendPlain(reply, status, `${reason}\n`);
    },
    clientErrorHandler: answerClientError,
    // A missing Host is checked below, so its 400 carries a type and the security headers like any other.
    // Half-sent requests are looked for every 2 s (Node's default, 30 s, lets thousands pile up).
    http: { requireHostHeader: false, connectionsCheckingInterval: 2_000 },
    // No limit on a whole request: a CV on a slow phone may take minutes. Silence is what is cut (below).
    requestTimeout: 0,
    connectionTimeout: idleTimeoutMs,
    return503OnClosing: true,
  });
  // A client must finish its headers within 10 s; after that, only a silent connection is cut.
  app.server.headersTimeout = 10_000;
  if (trustProxy === false) limitConnectionsPerClient(app.server, connectionsPerClient, app.log);
  // CONNECT never reaches the request handler: Node hands it to this event, and the site tunnels nothing.
  app.server.on("connect", (_request, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Type: ${PLAIN}\r\n` +
        `Content-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  // Node answers an Expect it does not know with a bare 417; this one says what it is.
  app.server.on("checkExpectation", (_request, response) => {
    response.writeHead(417, { "Content-Type": PLAIN, "Content-Length": 19, Connection: "close" });
    response.end("Expectation Failed\n");
  });

  app.addHook("onRequest", async (request, reply) => {
    secure(reply, request, trustTls);
    reply.header("x-request-id", request.id);
    if (request.raw.httpVersionMinor >= 1 && request.raw.httpVersionMajor === 1 && !request.headers.host)
      return sendPlain(reply, 400, "Bad Request: no Host header\n");
    // The static site answers GET and HEAD only. Said here, before Fastify would read and parse a body.
    // (OPTIONS has a route on every path, the forms API's CORS preflight: the pages still refuse it here.)
    if ((request.is404 || request.method === "OPTIONS") && !isApi(request.url) && !isReadMethod(request.method))
      return sendPlain(reply, 405, "Method Not Allowed\n", { allow: ALLOWED_METHODS });
  });

  app.addHook("onSend", async (request, reply, payload) => {
    /** @type {import("./site.mjs").Entry | undefined} */
    const entry = request[ENTRY];
    if (reply.statusCode === 304) {
      // A 304 carries the validators and caching headers, not the body's description (RFC 9110 15.4.5).
      for (const name of CONTENT_HEADERS) reply.removeHeader(name);
    } else if (entry && (reply.statusCode === 200 || reply.statusCode === 206)) {
      // The file's own type, whichever copy was sent (@fastify/static names precompressed ones by guess).
      reply.header("content-type", entry.contentType);
    }
    // Whatever produced it, an HTML answer runs no script it was not built with.
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("text/html") && !reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", site.notFound.get("")?.csp ?? "default-src 'none'");
    if (!reply.hasHeader("content-type") && reply.statusCode !== 304) reply.header("content-type", PLAIN);
    return payload;
  });

  // One line per request: its id (also in the log's reqId and the answer's X-Request-Id), the route's pattern,
  // and for pages the path without its query (queries and API paths may carry what a visitor typed).
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    const ms = reply.elapsedTime;
    const path = route === "/*" || route === "unmatched" ? request.url.split("?", 1)[0].slice(0, 200) : undefined;
    request.log.info(
      { method: request.method, route, path, status: reply.statusCode, ms: Math.round(ms * 10) / 10 },
      "request",
    );
    ops?.request(request.method, route, reply.statusCode, ms);
    done();
  });

  // For a load balancer or an orchestrator: /healthz, the process answers; /readyz, it can serve (the build is
  // loaded, the database answers, it is not draining). Neither says more than that.
  app.get("/healthz", (_request, reply) => reply.headers(HEALTH).send('{"status":"ok"}\n'));
  app.get("/readyz", async (_request, reply) => {
    const state = site.entries.size ? ((await ops?.readiness()) ?? { ready: true }) : { ready: false, reason: "build" };
    if (state.ready) return reply.headers(HEALTH).send('{"status":"ready"}\n');
    return reply
      .code(503)
      .headers(HEALTH)
      .send(`${JSON.stringify({ status: "unavailable", reason: state.reason })}\n`);
  });

  app.setErrorHandler((error, request, reply) => {
    // The client went away mid-download: nothing to answer, nothing wrong with the server.
    if (error.code === "ERR_STREAM_PREMATURE_CLOSE") return void request.raw.destroy();
    const code = Number(error.statusCode);
    const status = code >= 400 && code < 600 ? code : 500;
    if (status >= 500) request.log.error({ err: error, url: request.url }, "request failed");
    else request.log.info({ code: error.code, status, url: request.url }, error.message);
    // Half an answer is already out: the only honest end is to cut the connection.
    if (reply.raw.headersSent) return void reply.raw.destroy();
    // `send` attaches what a 416 must say (Content-Range: bytes */size).
    const range = error.headers?.["Content-Range"];
    if (isApi(request.url)) {
      for (const name of CONTENT_HEADERS) reply.removeHeader(name);
      return reply
        .code(status)
        .header("cache-control", "no-store")
        .send({
          statusCode: status,
          error: STATUS_CODES[status],
          message: status < 500 ? error.message : STATUS_CODES[status],
          requestId: request.id,
        });
    }
    return sendPlain(reply, status, `${STATUS_CODES[status] ?? "Error"}\n`, range ? { "content-range": range } : {});
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url))
      return reply
        .code(404)
        .header("cache-control", "no-store")
        .send({ statusCode: 404, error: "Not Found", requestId: request.id });
    if (!isReadMethod(request.method)) return sendPlain(reply, 405, "Method Not Allowed\n", { allow: ALLOWED_METHODS });
    const target = parseTarget(request.url);
    if ("error" in target) return sendPlain(reply, target.error, `${target.reason}\n`);
    return sendNotFound(request, reply, target.segments[0] ?? "");
  });

  // A new build taken up without a restart: the release `current` names now, checked file by file against its
  // list before anything of it is used, and whatever else was read at start (the forms' roles) by the hooks
  // registered with `whenBuildReloads`. A release that is not whole, or cannot be read, leaves the one being
  // served in place. Requests already under way finish from the release they started with (their files are
  // sent from its folder, which the build keeps).
  const reloaders = [];
  app.decorate("whenBuildReloads", (reload) => void reloaders.push(reload));
  app.decorate("reloadBuild", async () => {
    const next = loadSite(await openServedRelease(buildDir));
    for (const reload of reloaders) await reload(next);
    const previous = site.id;
    if (next.id !== site.id) before = site;
    site = next;
    app.log.info({ pages: site.entries.size, release: site.id, previous }, "build reloaded");
    return { release: site.id, previous };
  });
  // The release being served: its id, the folder its files are sent from, and the one whose assets still answer.
  app.decorate("servedRelease", {
    getter: () => ({ id: site.id, client: site.client, before: before?.id ?? null }),
  });

  if (api) await app.register(siteApi, { ops, ...api });
  for (const [plugin, options] of pluginEntries(plugins)) await app.register(plugin, options);

  // serve: false: no route of its own (its wildcard route would read directories per request); the
  // handler below picks the file from the in-memory table and hands it to reply.sendFile.
  await app.register(fastifyStatic, {
    root: site.client,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    acceptRanges: true,
    index: false,
    dotfiles: "allow",
  });

  /** The designed Not Found page (a section's own for /careers/... and /blogs/...), with status 404. */
  function sendNotFound(request, reply, section) {
    const page = site.notFound.get(section) ?? site.notFound.get("");
    if (!page) return sendPlain(reply, 404, "Not Found\n");
    const encoding = negotiateEncoding(request.headers["accept-encoding"], page.encodings);
    const body = page.body.get(encoding) ?? page.body.get("identity");
    reply.code(404).headers({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": page.csp,
      vary: "Accept-Encoding",
    });
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(body);
  }

  /** A 301 to a path of this site; `location` always starts with exactly one "/". */
  function redirect(reply, location) {
    return reply
      .code(301)
      .headers({ location, "cache-control": "public, max-age=0, must-revalidate", "content-type": PLAIN })
      .send(`Moved Permanently: ${location}\n`);
  }

  /** An alias from `_redirects`, with the request's query added to the target's. */
  function aliasLocation(alias, query) {
    if (!query) return alias.to;
    const [target = "", hash = ""] = alias.to.split("#");
    const joiner = target.includes("?") ? "&" : "?";
    return `${target}${joiner}${query.slice(1)}${hash ? `#${hash}` : ""}`;
  }

  /**
   * Settles, for the file about to be sent, what `send` would otherwise decide by its own rules:
   * the encoding (q-values, "*", q=0 all honoured), and a Range restated for that copy's size, dropped when
   * it is malformed or its If-Range does not hold.
   */
  function prepareHeaders(request, entry) {
    const headers = request.raw.headers;
    const encoding = negotiateEncoding(headers["accept-encoding"], entry.encodings);
    // @fastify/static picks the copy from this header: leave it exactly one choice, ours.
    if (encoding === "identity") delete headers["accept-encoding"];
    else headers["accept-encoding"] = encoding;
    if (headers.range === undefined) return;
    const variant = entry.variants.get(encoding) ?? entry.variants.get("identity");
    const range =
      variant && ifRangeHolds(headers["if-range"], variant.modified)
        ? normaliseRange(headers.range, variant.size)
        : undefined;
    if (range === undefined) delete headers.range;
    else headers.range = range;
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler(request, reply) {
      if (isApi(request.url)) return reply.callNotFound();
      // One release for the whole request, whatever a SIGHUP takes up meanwhile.
      const served = site;
      const target = parseTarget(request.url);
      if ("error" in target) return sendPlain(reply, target.error, `${target.reason}\n`);
      const { segments, route, query } = target;
      const first = segments[0] ?? "";
      // The Not Found pages have no address of their own: /404, /404.html, /careers/_unknown... answer 404.
      if (first === "404" || first.startsWith("404.") || segments.some((segment) => segment.startsWith("_unknown")))
        return sendNotFound(request, reply, first);
      const alias = served.redirects.get(route);
      if (alias) return redirect(reply, aliasLocation(alias, query));
      // One address per page: "/about/", "//about", "/about/index.html" answer with a 301 to "/about".
      if (!target.canonical) return redirect(reply, `${target.location}${query}`);
      let entry = served.entries.get(route);
      let from = served;
      if (!entry && first === "assets" && before?.entries.has(route)) {
        from = before;
        entry = before.entries.get(route);
      }
      if (!entry) return sendNotFound(request, reply, first);
      request[ENTRY] = entry;
      reply.header("cache-control", entry.cacheControl);
      if (entry.csp) reply.header("content-security-policy", entry.csp);
      prepareHeaders(request, entry);
      return reply.sendFile(entry.file, from.client);
    },
  });

  await app.ready();
  return app;
}
