// Helpers for the alerts' tests: a vacancy list on disk, an app with the forms and alerts APIs, and the
// digest job as the alerts command runs it (a second connection to the same database).
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Fastify from "fastify";
import { siteApi } from "../../server/app.mjs";
import { resolveConfig } from "../../server/forms/config.mjs";
import { openStore } from "../../server/store/index.mjs";
import { tempDataDir } from "./forms-api.mjs";
import { resolveAlertsConfig } from "../../server/alerts/config.mjs";
import { createAlerts } from "../../server/alerts/service.mjs";

export const ORIGIN = "http://localhost:4401";
export const SECRET = "test-secret-test-secret-test-secret-0123";

export const vacancy = (
  slug,
  { department = "Data", level = "Senior", location = "Colombo, Sri Lanka · Hybrid", closes = "2099-12-31" } = {},
) => ({
  slug,
  title: slug
    .split("-")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" "),
  department,
  departmentId: department.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  level,
  levelId: level.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  location,
  closes,
  url: `https://www.miselabs.example/careers/${slug}`,
});

/** Writes the vacancy list the server reads, as a build would ("publishing" a vacancy). */
export const publish = (file, vacancies) => writeFileSync(file, JSON.stringify({ vacancies }));

/**
 * The site's API (the forms and the alerts), on a temporary DATA_DIR, or on PostgreSQL when `databaseUrl` is
 * given; the bot guards relaxed unless asked.
 */
export async function startAlerts({ smtpUrl, vacancies, rateLimit, alerts = {}, ...options } = {}, cleanups) {
  const dataDir = options.dataDir ?? tempDataDir();
  const vacanciesFile = join(dataDir, "vacancies.json");
  // A second server on the same DATA_DIR finds the list as the first left it.
  if (vacancies || !existsSync(vacanciesFile)) publish(vacanciesFile, vacancies ?? []);
  const app = Fastify();
  const settings = {
    smtpUrl,
    minFillMs: 0,
    rateLimit: rateLimit ?? { max: 1000, timeWindow: 60_000 },
    outbox: { backoff: [20, 40, 80], pollMs: 50 },
    notice: () => {},
    ...options,
    dataDir,
    alerts: { vacanciesFile, origin: ORIGIN, secret: SECRET, ...alerts },
  };
  await app.register(siteApi, settings);
  await app.ready();
  cleanups.push(() => app.close());
  const store = await openStore({ dataDir, databaseUrl: options.databaseUrl });
  cleanups.push(async () => await store.close());
  const forms = resolveConfig(settings);
  const config = resolveAlertsConfig({ ...settings.alerts, schedule: false });
  const service = createAlerts({ store, config, forms, domain: "miselabs.example" });
  return {
    app,
    dataDir,
    databaseUrl: options.databaseUrl,
    store,
    vacanciesFile,
    service,
    publish: (list) => publish(vacanciesFile, list),
  };
}
