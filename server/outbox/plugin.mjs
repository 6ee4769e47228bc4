import fp from "fastify-plugin";
import { redactUrl } from "../../app/lib/redact.ts";
import { createAtsTransport } from "../ats/applications.mjs";
import { handsOver } from "../forms/config.mjs";
import { createMailer, describeMail } from "../forms/mail.mjs";
import { createWebhook } from "../forms/webhook.mjs";
import { createOutboxWorker } from "./worker.mjs";

/**
 * The outbox as a service every feature shares. Decorates `outbox` with `kick()`, to call once a transaction that
 * queued a message has committed.
 */
async function outboxService(app, { ops } = {}) {
  const { settings, store } = app;
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    mailDir: store.paths.mail,
    uploadsDir: store.paths.uploads,
    readCv: store.readCv,
    dkim: settings.dkim,
  });
  const { ats } = settings;
  const transports = {
    mail: mailer,
    webhook: settings.webhook && createWebhook(settings.webhook),
    ats: handsOver(ats) && createAtsTransport({ ...ats, readCv: store.readCv }),
  };
  const { stopTimeoutMs, ...tuning } = settings.outbox;
  const worker = createOutboxWorker({ store, transports, log: app.log, onOutcome: ops?.outcome, ...tuning });
  app.decorate("outbox", { kick: () => worker.kick() });
  settings.notice(describeMail(settings.smtpUrl, settings.dataDir));
  // Where applications go: the adapter's `api` address (Personio reads its roles from another, its career site).
  const handedTo = ats?.urls?.api ?? ats?.baseUrl;
  if (ats)
    settings.notice(
      !handsOver(ats)
        ? `No ATS_API_KEY: applications for ${ats.system}:${ats.board}'s roles reach the team by mail only`
        : ats.mailTeam === false
          ? `Applications for ${ats.system}:${ats.board}'s roles are handed to ${redactUrl(handedTo)} and not mailed (MAIL_TO_CAREERS=none); open applications are mailed to ${settings.inboxes.careers}`
          : `Applications for ${ats.system}:${ats.board}'s roles are handed to ${redactUrl(handedTo)} as well as mailed`,
    );

  app.addHook("onReady", async () => worker.start());
  // As soon as the server is asked to stop, the outbox takes no new work; the sends in flight finish
  // (within the SMTP timeouts) while the HTTP requests drain, so none is cut and sent again later.
  let stopping;
  app.addHook("preClose", async () => {
    stopping = worker.stop({ timeoutMs: stopTimeoutMs });
  });
  app.addHook("onClose", async () => {
    await (stopping ?? worker.stop({ timeoutMs: stopTimeoutMs }));
    mailer.close();
  });
}

export const outboxPlugin = fp(outboxService, { name: "outbox", decorators: { fastify: ["settings", "store"] } });
