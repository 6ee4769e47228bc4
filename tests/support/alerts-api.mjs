// Helpers for the alerts' tests: the roles on disk, an app with the forms and alerts APIs, and the digest job as
// the alerts command runs it (a second connection to the same database).
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Fastify from "fastify";
import { siteApi } from "../../server/app.mjs";
import { resolveConfig } from "../../server/kernel/config.mjs";
import { openStore } from "../../server/store/index.mjs";
import { tempDataDir } from "./forms-api.mjs";
import { createAlerts } from "../../server/alerts/service.mjs";

export const ORIGIN = "http://localhost:4401";
export const SECRET = "test-secret-test-secret-test-secret-0123";

const workplaces = { "On-site": "on-site", Hybrid: "hybrid", Remote: "remote" };

/**
 * One role as a build keeps it (the vacancies collection's front matter, its slug and body), titled after its slug.
 * `location` is written as the alerts show it: "Houston, TX · Remote", the place as the ATS names it and the
 * workplace (on-site when it says none).
 */
export function vacancy(
  slug,
  { department = "Data", level = "Senior", location = "Colombo, Sri Lanka · Hybrid", closes = "2099-12-31" } = {},
) {
  const [place, workplace = "On-site"] = location.split(" · ");
  const position = slug
    .split("-")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
  return {
    slug,
    body: `${position} at the company.`,
    position,
    department,
    level,
    summary: `${position}: a role in ${department}, ${level}, described in a sentence or two.`,
    locations: [{ name: place }],
    employmentType: "FULL_TIME",
    workplaceType: workplaces[workplace],
    datePosted: "2026-01-05",
    ...(closes && { closingDate: closes }),
    seo: { title: `Role: ${position}`, description: `${position}, ${department}: apply on the site.` },
  };
}

/** Writes the roles the server reads, as a release keeps them ("publishing" a vacancy). */
export const publish = (file, vacancies) =>
  writeFileSync(file, JSON.stringify({ source: "test", loadedAt: new Date().toISOString(), vacancies }));

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
  const service = createAlerts({ store, options: settings.alerts, forms, domain: "miselabs.example" });
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
