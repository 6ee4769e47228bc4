import { refusedNoticeId } from "../../app/config/form-pages.ts";
import { paths } from "../../app/config/paths.ts";
import { site } from "../../app/config/site.ts";
import { alertOptions } from "../../app/features/alerts/options.ts";
import { alertSignupSchema } from "../../app/features/alerts/schema.ts";
import { vacancyAlerts } from "../../app/forms/definitions/vacancy-alerts.ts";
import { firstErrors } from "../../app/forms/schema-of.ts";
import { mailDomain } from "../forms/config.mjs";
import { botReason, siteLocation } from "../forms/guards.mjs";
import { Problem } from "../forms/problem.mjs";
import { emailMessage, hasValidDomain } from "../forms/validate.mjs";
import { wantsJson } from "../forms/submit.mjs";
import { resolveAlertsConfig } from "./config.mjs";
import { alertPageUrl } from "./messages.mjs";
import { createAlerts } from "./service.mjs";

// A sign-up is a few short fields; 16 KB leaves room for every id ticked, and no more.
const BODY_LIMIT = 16 * 1024;
// The token routes (a link clicked from mail) are not a way to send mail: they get a wider allowance.
const TOKEN_ROUTE_FACTOR = 20;
const page = paths.vacancyAlerts;

const linkTypes = {
  expired: ["link-expired", "Link expired"],
  invalid: ["link-invalid", "Link not valid"],
};

/** A link that did not work: 410 when it ran out (a new one can be asked for), else 400, with its own type. */
class LinkProblem extends Problem {
  constructor(outcome) {
    super(
      outcome === "expired" ? 410 : 400,
      outcome === "expired" ? "This link has expired." : "This link is not valid, or was already used.",
    );
    this.outcome = outcome;
    const [slug, title] = linkTypes[outcome];
    this.members = { type: `${site.origin}/problems/${slug}`, title, outcome };
  }
}

/** The post's fields as an object (url-encoded or JSON); anything else is not a form. */
function fieldsOf(request) {
  const body = request.body ?? {};
  if (typeof body !== "object" || Array.isArray(body)) throw new Problem(400, "Send the form's fields as an object.");
  return body;
}

/** The token of a link: in the query (a link from mail, a page's own ?token=) or the body (the page's script). */
function tokenOf(request) {
  const token = request.query?.token ?? fieldsOf(request).token;
  return typeof token === "string" ? token : "";
}

/** The vacancy alerts API, a child of the API's context beside the forms, sharing their settings, store and outbox. */
export default async function alertsApi(app, options = {}) {
  const { settings: forms, store, outbox } = app;
  const config = resolveAlertsConfig(options);
  const alerts = createAlerts({ store, config, forms, domain: mailDomain });
  const { tokens, vacancies, digest } = alerts;
  /** A page of the flow for a post made without script: on the site's own origin it came from. */
  const back = (request, path) => siteLocation(request, forms.allowedOrigins, path);
  // The sign-up's choices: the site's departments and each other one the served build's roles name (an ATS's own).
  let signup = { key: null, schema: null };
  const signupSchema = () => {
    const options = alertOptions(vacancies.open() ?? []);
    const key = options.departments.map((option) => option.id).join("\n");
    if (key !== signup.key) signup = { key, schema: alertSignupSchema(options) };
    return signup.schema;
  };
  const feature = {
    name: "alerts",
    errorPage(request, errors) {
      const manage = request.routeOptions.config.signUp ? tokenOf(request) : "";
      const query = `${manage ? `manage=${encodeURIComponent(manage)}&` : ""}error=${Object.keys(errors).join(",")}`;
      // The fragment shows the page's notice to a visitor without script.
      return `${page()}?${query}#${refusedNoticeId}`;
    },
  };
  // The rate limit's two buckets: the routes that send mail, and the token routes.
  const mail = { feature, limit: "alerts-mail", body: "fields" };
  const token = { feature, limit: "alerts-token", allowance: TOKEN_ROUTE_FACTOR, body: "fields" };

  // A one-click unsubscribe may come as multipart (RFC 8058); its body says nothing the query does not.
  if (!app.hasContentTypeParser("multipart/form-data"))
    app.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_r, _b, done) =>
      done(null, {}),
    );

  /** A link's token checked for its purpose: its payload, or a LinkProblem. */
  function verified(request, purpose) {
    const result = tokens.verify(tokenOf(request), purpose);
    if (result.status !== "valid") throw new LinkProblem(result.status);
    return result;
  }

  async function confirmLink(request) {
    const link = verified(request, "confirm");
    const open = vacancies.open() ?? [];
    const result = await store.confirm({
      id: link.subscriptionId,
      nonce: link.nonce,
      openSlugs: open.map((v) => v.slug),
    });
    if (result !== "confirmed") throw new LinkProblem("invalid");
  }

  /** A new confirmation for a link that ran out or was used (its signature still proves whose it is). */
  async function resend(request) {
    const link = tokens.verify(tokenOf(request), "confirm");
    if (link.status === "invalid") throw new LinkProblem("invalid");
    const result = await store.resendConfirmation({ id: link.subscriptionId, compose: alerts.composeConfirmation });
    if (result === "gone") throw new LinkProblem("invalid");
    if (result === "queued") outbox.kick();
  }

  async function unsubscribe(request) {
    const link = verified(request, "unsubscribe");
    // Already gone answers the same: a second click, or a provider retrying, is not an error.
    await store.unsubscribe(link.subscriptionId);
  }

  /** Runs a link's action for a native post: the page it lands on, by outcome. */
  async function landing(request, reply, action, done) {
    try {
      await action(request);
      return reply.redirect(back(request, page(done)), 303);
    } catch (error) {
      if (!(error instanceof LinkProblem)) throw error;
      // Only a confirmation link runs out (resend and unsubscribe never answer "expired"): its page offers a new one.
      if (error.outcome === "expired") return reply.redirect(back(request, page("expired", tokenOf(request))), 303);
      return reply.redirect(back(request, page("invalid")), 303);
    }
  }

  const answer = (request, reply, status, json, location) =>
    wantsJson(request) ? reply.code(status).send(json) : reply.redirect(back(request, location), 303);

  app.post(
    "/api/vacancy-alerts",
    { bodyLimit: BODY_LIMIT, config: { ...mail, signUp: true } },
    async function signUp(request, reply) {
      const fields = fieldsOf(request);
      const hasToken = typeof fields.token === "string" && fields.token !== "";
      const bot = botReason(fields, forms);
      if (bot) {
        // Answered like any accepted post, so a script learns nothing from the answer.
        request.log.info({ form: vacancyAlerts.name, reason: bot }, "alerts: automated post dropped");
        return hasToken
          ? answer(request, reply, 200, { status: "updated" }, page("updated"))
          : answer(request, reply, 202, { status: "check-email" }, page("check-email"));
      }
      const schema = signupSchema();
      const parsed = schema.safeParse(fields);
      if (!parsed.success) throw new Problem(422, "Some fields need attention.", { errors: firstErrors(parsed) });
      const { email, departments, levels, location, token } = parsed.data;
      // The forms' check of the address's domain, which the schema does not make.
      if (!hasValidDomain(email))
        throw new Problem(422, "Some fields need attention.", { errors: { email: emailMessage(schema) } });
      const preferences = { departments, levels, location: location.replace(/\s+/g, " ") };

      if (token) {
        const link = tokens.verify(token, "manage");
        if (link.status !== "valid" || !(await store.updatePreferences(link.subscriptionId, preferences))) {
          if (!wantsJson(request)) return reply.redirect(back(request, page("invalid")), 303);
          throw new LinkProblem(link.status === "expired" ? "expired" : "invalid");
        }
        return answer(request, reply, 200, { status: "updated" }, page("updated"));
      }

      // The same answer whether the address was known or not: the page says "check your email" either way.
      const { queued } = await store.signUp({ email, preferences, compose: alerts.composeConfirmation });
      if (queued) outbox.kick();
      return answer(request, reply, 202, { status: "check-email" }, page("check-email"));
    },
  );

  app.post("/api/vacancy-alerts/confirm", { bodyLimit: BODY_LIMIT, config: token }, async (request, reply) => {
    await confirmLink(request);
    return reply.code(200).send({ status: "confirmed" });
  });

  app.post("/api/vacancy-alerts/resend", { bodyLimit: BODY_LIMIT, config: mail }, async (request, reply) => {
    await resend(request);
    return reply.code(202).send({ status: "check-email" });
  });

  app.post(
    "/api/vacancy-alerts/unsubscribe",
    { bodyLimit: BODY_LIMIT, config: { feature, body: "oneClick", anyOrigin: true, rateLimit: false } },
    async (request, reply) => {
      await unsubscribe(request);
      return reply.code(200).send({ status: "unsubscribed" });
    },
  );

  // Opened in a browser it is never an unsubscribe, since link scanners open it too, but the page whose button does it.
  app.get("/api/vacancy-alerts/unsubscribe", { config: { ...token, anyOrigin: true } }, async (request, reply) => {
    const token = tokenOf(request);
    const valid = tokens.verify(token, "unsubscribe").status === "valid";
    const to = valid ? alertPageUrl(config.origin, "unsubscribe", token) : `${config.origin}${page("invalid")}`;
    return reply.redirect(to, 303);
  });

  app.get("/api/vacancy-alerts/preferences", { config: token }, async (request, reply) => {
    const link = verified(request, "manage");
    const subscription = await store.getSubscription(link.subscriptionId);
    if (subscription?.status !== "confirmed") throw new LinkProblem("invalid");
    const { email, departments, levels, location } = subscription;
    return reply.send({ email, departments, levels, location });
  });

  // Native posts from the pages' action-less forms (no script): the page's own ?token= comes along.
  app.post("/vacancy-alerts/confirm", { bodyLimit: BODY_LIMIT, config: token }, (request, reply) =>
    landing(request, reply, confirmLink, "confirmed"),
  );
  app.post("/vacancy-alerts/expired", { bodyLimit: BODY_LIMIT, config: mail }, (request, reply) =>
    landing(request, reply, resend, "check-email"),
  );
  app.post("/vacancy-alerts/unsubscribe", { bodyLimit: BODY_LIMIT, config: token }, (request, reply) =>
    landing(request, reply, unsubscribe, "unsubscribed"),
  );

  // The digest and the sweep of sign-ups never confirmed: at start, then every ALERTS_INTERVAL_MS.
  let timer;
  let missingListSaid = false;
  async function tick() {
    try {
      const swept = await store.sweepSubscriptions();
      const result = await digest.run();
      if (result.queued) outbox.kick();
      const line = { ...result, swept: swept.subscriptions };
      // An hourly line saying nothing happened would bury the ones that matter.
      if (result.skipped) {
        if (!missingListSaid) app.log.warn(line, "alerts: no digest until the site is built");
        missingListSaid = true;
      } else if (result.queued || swept.subscriptions) app.log.info(line, "alerts: digest run");
      else app.log.debug(line, "alerts: digest run, nothing due");
    } catch (error) {
      app.log.error({ err: error }, "alerts: digest run failed");
    }
  }
  if (config.schedule) {
    app.addHook("onReady", async () => {
      await tick();
      timer = setInterval(tick, config.intervalMs);
      timer.unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  }
}
