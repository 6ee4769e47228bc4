import multipart from "@fastify/multipart";
import { HOUR } from "../durations.mjs";
import { mailDomain } from "../kernel/config.mjs";
import { every } from "../kernel/every.mjs";
import { cutWhenSilent } from "../kernel/guards.mjs";
import { createSubmitHandler } from "./submit.mjs";
import { errorLocation } from "./targets.mjs";
import { apiFormNames } from "../../app/forms/model/definitions/index.ts";

// A url-encoded form is text fields only: a 5,000-character message, percent-encoded, and the rest.
const URLENCODED_LIMIT = 64 * 1024;

const routeSchema = {
  headers: {
    type: "object",
    properties: { "idempotency-key": { type: "string", minLength: 1, maxLength: 200, pattern: "^[\\x21-\\x7e]+$" } },
  },
  response: { 201: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
};

/** The forms API, a child of the API's context, which gives it the settings, store, roles, outbox and guards. */
export default async function formsApi(app, { ops } = {}) {
  const { settings: config, store, vacancies } = app;
  const context = { store, config, vacancies, worker: app.outbox, domain: mailDomain, ops };
  const feature = {
    name: "forms",
    tooMany: "submissions",
    failed: "Your submission was not saved. Please try again in a moment.",
    full: "Your submission was not saved: we are out of storage space. Please try again later.",
    errorPage(request, { errors }) {
      if (!errors) return null;
      const form = request.routeOptions.config.form;
      const vacancy = request.formFields?.vacancy;
      return errorLocation(form, Object.keys(errors), vacancies.has(vacancy) ? vacancy : null);
    },
  };

  // The site's app may already parse these bodies (a second parser is an error); each post sets its own limits.
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);
  app.decorateRequest("formFields", null);
  // After the shared guards, before a byte of the body is read.
  app.addHook("preParsing", async (request, _reply, payload) => {
    cutWhenSilent(request, config.idleTimeoutMs);
    return payload;
  });

  for (const form of apiFormNames) {
    app.post(
      `/api/forms/${form}`,
      { schema: routeSchema, bodyLimit: URLENCODED_LIMIT, config: { feature, form, limit: form, body: "upload" } },
      createSubmitHandler(form, context),
    );
  }

  // Hourly: parts of uploads a crash or a cut connection left behind are personal data nobody can erase by address.
  every(app, HOUR, () =>
    store
      .sweep(config.retentionDays)
      .then((removed) => app.log.info(removed, "forms: retention sweep"))
      .catch((error) => app.log.error({ err: error }, "forms: retention sweep failed")),
  );
}
