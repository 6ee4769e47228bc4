import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import alertsApi from "../alerts/routes.mjs";
import { multipartLimits } from "./body.mjs";
import { mailDomain, resolveConfig } from "./config.mjs";
import { checkContentType, checkSameSite, cutWhenSilent, siteLocation } from "./guards.mjs";
import { createMailer, describeMail } from "./mail.mjs";
import { createOutboxWorker } from "./outbox.mjs";
import { Problem, problemBody } from "./problem.mjs";
import { createStore, isDiskFull } from "./store.mjs";
import { createSubmitHandler, wantsJson } from "./submit.mjs";
import { errorLocation, formNames } from "./targets.mjs";
import { loadQuestions } from "./answers.mjs";
import { loadVacancies } from "./vacancies.mjs";
import { createWebhook } from "./webhook.mjs";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const isApiPath = (url) => url.startsWith("/api/");
// A url-encoded form is text fields only: a 5,000-character message, percent-encoded, and the rest.
const URLENCODED_LIMIT = 64 * 1024;

const routeSchema = {
  headers: {
    type: "object",
    properties: { "idempotency-key": { type: "string", minLength: 1, maxLength: 200, pattern: "^[\\x21-\\x7e]+$" } },
  },
  response: { 201: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
};

/** The status an error stands for: its own when it is a client error, else 500 (details stay in the log). */
const statusOf = (error) => (error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500);

/**
 * The forms API: POST /api/forms/{contact,career-interest,academy-interest}, stored in SQLite under
 * DATA_DIR and delivered by the outbox worker. Register it as an ordinary (encapsulated) plugin: its
 * parsers, rate limit and error handler apply to these routes only. Options: see config.mjs.
 */
export default async function formsApi(app, options = {}) {
  const config = resolveConfig(options);
  const store = createStore({ dataDir: config.dataDir, confirmationCap: config.confirmationCap });
  const domain = mailDomain;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: store.paths.mail,
    uploadsDir: store.paths.uploads,
    dkim: config.dkim,
  });
  const transports = { mail: mailer, webhook: config.webhook && createWebhook(config.webhook) };
  const worker = createOutboxWorker({
    store,
    transports,
    log: app.log,
    onOutcome: options.ops?.outcome,
    ...config.outbox,
  });
  const context = {
    store,
    config,
    vacancies: loadVacancies(),
    questions: loadQuestions(),
    worker,
    domain,
    ops: options.ops,
  };
  options.ops?.attach({ store, worker, config, domain, log: app.log });
  config.notice(describeMail(config.smtpUrl, config.dataDir));

  // The site's pages on another origin (SITE_ORIGIN: a static host) send with script too: their requests
  // (a custom Idempotency-Key, JSON bodies) are preflighted, and their answers are theirs to read. No other
  // origin gets either; the same-site check in each route still refuses its posts.
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, {
        origin: isApiPath(request.url) && config.allowedOrigins.includes(request.headers.origin ?? ""),
        methods: ["GET", "POST"],
        allowedHeaders: ["Accept", "Content-Type", "Idempotency-Key"],
        exposedHeaders: ["Retry-After"],
        maxAge: 600,
      }),
  });

  // The form routes and the vacancy alerts (server/alerts/) share the database, the mailer and the outbox
  // worker; each is its own child context, so neither gets the other's parsers, hooks, rate limit or error
  // handler. `alerts: false` leaves the alerts out; an object passes their options (server/alerts/config.mjs).
  await app.register(formRoutes, { config, context });
  if (options.alerts !== false)
    await app.register(alertsApi, { store, worker, forms: config, domain, ...options.alerts });

  const timers = [];
  const sweep = () =>
    store
      .sweep(config.retentionDays)
      .then((removed) => app.log.info(removed, "forms: retention sweep"))
      .catch((error) => app.log.error({ err: error }, "forms: retention sweep failed"));
  // Parts of uploads a crash or a cut connection left behind: personal data nobody can erase by address.
  const sweepIncoming = () =>
    store
      .sweepIncoming()
      .then((files) => files && app.log.info({ files }, "forms: removed abandoned uploads"))
      .catch((error) => app.log.error({ err: error }, "forms: sweeping abandoned uploads failed"));

  app.addHook("onReady", async () => {
    worker.start();
    await sweepIncoming();
    await sweep();
    timers.push(setInterval(sweep, DAY), setInterval(sweepIncoming, HOUR));
    for (const timer of timers) timer.unref();
  });

  // As soon as the server is asked to stop, the outbox takes no new work; the sends in flight finish
  // (within the SMTP timeouts) while the HTTP requests drain, so none is cut and sent again later.
  let stopping;
  app.addHook("preClose", async () => {
    stopping = worker.stop({ timeoutMs: config.outbox.stopTimeoutMs });
  });
  app.addHook("onClose", async () => {
    for (const timer of timers) clearInterval(timer);
    await (stopping ?? worker.stop({ timeoutMs: config.outbox.stopTimeoutMs }));
    mailer.close();
    store.close();
  });
}

/** The three form routes with their body parsers, guards, rate limit and error handler. */
async function formRoutes(app, { config, context }) {
  // The site's app may already parse these bodies; a second parser for a type is an error in Fastify.
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart, { limits: multipartLimits });
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded"))
    await app.register(formbody, { bodyLimit: URLENCODED_LIMIT });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.timeWindow,
    // Per visitor and per form: a contact message does not use up an application's allowance.
    keyGenerator: (request) => `${request.ip}|${request.routeOptions.config.form}`,
    errorResponseBuilder: (_request, { ttl, after }) =>
      new Problem(429, `Too many submissions: try again in ${after}.`, {
        retryAfter: Math.max(1, Math.ceil(ttl / 1000)),
      }),
  });

  app.decorateRequest("formFields", null);
  // Answers carry references and personal data: no cache, shared or private, keeps them.
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });
  // After the rate limit (onRequest), before a byte of the body is read.
  app.addHook("preParsing", async (request, _reply, payload) => {
    checkSameSite(request, config.allowedOrigins);
    checkContentType(request);
    cutWhenSilent(request, config.idleTimeoutMs);
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const full = isDiskFull(error);
    const status = full ? 507 : statusOf(error);
    if (status >= 500) request.log.error({ err: error, diskFull: full }, "forms: request failed");
    // A body refused before its end (stalled, a full disk) is not read further: the connection ends with
    // the answer, which the client reads before its upload is cut.
    if (!request.raw.complete) reply.header("connection", "close");
    const { errors, retryAfter } = error;
    const form = request.routeOptions.config.form;
    if (errors && form && !wantsJson(request)) {
      const vacancy = request.formFields?.vacancy;
      const location = errorLocation(form, Object.keys(errors), context.vacancies.has(vacancy) ? vacancy : null);
      return reply.redirect(siteLocation(request, config.allowedOrigins, location), 303);
    }
    if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
    const detail =
      status === 507
        ? "Your submission was not saved: we are out of storage space. Please try again later."
        : status === 500
          ? "Your submission was not saved. Please try again in a moment."
          : error.message;
    return reply
      .code(status)
      .type("application/problem+json")
      .send(problemBody(status, detail, { errors, retryAfter, requestId: request.id }));
  });

  for (const form of formNames) {
    app.post(
      `/api/forms/${form}`,
      { schema: routeSchema, bodyLimit: URLENCODED_LIMIT, config: { form } },
      createSubmitHandler(form, context),
    );
  }
}
