import { site } from "../../app/config/site.ts";
import { DAY, HOUR } from "../durations.mjs";
import { originOf } from "../kernel/config.mjs";
import { count } from "../limits.mjs";

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
