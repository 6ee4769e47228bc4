/** The careers filter. "All" means no filter; otherwise values must match exactly. */
export const ALL_DEPARTMENTS = "All Departments";
export const ALL_LEVELS = "All Levels";

export type CareerFilter = { department: string; level: string };
export const emptyFilter: CareerFilter = { department: ALL_DEPARTMENTS, level: ALL_LEVELS };

type Filterable = { department: string; level: string };

export function filterVacancies<T extends Filterable>(vacancies: readonly T[], filter: CareerFilter): T[] {
  return vacancies.filter(
    (vacancy) =>
      (filter.department === ALL_DEPARTMENTS || vacancy.department === filter.department) &&
      (filter.level === ALL_LEVELS || vacancy.level === filter.level),
  );
}

const levelOrder = ["Junior", "Mid-Senior", "Senior"];

/** The dropdown options: "All ..." followed by the distinct values in the data. */
export function filterOptions(vacancies: readonly Filterable[]) {
  const departments = [...new Set(vacancies.map((v) => v.department))].sort((a, b) => a.localeCompare(b));
  const levels = [...new Set(vacancies.map((v) => v.level))].sort(
    (a, b) => levelOrder.indexOf(a) - levelOrder.indexOf(b) || a.localeCompare(b),
  );
  return { departments: [ALL_DEPARTMENTS, ...departments], levels: [ALL_LEVELS, ...levels] };
}

/** Reads the applied filter from the URL (`?department=…&level=…`); absent or empty means "All". */
export function filterFromSearch(search: URLSearchParams): CareerFilter {
  return {
    department: search.get("department")?.trim() || ALL_DEPARTMENTS,
    level: search.get("level")?.trim() || ALL_LEVELS,
  };
}

/** The query string for an applied filter; "All" values are left out so the plain list stays "/careers". */
export function filterToSearch(filter: CareerFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.department !== ALL_DEPARTMENTS) query.department = filter.department;
  if (filter.level !== ALL_LEVELS) query.level = filter.level;
  return query;
}

export function isFiltered(filter: CareerFilter): boolean {
  return filter.department !== ALL_DEPARTMENTS || filter.level !== ALL_LEVELS;
}
