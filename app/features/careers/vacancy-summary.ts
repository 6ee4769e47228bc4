import { closesAt } from "./closing";
import type { Vacancy } from "~/content/collections/vacancies";
import { payText } from "~/lib/pay";
import { citiesOf } from "~/content/place-text";

/**
 * What the careers list needs of a vacancy, and what "Read More" passes as navigation state. `closesAt`
 * (closing.ts) lets a list drop a role that has closed since the build; `cities` and `pay` come written out.
 */
export type VacancySummary = Pick<
  Vacancy,
  "slug" | "position" | "department" | "level" | "summary" | "workplaceType" | "employmentType" | "datePosted"
> & { cities: string; pay?: string; closesAt?: number };

export { citiesOf } from "~/content/place-text";

export function toSummary(vacancy: Vacancy): VacancySummary {
  const { slug, position, department, level, summary, workplaceType, employmentType, datePosted, salary } = vacancy;
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
    cities: citiesOf(vacancy),
    ...(salary ? { pay: payText(salary) } : {}),
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

/** "Colombo · Hybrid", "EMEA · Remote", or "Remote" alone for a role that names no place. */
export const whereText = (cities: string, workplace: Vacancy["workplaceType"]) =>
  [cities, workplaceLabels[workplace]].filter(Boolean).join(" · ");
