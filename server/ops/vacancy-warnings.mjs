import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What the build's load of the vacancies guessed (a department or place the mapping does not know: README
 * "Vacancies from your ATS"), kept beside the build and outside its public folder: `build/vacancy-warnings.json`,
 * `{ source, loadedAt, warnings: string[] }`. Postbuild writes it; the server logs it at start and at each reload,
 * and the operators' summary lists it.
 */
export const vacancyWarningsFile = (buildDir) => join(buildDir, "vacancy-warnings.json");

/** Written by postbuild for every build, an empty list for Markdown, so a build's file never speaks of another. */
export function writeVacancyWarnings(buildDir, { source, loadedAt = null, warnings }) {
  writeFileSync(vacancyWarningsFile(buildDir), `${JSON.stringify({ source, loadedAt, warnings }, null, 2)}\n`);
}

/** The build's warnings, or none when the build has no such file (an older build) or it cannot be read. */
export function readVacancyWarnings(buildDir) {
  try {
    const data = JSON.parse(readFileSync(vacancyWarningsFile(buildDir), "utf8"));
    const warnings = Array.isArray(data?.warnings) ? data.warnings.filter((line) => typeof line === "string") : [];
    return { source: typeof data?.source === "string" ? data.source : "", warnings };
  } catch {
    return { source: "", warnings: [] };
  }
}

/** The warnings as log lines: a count, then each (the first `max`), so a board of many guesses stays readable. */
export function vacancyWarningLines({ source, warnings }, max = 50) {
  if (!warnings.length) return [];
  return [
    `vacancies: the build published ${warnings.length} guess(es) about roles from ${source || "the ATS"}; add rows to app/config/vacancy-mapping.ts to correct them`,
    ...warnings.slice(0, max).map((line) => `vacancies: ${line}`),
    ...(warnings.length > max ? [`vacancies: and ${warnings.length - max} more in vacancy-warnings.json`] : []),
  ];
}
