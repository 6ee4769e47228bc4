import { site } from "../../app/config/site.ts";

/** The site's mail domain (its origin's host without www.): message ids and the default sender use it. */
export const mailDomain = new URL(site.origin).hostname.replace(/^www\./, "");

/** An http(s) origin from an option or the environment (`name` says which in the start-up error). */
export function originOf(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an origin like https://www.example.com, not "${value}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${name} must be http(s).`);
  return url.origin;
}

/** A whole number from an option or the environment; a clear start-up error instead of a NaN later. */
function count(name, value, fallback, { min = 0 } = {}) {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${value}".`);
  return number;
}

/**
 * The forms API's settings: plugin options first, then the environment, then defaults taken from
 * the brand file (app/config/site.ts). Everything the plugin and the submissions command read is here.
 */
export function resolveConfig(options = {}, env = process.env) {
  const smtpUrl = options.smtpUrl ?? (env.SMTP_URL || undefined);
  const webhookUrl = options.webhookUrl ?? (env.WEBHOOK_URL || undefined);
  const webhookSecret = options.webhookSecret ?? (env.WEBHOOK_SECRET || undefined);
  if (webhookUrl && !webhookSecret)
    throw new Error("WEBHOOK_URL is set but WEBHOOK_SECRET is not: webhooks are always signed.");
  const careers = options.mailTo?.careers ?? env.MAIL_TO_CAREERS ?? site.contact.careersEmail;
  // The public site: this server, or the pages on a static host with this server as their forms API.
  const siteOrigin = originOf("SITE_ORIGIN", options.siteOrigin ?? (env.SITE_ORIGIN || site.origin));
  return {
    dataDir: options.dataDir ?? (env.DATA_DIR || "data"),
    smtpUrl,
    mailFrom: options.mailFrom ?? (env.MAIL_FROM || `${site.name} <no-reply@${mailDomain}>`),
    inboxes: {
      contact: options.mailTo?.contact ?? env.MAIL_TO_CONTACT ?? site.contact.supportEmail,
      careers,
      academy: options.mailTo?.academy ?? env.MAIL_TO_ACADEMY ?? site.contact.academyEmail ?? careers,
    },
    webhook: webhookUrl ? { url: webhookUrl, secret: webhookSecret } : null,
    minFillMs: count("FORMS_MIN_FILL_MS", options.minFillMs ?? env.FORMS_MIN_FILL_MS, 3000),
    rateLimit: options.rateLimit ?? {
      max: count("FORMS_RATE_LIMIT", env.FORMS_RATE_LIMIT, 5, { min: 1 }),
      timeWindow: 60_000,
    },
    retentionDays: count("RETENTION_DAYS", options.retentionDays ?? env.RETENTION_DAYS, 180, { min: 1 }),
    siteOrigin,
    // Origins besides the request's own allowed to post: the public origin behind a proxy that rewrites Host,
    // and the site's pages served from another origin (SITE_ORIGIN), whose script may also read the answers.
    allowedOrigins: [...new Set([site.origin, siteOrigin, ...(options.allowedOrigins ?? [])])],
    outbox: { ...options.outbox },
    // The one line the server prints about where mail goes; tests pass their own.
    notice: options.notice ?? console.log,
  };
}
