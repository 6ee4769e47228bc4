import { z } from "zod";
import { siteTimeZone } from "../../config/site.ts";
import { dayIn } from "../../lib/time-zone.ts";
import type { Entry, MarkdownCollection } from "../markdown.ts";
import { questionsSchema } from "../questions.ts";
import { roleSlug } from "../role-slug.ts";
import { departmentName, departments, isoDate, levelSchema, seoSchema, slug } from "../schemas.ts";

/** An ATS's own page for a role: http or https. */
const webUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) address" });

/**
 * One place a role is based at: a city and its country (a Markdown vacancy names both), or, from an ATS, the
 * place as the ATS writes it (`name`: "EMEA", "Toronto, ON") with whichever of the parts the ATS gave.
 */
const placeSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2)
      .max(120)
      .optional()
      .describe("The place as the ATS writes it, when it is not read as a city and country; set by an ATS loader"),
    city: z.string().min(2).optional().describe("The city of the office"),
    region: z.string().min(2).optional().describe("State or province, when it helps"),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, "must be an ISO 3166 country code such as LK")
      .optional()
      .describe("ISO 3166 country code (LK)"),
  })
  .strict()
  .refine((place) => place.name || place.city || place.country, { message: "needs a city and a country" });

export const payPeriods = ["hour", "day", "week", "month", "year"] as const;

/** A pay range: amounts in the currency's main unit (rupees, not cents), for the period named. */
const salarySchema = z
  .object({
    min: z.number().positive().describe("The lowest pay offered"),
    max: z.number().positive().describe("The highest pay offered; the same as min for a single figure"),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as LKR")
      .describe("ISO 4217 currency code"),
    period: z.enum(payPeriods).describe("What the amounts are paid for: hour, day, week, month or year"),
  })
  .strict()
  .refine((salary) => salary.min <= salary.max, { path: ["max"], message: "must not be below min" });

/**
 * Where an ATS loader found the role, for handing applications to that ATS: its job id, its own page, and the ATS's
 * field name for each question id. Markdown vacancies have none; no page reads it.
 */
const atsSchema = z
  .object({
    // One of the ATS adapters' names (vacancy-sources/adapters.ts), which the server checks against its own.
    system: z.string().regex(/^[a-z]+$/),
    id: z.string().min(1),
    url: webUrl,
    fields: z
      .record(
        z.string(),
        z.object({ name: z.string().min(1), values: z.record(z.string(), z.string()).optional() }).strict(),
      )
      .optional(),
    consent: z.array(z.string().min(1)).optional(),
  })
  .strict()
  .describe(
    "Set by an ATS loader: the ATS, the job's id there, its page, each question's field name (with the ATS's value for each option), and the fields that record the candidate's consent",
  );

/** Front matter of one vacancy. The body is the Markdown description (The Big Picture, Responsibilities...). */
export const vacancySchema = z
  .object({
    position: z.string().min(3).max(80).describe("The job title; the file is named after its slug"),
    department: departmentName.describe(
      "The department the role belongs to (the careers filter): one of the site's (schemas.ts `departments`) in a Markdown file; the ATS's own name for a role from an ATS",
    ),
    discipline: slug
      .optional()
      .describe(
        "The id of the discipline page that lists the role (app/config/disciplines.ts); a role from an ATS whose department the mapping does not know has none",
      ),
    level: levelSchema.describe("Seniority, shown as the badge"),
    summary: z.string().min(40).max(400).describe("One or two sentences for the list and the feeds"),
    locations: z
      .array(placeSchema)
      .describe(
        "Where the role is based: one place or several, the first shown first (a remote role from an ATS may name none)",
      ),
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
      .describe(
        "The day the role last changed, for feeds and search engines; an ATS loader sets it, else the file's last commit",
      ),
    salary: salarySchema
      .optional()
      .describe("The pay range, shown on the page and the list and given to search engines"),
    questions: questionsSchema
      .optional()
      .describe("Questions the application form asks for this role, after the standard fields"),
    applyUrl: webUrl
      .optional()
      .describe(
        "Apply on this page instead of the site's form: an ATS loader sets it when the role asks a question the form cannot show",
      ),
    ats: atsSchema.optional(),
    seo: seoSchema,
  })
  .strict();

export type Vacancy = Entry<typeof vacancySchema>;
export type Place = z.output<typeof placeSchema>;
export type Salary = z.output<typeof salarySchema>;
export type PayPeriod = (typeof payPeriods)[number];

/**
 * What a Markdown vacancy must say that a role from an ATS may leave out or name in the ATS's words: one of the
 * site's departments, a discipline, and at least one place with a city and a country code.
 */
function checkMarkdownVacancy(vacancy: Vacancy): string | undefined {
  const slug = roleSlug(vacancy.position);
  if (!slug) return "position: needs a letter or a digit for the role's address";
  if (vacancy.slug !== slug) return `position: the file must be named ${slug}.md`;
  if (!(departments as readonly string[]).includes(vacancy.department))
    return `department: "${vacancy.department}" is not one of ${departments.join(", ")}`;
  if (!vacancy.discipline) return "discipline: required (the id of a discipline page, app/config/disciplines.ts)";
  if (vacancy.locations.length === 0) return "locations: name at least one place";
  const index = vacancy.locations.findIndex((place) => place.name !== undefined || !place.city || !place.country);
  if (index >= 0) return `locations.${index}: a place of a Markdown vacancy is a city and a country code, no name`;
  return undefined;
}

/** Open roles: one Markdown file each in app/content/vacancies/, named after the position's slug (roleSlug). */
export const vacancyCollection: MarkdownCollection<typeof vacancySchema> = {
  folder: "vacancies",
  schema: vacancySchema,
  compare: (a, b) => b.datePosted.localeCompare(a.datePosted),
  check: checkMarkdownVacancy,
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
