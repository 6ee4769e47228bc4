import fp from "fastify-plugin";
import { redactUrl } from "../../app/lib/redact.ts";
import { createAtsTransport, handsOver } from "./transports/ats.mjs";
import { createMailer, describeMail } from "./transports/mail.mjs";
import { createWebhook } from "./transports/webhook.mjs";
import { createOutboxWorker } from "./worker.mjs";

/** The outbox every feature shares: `outbox.kick()` once a transaction that queued a message has committed. */
async function outboxService(app, { ops } = {}) {
  const { settings, store } = app;
  const { ats, smtpUrl } = settings;
  const mailer = createMailer({ smtpUrl, mailDir: store.paths.mail, readCv: store.readCv, dkim: settings.dkim });
  const transports = {
    mail: mailer,
    webhook: settings.webhook && createWebhook(settings.webhook),
    ats: handsOver(ats) && createAtsTransport({ ...ats, readCv: store.readCv }),
  };
  const worker = createOutboxWorker({ store, transports, log: app.log, onOutcome: ops?.outcome, ...settings.outbox });
  app.decorate("outbox", { kick: () => worker.kick() });
  settings.notice(describeMail(smtpUrl, settings.dataDir));
  // Where applications go: the adapter's `api` address (Personio reads its roles from another, its career site).
  const handedTo = ats && redactUrl(ats.urls?.api ?? ats.baseUrl);
  if (ats)
    settings.notice(
      !handsOver(ats)
        ? `No ATS_API_KEY: applications for ${ats.system}:${ats.board}'s roles reach the team by mail only`
        : ats.mailTeam === false
          ? `Applications for ${ats.system}:${ats.board}'s roles are handed to ${handedTo} and not mailed (MAIL_TO_CAREERS=none); open applications are mailed to ${settings.inboxes.careers}`
          : `Applications for ${ats.system}:${ats.board}'s roles are handed to ${handedTo} as well as mailed`,
    );

  app.addHook("onReady", async () => worker.start());
  // Asked to stop, the outbox takes no new work; its sends in flight finish while the HTTP requests drain.
  let stopping;
  app.addHook("preClose", async () => {
    stopping = worker.stop();
  });
  app.addHook("onClose", async () => {
    await (stopping ?? worker.stop());
    mailer.close();
  });
}

export const outboxPlugin = fp(outboxService, { name: "outbox", decorators: { fastify: ["settings", "store"] } });
