import { site } from "../../app/config/site.ts";
import { DAY, HOUR } from "../durations.mjs";
import { originOf } from "../forms/config.mjs";
import { currentPath } from "../releases.mjs";

function milliseconds(name, value, fallback, min) {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name} must be a whole number of milliseconds, at least ${min}, not "${value}".`);
  return number;
}

/** The vacancy alerts' settings: plugin options first, then the environment, then defaults; mail is the forms API's. */
export function resolveAlertsConfig(options = {}, env = process.env) {
  const origin = originOf("SITE_ORIGIN", options.origin ?? (env.SITE_ORIGIN || site.origin));
  // The build's own setting: "none" is a build without forms, and says nothing about this server.
  const apiSetting = options.apiOrigin ?? (env.FORMS_API_ORIGIN === "none" ? "" : env.FORMS_API_ORIGIN);
  return {
    secret: options.secret ?? (env.ALERTS_SECRET || undefined),
    intervalMs: milliseconds("ALERTS_INTERVAL_MS", options.intervalMs ?? env.ALERTS_INTERVAL_MS, HOUR, 1000),
    vacanciesFile:
      options.vacanciesFile ??
      // Through BUILD_DIR/current, so each run reads the list of the release published last.
      (env.ALERTS_VACANCIES_FILE || currentPath(env.BUILD_DIR || "build", "client", "careers", "vacancies.json")),
    // Where the links in the mail point: the public site (SITE_ORIGIN for a test or staging server).
    origin,
    // Where a mail provider posts a one-click unsubscribe: this API's public origin.
    apiOrigin: apiSetting ? originOf("FORMS_API_ORIGIN", apiSetting) : origin,
    digestGapMs: options.digestGapMs ?? DAY,
    // Runs the digest at start and on the interval; the alerts command turns it off for itself.
    schedule: options.schedule ?? true,
  };
}
