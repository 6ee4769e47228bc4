import { readFileSync } from "node:fs";
import { site } from "../../app/config/site.ts";
import { adapters } from "../../app/content/vacancy-sources/adapters.ts";
import { parseVacancySource } from "../../app/content/vacancy-sources/source.ts";
import { MINUTE } from "../durations.mjs";
import { count, IDLE_TIMEOUT_MS } from "../limits.mjs";
import { CONFIRMATION_CAP } from "../store/index.mjs";
import { handsOver } from "../outbox/transports/ats.mjs";
import { LEASE_MS } from "../outbox/worker.mjs";

/** The site's host without www.: message ids and the default sender use it. */
export const mailDomain = new URL(site.origin).hostname.replace(/^www\./, "");

/** An http(s) origin from a setting (`name` says which in the start-up error). */
export function originOf(name, value) {
  if (!URL.canParse(value)) throw new Error(`${name} must be an origin like https://www.example.com, not "${value}".`);
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${name} must be http(s).`);
  return url.origin;
}

/** Null when DKIM is not set; a half-given setting stops the start rather than sending mail that fails its check. */
function dkimSettings(options, env) {
  if (options.dkim !== undefined) return options.dkim;
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector, DKIM_PRIVATE_KEY_FILE: file } = env;
  const given = env.DKIM_PRIVATE_KEY;
  if (!domainName && !keySelector && !file && !given) return null;
  if (!domainName || !keySelector || (!file && !given))
    throw new Error("DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE).");
  let privateKey = given;
  if (file) {
    try {
      privateKey = readFileSync(file, "utf8");
    } catch (error) {
      throw new Error(`DKIM_PRIVATE_KEY_FILE cannot be read: ${error.message}`);
    }
  }
  // An environment variable often carries the PEM's line breaks as "\n".
  privateKey = privateKey.replaceAll("\\n", "\n");
  if (!privateKey.includes("PRIVATE KEY")) throw new Error("The DKIM private key must be a PEM private key.");
  return { domainName, keySelector, privateKey };
}

/** Null for Markdown roles; without ATS_API_KEY applications are only mailed. */
function atsSettings(options, env) {
  if (options.ats !== undefined) return options.ats;
  const source = parseVacancySource(env);
  if (source.kind === "markdown") return null;
  const { system, board, urls, settings, baseUrl } = source;
  return { system, board, urls, settings, baseUrl, apiKey: env.ATS_API_KEY?.trim() || null };
}

/** The forms API's settings: plugin options first, then the environment, then the brand file's defaults. */
export function resolveConfig(options = {}, env = process.env) {
  const webhookUrl = options.webhookUrl ?? (env.WEBHOOK_URL || undefined);
  const webhookSecret = options.webhookSecret ?? (env.WEBHOOK_SECRET || undefined);
  if (webhookUrl && !webhookSecret)
    throw new Error("WEBHOOK_URL is set but WEBHOOK_SECRET is not: webhooks are always signed.");
  const ats = atsSettings(options, env);
  const careersTo = options.mailTo?.careers ?? env.MAIL_TO_CAREERS ?? site.contact.careersEmail;
  // MAIL_TO_CAREERS=none makes the ATS the team's inbox for its roles, so their applications are not mailed.
  const atsIsInbox = careersTo.trim().toLowerCase() === "none";
  if (atsIsInbox && !handsOver(ats))
    throw new Error(
      `MAIL_TO_CAREERS=none needs applications handed to an ATS (VACANCIES_FROM=${adapters.map((adapter) => `${adapter.system}:`).join(", ")} with ATS_API_KEY), or an application would reach no one.`,
    );
  // What the ATS cannot take (an open application) is still mailed, to the brand file's careers address.
  const careers = atsIsInbox ? site.contact.careersEmail : careersTo;
  // This server, or the pages on a static host with this server as their forms API.
  const siteOrigin = originOf("SITE_ORIGIN", options.siteOrigin ?? (env.SITE_ORIGIN || site.origin));
  return {
    dataDir: options.dataDir ?? (env.DATA_DIR || "data"),
    databaseUrl: options.databaseUrl ?? (env.DATABASE_URL || undefined),
    smtpUrl: options.smtpUrl ?? (env.SMTP_URL || undefined),
    mailFrom: options.mailFrom ?? (env.MAIL_FROM || `${site.name} <no-reply@${mailDomain}>`),
    inboxes: {
      contact: options.mailTo?.contact ?? env.MAIL_TO_CONTACT ?? site.contact.supportEmail,
      careers,
      academy: options.mailTo?.academy ?? env.MAIL_TO_ACADEMY ?? site.contact.academyEmail ?? careers,
    },
    webhook: webhookUrl ? { url: webhookUrl, secret: webhookSecret } : null,
    ats: ats && { ...ats, mailTeam: !atsIsInbox },
    minFillMs: count("FORMS_MIN_FILL_MS", options.minFillMs ?? env.FORMS_MIN_FILL_MS, 3000),
    rateLimit: options.rateLimit ?? {
      max: count("FORMS_RATE_LIMIT", env.FORMS_RATE_LIMIT, 5, { min: 1 }),
      timeWindow: MINUTE,
    },
    idleTimeoutMs: options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    retentionDays: count("RETENTION_DAYS", options.retentionDays ?? env.RETENTION_DAYS, 180, { min: 1 }),
    // Confirmations one address is sent an hour, across every form and the alerts.
    confirmationCap: {
      ...CONFIRMATION_CAP,
      max: count(
        "CONFIRMATIONS_PER_HOUR",
        options.confirmationsPerHour ?? env.CONFIRMATIONS_PER_HOUR,
        CONFIRMATION_CAP.max,
      ),
    },
    dkim: dkimSettings(options, env),
    siteOrigin,
    // Besides the request's own: the public origin behind a proxy that rewrites Host, and SITE_ORIGIN's pages.
    allowedOrigins: [...new Set([site.origin, siteOrigin, ...(options.allowedOrigins ?? [])])],
    // OUTBOX_LEASE_MS: how long before another server presumes a delivery's sender dead and takes it again.
    outbox: { leaseMs: count("OUTBOX_LEASE_MS", env.OUTBOX_LEASE_MS, LEASE_MS, { min: 1000 }), ...options.outbox },
    notice: options.notice ?? console.log,
  };
}
