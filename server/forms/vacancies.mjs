import { readVacancies } from "../../app/content/read-collection.ts";

/**
 * Vacancy slug -> the vacancy (its position title, and where an ATS loader found it), read once at start from where the build read them (VACANCIES_FROM: the
 * Markdown folder, or the list `npm run build` loaded from the ATS into .cache/vacancies/), so run the
 * server with the same VACANCIES_FROM as the build. An application for a slug not in it is refused.
 */
export function loadVacancies() {
  return new Map(readVacancies().map((vacancy) => [vacancy.slug, vacancy]));
}
