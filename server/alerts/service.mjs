import { alertOptions } from "../../app/features/alerts/options.ts";
import { site } from "../../app/config/site.ts";
import { composeConfirmation, composeDigest } from "./messages.mjs";
import { createTokens, loadSecret } from "./tokens.mjs";
import { DAY, HOUR } from "../durations.mjs";
import { originOf } from "../kernel/config.mjs";
import { count } from "../limits.mjs";
import { servedRelease } from "../releases.mjs";
import { createVacancyReader } from "../vacancies.mjs";

const folded = (text) => text.normalize("NFKC").toLocaleLowerCase("en").replace(/\s+/g, " ").trim();

/** The open roles a subscriber has not heard of and chose: an empty list means any; the location is a substring. */
const newFor = ({ departments, levels, location }, known, open) =>
  open.filter(
    (vacancy) =>
      !known.has(vacancy.slug) &&
      (departments.length === 0 || departments.includes(vacancy.departmentId)) &&
      (levels.length === 0 || levels.includes(vacancy.levelId)) &&
      folded(vacancy.location).includes(folded(location)),
  );

/** The vacancy alerts' settings: plugin options first, then the environment, then defaults; mail is the forms API's. */
export function resolveAlertsConfig(options = {}, env = process.env) {
  const origin = originOf("SITE_ORIGIN", options.origin ?? (env.SITE_ORIGIN || site.origin));
  // The build's own setting: "none" is a build without forms, and says nothing about this server.
  const apiSetting = options.apiOrigin ?? (env.FORMS_API_ORIGIN === "none" ? "" : env.FORMS_API_ORIGIN);
  return {
    secret: options.secret ?? (env.ALERTS_SECRET || undefined),
    intervalMs: count("ALERTS_INTERVAL_MS", options.intervalMs ?? env.ALERTS_INTERVAL_MS, HOUR, { min: 1000 }),
    // Roles the digest reads instead of the served release's, read again whenever the file changes.
    vacanciesFile: options.vacanciesFile ?? (env.ALERTS_VACANCIES_FILE || null),
    buildDir: options.buildDir ?? (env.BUILD_DIR || "build"),
    // The public site, where the mail's links point; a mail provider posts a one-click unsubscribe to this API.
    origin,
    apiOrigin: apiSetting ? originOf("FORMS_API_ORIGIN", apiSetting) : origin,
    digestGapMs: options.digestGapMs ?? DAY,
    schedule: options.schedule ?? true,
  };
}

/** The alerts' parts and settings, for the server and the alerts command (which reads BUILD_DIR's last roles). */
export function createAlerts({ store, options, env, forms, domain, vacancies: served }) {
  const config = resolveAlertsConfig(options, env);
  const tokens = createTokens(loadSecret({ secret: config.secret, dataDir: store.paths.dataDir }));
  const { vacanciesFile: file, buildDir, digestGapMs: gapMs } = config;
  const vacancies = file
    ? createVacancyReader({ file })
    : (served ?? createVacancyReader({ release: () => servedRelease(buildDir), where: buildDir }));
  const mail = { from: forms.mailFrom, origin: config.origin, apiOrigin: config.apiOrigin, domain, tokens };

  /**
   * Queues what is due, each digest with the vacancies it lists recorded as known in one transaction, so a run that
   * stops half-way or runs twice (server and command at once) sends nothing twice; counts for the log.
   */
  async function run({ now = Date.now() } = {}) {
    const open = vacancies.open(now);
    if (open === null) return { skipped: `no vacancy list at ${vacancies.where}` };
    const due = await store.dueSubscriptions({ now, gapMs });
    const digests = due.flatMap((subscription) => {
      const list = newFor(subscription, subscription.known, open);
      const slugs = list.map((vacancy) => vacancy.slug);
      return list.length ? [{ id: subscription.id, slugs, payload: composeDigest(subscription, list, now, mail) }] : [];
    });
    const queued = await store.queueDigests(digests, { now, gapMs });
    return { open: open.length, due: due.length, queued };
  }

  /** What one address would get now, queueing nothing: `{ payload }`, or `{ reason }` nothing would be sent. */
  async function preview(email, { now = Date.now() } = {}) {
    const subscription = await store.findSubscription(email);
    if (!subscription) return { reason: "No subscription for this address." };
    if (subscription.status !== "confirmed") return { reason: "The subscription is not confirmed yet." };
    const open = vacancies.open(now);
    if (open === null) return { reason: `No vacancy list at ${vacancies.where} (build the site first).` };
    const list = newFor(subscription, await store.knownVacancies(subscription.id), open);
    if (list.length === 0) return { reason: "No new vacancy matches this subscription." };
    const next = subscription.lastDigestAt === null ? now : subscription.lastDigestAt + gapMs;
    return { payload: composeDigest(subscription, list, now, mail), notBefore: Math.max(now, next) };
  }

  return {
    config,
    tokens,
    vacancies,
    digest: { run, preview },
    // An ATS's own departments named by their labels too.
    composeConfirmation: (subscription, now) =>
      composeConfirmation(subscription, now, { ...mail, options: alertOptions(vacancies.open() ?? []) }),
  };
}
