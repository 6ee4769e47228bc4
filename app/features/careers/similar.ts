import type { Vacancy } from "~/content/collections/vacancies";

/** Open roles most like `vacancy`: same discipline first, then same department, then same level. */
export function similarVacancies(vacancy: Vacancy, open: readonly Vacancy[], limit = 3): Vacancy[] {
  const score = (other: Vacancy) =>
    (other.discipline && other.discipline === vacancy.discipline ? 4 : 0) +
    (other.department === vacancy.department ? 2 : 0) +
    (other.level === vacancy.level ? 1 : 0);
  return open
    .filter((other) => other.slug !== vacancy.slug)
    .map((other) => ({ other, points: score(other) }))
    .sort((a, b) => b.points - a.points || b.other.datePosted.localeCompare(a.other.datePosted))
    .slice(0, limit)
    .map(({ other }) => other);
}
