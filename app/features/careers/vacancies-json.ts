import { absoluteUrl, paths } from "~/config/paths";
import { slugify } from "~/lib/slug";
import { placeText } from "~/content/place-text";
import { workplaceLabels } from "./vacancy-summary";
import type { Vacancy } from "~/content/collections/vacancies";

/** One open vacancy as the vacancy alerts read it (the server's digest and the sign-up page's choices). */
export type AlertVacancy = {
  slug: string;
  title: string;
  department: string;
  departmentId: string;
  level: string;
  levelId: string;
  /** Display text, also what a subscriber's location words are matched against: "Colombo, Sri Lanka · Hybrid". */
  location: string;
  /** The last day applications are taken (YYYY-MM-DD), or null when the role stays open until filled. */
  closes: string | null;
  url: string;
};

/**
 * "Houston, TX, United States · Remote": city, region, country name and workplace; several places separated by
 * semicolons ("Colombo, Sri Lanka; Kandy, Sri Lanka · Hybrid"); a place the ATS names in its own words as it
 * writes it ("EMEA · Remote"); a role with no place, its workplace alone.
 */
export function locationText(vacancy: Pick<Vacancy, "locations" | "workplaceType">): string {
  const places = vacancy.locations.map(placeText).filter(Boolean);
  return [places.join("; "), workplaceLabels[vacancy.workplaceType]].filter(Boolean).join(" · ");
}

export function toAlertVacancy(vacancy: Vacancy): AlertVacancy {
  return {
    slug: vacancy.slug,
    title: vacancy.position,
    department: vacancy.department,
    departmentId: slugify(vacancy.department),
    level: vacancy.level,
    levelId: slugify(vacancy.level),
    location: locationText(vacancy),
    closes: vacancy.closingDate ?? null,
    url: absoluteUrl(paths.career(vacancy.slug)),
  };
}

/** The body of /careers/vacancies.json: the vacancies open on the day of the build. */
export const vacanciesJson = (open: Vacancy[]) => JSON.stringify({ vacancies: open.map(toAlertVacancy) });
