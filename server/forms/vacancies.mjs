import { vacancyCollection } from "../../app/content/collections/vacancies.ts";
import { readCollection } from "../../app/content/read-collection.ts";

/**
 * Vacancy slug -> position title, read once at start from the content the site is built from, the way the
 * prerender list reads it (app/content/read-collection.ts). An unknown slug is still accepted as an
 * application, but the inbox subject then shows the slug and a refused post returns to the careers list.
 */
export function loadVacancies() {
  return new Map(readCollection(vacancyCollection).map((vacancy) => [vacancy.slug, vacancy.position]));
}
