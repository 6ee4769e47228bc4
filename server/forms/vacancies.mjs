import { readVacancies } from "../../app/content/read-collection.ts";

/**
 * Vacancies by slug, from where the build read them, so run the server with the same VACANCIES_FROM as the
 * build: an application for a slug not in it is refused.
 */
export function loadVacancies() {
  return new Map(readVacancies().map((vacancy) => [vacancy.slug, vacancy]));
}
