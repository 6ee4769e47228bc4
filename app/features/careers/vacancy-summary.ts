import type { Vacancy } from "~/content/collections/vacancies";

/** What the careers list needs of a vacancy, and what "Read More" passes as navigation state. */
export type VacancySummary = Pick<
  Vacancy,
  "slug" | "position" | "department" | "level" | "summary" | "workplaceType" | "employmentType" | "datePosted"
> & { city: string };

export function toSummary(vacancy: Vacancy): VacancySummary {
  const { slug, position, department, level, summary, workplaceType, employmentType, datePosted, location } = vacancy;
  return { slug, position, department, level, summary, workplaceType, employmentType, datePosted, city: location.city };
}

export const workplaceLabels: Record<Vacancy["workplaceType"], string> = {
  "on-site": "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

export const employmentLabels: Record<Vacancy["employmentType"], string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  INTERN: "Internship",
  TEMPORARY: "Temporary",
};
