import { alertOptions } from "../../app/features/alerts/options.ts";
import { composeConfirmation } from "./messages.mjs";
import { createDigestJob } from "./digest.mjs";
import { createTokens, loadSecret } from "./tokens.mjs";
import { servedRelease } from "../releases.mjs";
import { createVacancyReader } from "../vacancies.mjs";

/**
 * The roles the alerts read without a server's own (the alerts command): ALERTS_VACANCIES_FILE's, else those of the
 * release BUILD_DIR published last, read again when another is published.
 */
const readerFor = ({ vacanciesFile, buildDir }) =>
  vacanciesFile
    ? createVacancyReader({ file: vacanciesFile })
    : createVacancyReader({ release: () => servedRelease(buildDir), where: buildDir });

/**
 * The alerts' parts, wired once for the server's plugin and the alerts command alike. `vacancies`: the server's
 * reader of roles (server/vacancies.mjs), unless the settings name a file of their own.
 */
export function createAlerts({ store, config, forms, domain, vacancies: served }) {
  const tokens = createTokens(loadSecret({ secret: config.secret, dataDir: store.paths.dataDir }));
  const vacancies = served && !config.vacanciesFile ? served : readerFor(config);
  const mail = { from: forms.mailFrom, origin: config.origin, apiOrigin: config.apiOrigin, domain, tokens };
  const digest = createDigestJob({ store, vacancies, mail, gapMs: config.digestGapMs });
  return {
    tokens,
    vacancies,
    digest,
    // The choices named by their labels, an ATS's own departments among them (those of the served build's roles).
    composeConfirmation: (subscription, now) =>
      composeConfirmation(subscription, now, { ...mail, options: alertOptions(vacancies.open() ?? []) }),
  };
}
