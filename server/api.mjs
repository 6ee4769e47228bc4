// What the site's API features (the forms and the vacancy alerts) share, as two plugins the parent context
// in server/app.mjs registers once: the services (settings, store, outbox) and the guards every request
// passes. Both are fastify-plugin'd, so they land in that parent context and reach both features, while
// the features themselves stay sibling contexts that never see each other's parsers or hooks.
import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import { dirname } from "node:path";
import fp from "fastify-plugin";
import { mailDomain, resolveConfig } from "./kernel/config.mjs";
import { BODIES, checkContentType, checkSameSite, siteLocation, wantsJson } from "./kernel/guards.mjs";
import { Problem, problemBody } from "./kernel/problem.mjs";
import { isDiskFull } from "./store/index.mjs";
import { openStore } from "./store/index.mjs";
import { outboxPlugin } from "./outbox/plugin.mjs";
import { createVacancyReader } from "./vacancies.mjs";

const isApiPath = (url) => url.startsWith("/api/");

/**
 * What a route of a feature says about itself (its `config.feature`), over these defaults: the name its
 * log lines start with, what a rate-limited client is told it sent too many of, the detail of a 500 and
 * of a 507 (a feature without `full` answers a full disk as any failure), and the page a post made
 * without script is sent to instead of a problem (`errorPage(request, error)`: a path, or none to answer it).
 */
const anyFeature = {
  name: "api",
  tooMany: "requests",
  failed: "Something went wrong on our side. Please try again in a moment.",
};

/** The status an error stands for: its own when it is a client error, else 500 (details stay in the log). */
const statusOf = (error) => (error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500);

/**
 * The services: `settings` (the API's, server/kernel/config.mjs, which the forms and the alerts share), `store`
 * (one database for every feature, server/store/), `vacancies` (the roles of the release being served,
 * server/vacancies.mjs: the API alone reads them as a build does) and `outbox` (server/outbox/plugin.mjs).
 * `ops` gets the store and the outbox for readiness, the metrics and the operators' summary.
 */
async function services(app, { ops, ...options }) {
  const settings = resolveConfig(options);
  // Read at start, and again, whole, before the server takes up a new build (a release whose roles do not parse is
  // refused), so every feature takes applications and sends alerts for exactly the roles its pages show.
  const vacancies = createVacancyReader({ release: app.servedRelease && dirname(app.servedRelease.client) });
  vacancies.roles();
  app.whenBuildReloads?.((next) => vacancies.use(dirname(next.client)));
  const store = await openStore({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    confirmationCap: settings.confirmationCap,
  });
  app.decorate("settings", settings);
  app.decorate("store", store);
  app.decorate("vacancies", vacancies);
  app.addHook("onClose", async () => store.close());
  // Registered after the store's close hook, so its own runs first (the children's, the forms' and the
  // alerts', before either): the sends in flight are recorded before the database closes.
  await app.register(outboxPlugin, { ops });
  ops?.attach({ store, outbox: app.outbox, config: settings, domain: mailDomain, log: app.log });
}

/**
 * The guards every API request passes, whichever feature it is for. Per route (its `config`): `feature`
 * (above), `limit` (the rate limit's bucket: each has its own allowance per visitor), `allowance` (a
 * multiple of FORMS_RATE_LIMIT, 1 unless said), `body` (the types a POST may send, guards.mjs BODIES)
 * and `anyOrigin` (no same-site check: a link opened from mail, a mail provider's one-click post).
 */
async function guards(app) {
  const { settings } = app;
  // The site's pages on another origin (SITE_ORIGIN: a static host) send with script too: their requests
  // (a custom Idempotency-Key, JSON bodies) are preflighted, and their answers are theirs to read. No other
  // origin gets either; the same-site check below still refuses its posts.
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, {
        origin: isApiPath(request.url) && settings.allowedOrigins.includes(request.headers.origin ?? ""),
        methods: ["GET", "POST"],
        allowedHeaders: ["Accept", "Content-Type", "Idempotency-Key"],
        exposedHeaders: ["Retry-After"],
        maxAge: 600,
      }),
  });
  // No size of its own: each route's bodyLimit says how much it reads. The site's app may already parse
  // these bodies; a second parser for a type is an error in Fastify.
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) await app.register(formbody);

  await app.register(rateLimit, {
    global: true,
    max: (request) => settings.rateLimit.max * (request.routeOptions.config.allowance ?? 1),
    timeWindow: settings.rateLimit.timeWindow,
    // With PostgreSQL, one allowance across every server on the database; else this process's own count.
    ...(app.store.RateLimitStore && { store: app.store.RateLimitStore }),
    // Per visitor and per bucket: a contact message does not use up an application's allowance.
    keyGenerator: (request) => `${request.ip}|${request.routeOptions.config.limit}`,
    errorResponseBuilder: (request, { ttl, after }) => {
      const { tooMany } = { ...anyFeature, ...request.routeOptions.config.feature };
      return new Problem(429, `Too many ${tooMany}: try again in ${after}.`, {
        retryAfter: Math.max(1, Math.ceil(ttl / 1000)),
      });
    },
  });

  // Answers carry references, tokens and personal data: no cache, shared or private, keeps them.
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });
  // After the rate limit (onRequest), before a byte of the body is read.
  app.addHook("preParsing", async (request, _reply, payload) => {
    // A preflight (CORS's own route) sends no body and changes nothing: CORS alone answers it.
    if (request.method === "OPTIONS") return payload;
    const { anyOrigin, body } = request.routeOptions.config;
    if (!anyOrigin) checkSameSite(request, settings.allowedOrigins);
    if (request.method === "POST") checkContentType(request, BODIES[body ?? "fields"]);
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const feature = { ...anyFeature, ...request.routeOptions.config.feature };
    const full = feature.full !== undefined && isDiskFull(error);
    const status = full ? 507 : statusOf(error);
    if (status >= 500) request.log.error({ err: error, diskFull: full }, `${feature.name}: request failed`);
    // A body refused before its end (stalled, a full disk) is not read further: the connection ends with
    // the answer, which the client reads before its upload is cut.
    if (!request.raw.complete) reply.header("connection", "close");
    const { errors, retryAfter } = error;
    const page = !wantsJson(request) && feature.errorPage?.(request, error);
    if (page) return reply.redirect(siteLocation(request, settings.allowedOrigins, page), 303);
    if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
    const detail = status === 507 ? feature.full : status === 500 ? feature.failed : error.message;
    // A feature's own problem type (a link that ran out, say) replaces the status's.
    const body = { ...problemBody(status, detail, { errors, retryAfter, requestId: request.id }), ...error.members };
    return reply.code(status).type("application/problem+json").send(body);
  });
}

export const apiServices = fp(services, { name: "api-services" });
export const apiGuards = fp(guards, { name: "api-guards", decorators: { fastify: ["settings"] } });
