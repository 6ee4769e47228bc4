import { alertOptions } from "../../app/features/alerts/options.ts";
import { composeConfirmation } from "./messages.mjs";
import { createDigestJob } from "./digest.mjs";
import { createTokens, loadSecret } from "./tokens.mjs";
import { createVacancySource } from "./vacancies.mjs";

/** The alerts' parts, wired once for the server's plugin and the alerts command alike. */
export function createAlerts({ store, config, forms, domain }) {
  const tokens = createTokens(loadSecret({ secret: config.secret, dataDir: store.paths.dataDir }));
  const vacancies = createVacancySource(config.vacanciesFile);
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
