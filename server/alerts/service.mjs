import { alertOptions } from "../../app/features/alerts/options.ts";
import { composeConfirmation } from "./messages.mjs";
import { createDigestJob } from "./digest.mjs";
import { createTokens, loadSecret } from "./tokens.mjs";
import { servedRelease } from "../releases.mjs";
import { createVacancyReader } from "../vacancies.mjs";

/** The alerts' parts, for the server and the alerts command, which reads the roles BUILD_DIR published last. */
export function createAlerts({ store, config, forms, domain, vacancies: served }) {
  const tokens = createTokens(loadSecret({ secret: config.secret, dataDir: store.paths.dataDir }));
  const { vacanciesFile: file, buildDir } = config;
  const vacancies = file
    ? createVacancyReader({ file })
    : (served ?? createVacancyReader({ release: () => servedRelease(buildDir), where: buildDir }));
  const mail = { from: forms.mailFrom, origin: config.origin, apiOrigin: config.apiOrigin, domain, tokens };
  const digest = createDigestJob({ store, vacancies, mail, gapMs: config.digestGapMs });
  return {
    tokens,
    vacancies,
    digest,
    // An ATS's own departments named by their labels too.
    composeConfirmation: (subscription, now) =>
      composeConfirmation(subscription, now, { ...mail, options: alertOptions(vacancies.open() ?? []) }),
  };
}
