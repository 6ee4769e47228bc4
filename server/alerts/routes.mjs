import { refusedNoticeId } from "../../app/config/form-pages.ts";
import { paths } from "../../app/config/paths.ts";
import { site } from "../../app/config/site.ts";
import { alertOptions, alertSignupSchema } from "../../app/features/alerts/options.ts";
import { vacancyAlerts } from "../../app/forms/model/definitions/vacancy-alerts.ts";
import { firstErrors } from "../../app/forms/model/schema-of.ts";
import { mailDomain } from "../kernel/config.mjs";
import { every } from "../kernel/every.mjs";
import { answer, isBot, siteLocation } from "../kernel/guards.mjs";
import { Problem } from "../kernel/problem.mjs";
import { createAlerts } from "./service.mjs";

// A sign-up is a few short fields; 16 KB leaves room for every id ticked, and no more.
const BODY_LIMIT = 16 * 1024;
const page = paths.vacancyAlerts;

/** A link from mail that does not work; one that ran out gets a 410, as a new one can be asked for. */
class LinkProblem extends Problem {
  constructor(outcome, purpose) {
    const expired = outcome === "expired";
    super(expired ? 410 : 400, expired ? "This link has expired." : "This link is not valid, or was already used.");
    Object.assign(this, { outcome, purpose });
    const title = expired ? "Link expired" : "Link not valid";
    this.members = { type: `${site.origin}/problems/link-${outcome}`, title, outcome };
  }
}

function fieldsOf(request) {
  const body = request.body ?? {};
  if (typeof body !== "object" || Array.isArray(body)) throw new Problem(400, "Send the form's fields as an object.");
  return body;
}

/** In the query (a link from mail, a page's own ?token=) or the body (the page's script). */
function tokenOf(request) {
  const token = request.query?.token ?? fieldsOf(request).token;
  return typeof token === "string" ? token : "";
}

/** The vacancy alerts API, beside the forms in the API's context, sharing their settings, store and outbox. */
export default async function alertsApi(app, options = {}) {
  const { settings: forms, store, outbox } = app;
  const alerts = createAlerts({ store, options, forms, domain: mailDomain, vacancies: app.vacancies });
  const { config, tokens, vacancies, digest } = alerts;
  const { allowedOrigins } = forms;
  // The links' API answers a script or a mail provider, always in JSON.
  const json = { name: "alerts" };
  const feature = {
    ...json,
    // A page's post without script goes to the step its link's problem leads to (only a confirmation link that ran
    // out has a page of its own), or back to the form.
    errorPage(request, error) {
      if (error instanceof LinkProblem)
        return error.outcome === "expired" && error.purpose === "confirm"
          ? page("expired", tokenOf(request))
          : page("invalid");
      if (!error.errors) return null;
      // A manage link's own choices come back with it; the fragment shows the page's notice to a visitor without script.
      const manage = tokenOf(request) && `manage=${encodeURIComponent(tokenOf(request))}&`;
      return `${page()}?${manage}error=${Object.keys(error.errors).join(",")}#${refusedNoticeId}`;
    },
  };
  // The rate limit's two buckets: the routes that send mail, and the links from mail, which send none.
  const mail = { feature, limit: "alerts-mail", body: "fields" };
  const token = { feature, limit: "alerts-token", allowance: 20, body: "fields" };

  // A one-click unsubscribe may come as multipart (RFC 8058); its body says nothing the query does not.
  if (!app.hasContentTypeParser("multipart/form-data"))
    app.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_r, _b, done) =>
      done(null, {}),
    );

  function verified(request, purpose) {
    const result = tokens.verify(tokenOf(request), purpose);
    if (result.status !== "valid") throw new LinkProblem(result.status, purpose);
    return result;
  }

  // What a link from mail does, posted by the page's script (to `api`) or natively by its page (to `page`).
  const linkActions = [
    {
      api: "confirm",
      config: token,
      done: "confirmed",
      async run(request) {
        const link = verified(request, "confirm");
        const openSlugs = (vacancies.open() ?? []).map((v) => v.slug);
        const result = await store.confirm({ id: link.subscriptionId, nonce: link.nonce, openSlugs });
        if (result !== "confirmed") throw new LinkProblem("invalid");
      },
    },
    {
      // A new confirmation for a link that ran out or was used (its signature still proves whose it is).
      api: "resend",
      page: "expired",
      config: mail,
      status: 202,
      done: "check-email",
      async run(request) {
        const link = tokens.verify(tokenOf(request), "confirm");
        const compose = alerts.composeConfirmation;
        const result =
          link.status !== "invalid" && (await store.resendConfirmation({ id: link.subscriptionId, compose }));
        if (!result || result === "gone") throw new LinkProblem("invalid");
        if (result === "queued") outbox.kick();
      },
    },
    {
      api: "unsubscribe",
      // A mail provider's one-click unsubscribe (RFC 8058) comes from anywhere, and is never limited.
      apiConfig: { body: "oneClick", anyOrigin: true, rateLimit: false },
      config: token,
      done: "unsubscribed",
      // Already gone answers the same: a second click, or a provider retrying, is not an error.
      run: async (request) => void (await store.unsubscribe(verified(request, "unsubscribe").subscriptionId)),
    },
  ];

  for (const { api, page: from = api, config, apiConfig = config, status = 200, done, run } of linkActions) {
    const onApi = { bodyLimit: BODY_LIMIT, config: { ...apiConfig, feature: json } };
    app.post(`/api/vacancy-alerts/${api}`, onApi, async (request, reply) => {
      await run(request);
      return reply.code(status).send({ status: done });
    });
    // Native posts from the pages' action-less forms (no script): the page's own ?token= comes along.
    app.post(page(from), { bodyLimit: BODY_LIMIT, config }, async (request, reply) => {
      await run(request);
      return reply.redirect(siteLocation(request, allowedOrigins, page(done)), 303);
    });
  }

  app.post("/api/vacancy-alerts", { bodyLimit: BODY_LIMIT, config: mail }, async function signUp(request, reply) {
    const fields = fieldsOf(request);
    // A manage link's post updates the choices; any other sign-up is asked to check its email.
    const accepted = (status, step) =>
      answer(request, reply, { status, json: { status: step }, path: page(step), allowedOrigins });
    if (isBot(request, fields, { minFillMs: forms.minFillMs, form: vacancyAlerts.name }))
      return fields.token ? accepted(200, "updated") : accepted(202, "check-email");
    // The choices: the site's departments and each other one the served roles name (an ATS's own).
    const parsed = alertSignupSchema(alertOptions(vacancies.open() ?? [])).safeParse(fields);
    if (!parsed.success) throw new Problem(422, "Some fields need attention.", { errors: firstErrors(parsed) });
    const { email, departments, levels, location, token } = parsed.data;
    const preferences = { departments, levels, location: location.replace(/\s+/g, " ") };

    if (token) {
      const { subscriptionId } = verified(request, "manage");
      if (!(await store.updatePreferences(subscriptionId, preferences))) throw new LinkProblem("invalid");
      return accepted(200, "updated");
    }
    // The same answer whether the address was known or not: the page says "check your email" either way.
    const { queued } = await store.signUp({ email, preferences, compose: alerts.composeConfirmation });
    if (queued) outbox.kick();
    return accepted(202, "check-email");
  });

  // Opened in a browser it is never an unsubscribe, since link scanners open it too, but the page whose button does it.
  const onLinkApi = { ...token, feature: json };
  app.get("/api/vacancy-alerts/unsubscribe", { config: { ...onLinkApi, anyOrigin: true } }, async (request, reply) => {
    const token = tokenOf(request);
    const to = tokens.verify(token, "unsubscribe").status === "valid" ? page("unsubscribe", token) : page("invalid");
    return reply.redirect(`${config.origin}${to}`, 303);
  });

  app.get("/api/vacancy-alerts/preferences", { config: onLinkApi }, async (request, reply) => {
    const subscription = await store.getSubscription(verified(request, "manage").subscriptionId);
    if (subscription?.status !== "confirmed") throw new LinkProblem("invalid");
    const { email, departments, levels, location } = subscription;
    return reply.send({ email, departments, levels, location });
  });

  // The digest and the sweep of sign-ups never confirmed: at start, then every ALERTS_INTERVAL_MS.
  let missingListSaid = false;
  async function tick() {
    try {
      const { subscriptions: swept } = await store.sweepSubscriptions();
      const result = await digest.run();
      if (result.queued) outbox.kick();
      const line = { ...result, swept };
      // An hourly line saying nothing happened, or that the site is still not built, would bury the ones that matter.
      if (result.skipped && !missingListSaid) app.log.warn(line, "alerts: no digest until the site is built");
      else if (result.queued || swept) app.log.info(line, "alerts: digest run");
      else app.log.debug(line, "alerts: digest run, nothing due");
      missingListSaid = Boolean(result.skipped);
    } catch (error) {
      app.log.error({ err: error }, "alerts: digest run failed");
    }
  }
  if (config.schedule) every(app, config.intervalMs, tick);
}
