import { existsSync } from "node:fs";
import { join } from "node:path";
import { readVacancies } from "../../app/content/read-collection.ts";
import { parseVacancySource, readStore, releasedStore } from "../../app/content/vacancy-sources/source.ts";

/**
 * Vacancies by slug, from where the build read them, so run the server with the same VACANCIES_FROM as the
 * build: an application for a slug not in it is refused. Roles from an ATS are read from the release being served
 * (`release`, its folder) where it keeps them, so the forms take exactly the roles its pages show.
 */
export function loadVacancies(release = null) {
  const source = parseVacancySource();
  const kept = release && source.kind !== "markdown" ? join(release, releasedStore) : null;
  const roles = kept && existsSync(kept) ? readStore(source, kept) : readVacancies();
  return new Map(roles.map((vacancy) => [vacancy.slug, vacancy]));
}
