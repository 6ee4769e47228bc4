import { closesAt } from "./closing";
import type { Vacancy } from "~/content/collections/vacancies";

/**
 * What the careers list needs of a vacancy, and what "Read More" passes as navigation state. `closesAt`
 * (closing.ts) lets a list drop a role that has closed since the build.
 */
export type VacancySummary = Pick<
  Vacancy,
  "slug" | "position" | "department" | "level" | "summary" | "workplaceType" | "employmentType" | "datePosted"
> & { city: string; closesAt?: number };

export function toSummary(vacancy: Vacancy): VacancySummary {
  const { slug, position, department, level, summary, workplaceType, employmentType, datePosted, location } = vacancy;
  const closes = closesAt(vacancy.closingDate);
  return {
    slug,
    position,
    department,
    level,
    summary,
    workplaceType,
    employmentType,
    datePosted,
    city: location.city,
    ...(closes === undefined ? {} : { closesAt: closes }),
  };
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
