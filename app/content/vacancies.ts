import { slugify } from "~/lib/slug";
import { loadMarkdownCollection } from "./markdown.ts";
import { vacancySchema, type Vacancy } from "./schemas.ts";

const files = import.meta.glob<string>("./vacancies/*.md", { query: "?raw", import: "default", eager: true });

/** Every vacancy, open or closed, newest first. The file name must be the slug of the position. */
export const vacancies: Vacancy[] = loadMarkdownCollection("vacancies", files, vacancySchema)
  .map((vacancy) => {
    if (vacancy.slug !== slugify(vacancy.position)) {
      throw new Error(
        `Content error in collection "vacancies", entry "${vacancy.slug}.md":\n  - position: the file must be named ${slugify(vacancy.position)}.md`,
      );
    }
    return vacancy;
  })
  .sort((a, b) => b.datePosted.localeCompare(a.datePosted));

/** Today's date as YYYY-MM-DD; a role closes at the end of its closing date. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isOpen(vacancy: Pick<Vacancy, "closingDate">, on = today()): boolean {
  return !vacancy.closingDate || vacancy.closingDate >= on;
}

export const openVacancies = (on = today()) => vacancies.filter((vacancy) => isOpen(vacancy, on));
