import { z } from "zod";
import { siteTimeZone } from "../../config/site.ts";
import { slugify } from "../../lib/slug.ts";
import { dayIn } from "../../lib/time-zone.ts";
import type { Entry, MarkdownCollection } from "../markdown.ts";
import { departmentSchema, isoDate, levelSchema, seoSchema, slug } from "../schemas.ts";

/** Front matter of one vacancy. The body is the Markdown description (The Big Picture, Responsibilities...). */
const schema = z
  .object({
    position: z.string().min(3).max(80).describe("The job title; the file is named after its slug"),
    department: departmentSchema.describe("The department the role belongs to (the careers filter)"),
    discipline: slug.describe("The id of the discipline page that lists the role (app/config/disciplines.ts)"),
    level: levelSchema.describe("Seniority, shown as the badge"),
    summary: z.string().min(40).max(400).describe("One or two sentences for the list and the feeds"),
    location: z
      .object({
        city: z.string().min(2).describe("The city of the office"),
        region: z.string().min(2).optional().describe("State or province, when it helps"),
        country: z.string().length(2).describe("ISO 3166 country code (LK)"),
      })
      .strict()
      .describe("Where the role is based"),
    employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN", "TEMPORARY"]).describe("Contract type"),
    workplaceType: z.enum(["on-site", "hybrid", "remote"]).describe("On-site, hybrid or remote"),
    datePosted: isoDate.describe("Publication date; the list shows the newest first"),
    closingDate: isoDate
      .optional()
      .describe(
        "Last day to apply, in the company's time zone; after it the role leaves the lists and its page shows it closed, by itself",
      ),
    lastModified: isoDate
      .optional()
      .describe("The day the role last changed, for feeds and search engines; by default the file's last commit"),
    seo: seoSchema,
  })
  .strict();

export type Vacancy = Entry<typeof schema>;

/** Open roles: one Markdown file each in app/content/vacancies/, named after the position's slug. */
export const vacancyCollection: MarkdownCollection<typeof schema> = {
  folder: "vacancies",
  schema,
  compare: (a, b) => b.datePosted.localeCompare(a.datePosted),
  check: (vacancy) =>
    vacancy.slug === slugify(vacancy.position)
      ? undefined
      : `position: the file must be named ${slugify(vacancy.position)}.md`,
};

/**
 * Today's date as YYYY-MM-DD in the company's time zone (`siteTimeZone`): a role closes at the end of its
 * closing date there. The build lists the roles open on the day it runs; pages check again on the visitor's
 * clock (`closesAt`, app/features/careers/closing.ts), so a role that closes between two builds leaves them.
 */
export function today(now = new Date()): string {
  return dayIn(now.getTime(), siteTimeZone);
}

export function isOpen(vacancy: Pick<Vacancy, "closingDate">, on = today()): boolean {
  return !vacancy.closingDate || vacancy.closingDate >= on;
}
