import type { DisciplineId } from "./disciplines.ts";

/**
 * How a role read from an ATS (VACANCIES_FROM, README "Vacancies from your ATS") becomes one of the site's
 * vacancies. Names are matched without regard to case or spacing. A role that these tables cannot place stops
 * the build with the ATS's job id and the field, so fix it here (or in the ATS) rather than in code.
 */
export const vacancyMapping = {
  /**
   * The ATS's department (Greenhouse `departments[0].name`, Lever `categories.department` or else `team`, Ashby
   * `department`) -> the site's department and the discipline page that lists the role. A site department's own
   * name needs no row.
   */
  departments: {
    Engineering: { department: "Engineering", discipline: "engineering" },
    "Software Engineering": { department: "Engineering", discipline: "engineering" },
    Technology: { department: "Engineering", discipline: "engineering" },
    Design: { department: "Design", discipline: "design" },
    "Product Design": { department: "Design", discipline: "design" },
    Data: { department: "Data", discipline: "engineering" },
    "Data Science": { department: "Data", discipline: "engineering" },
    Product: { department: "Product", discipline: "engineering" },
    Marketing: { department: "Marketing", discipline: "marketing" },
    Operations: { department: "Operations", discipline: "operations" },
    Finance: { department: "Finance", discipline: "finance" },
    People: { department: "People", discipline: "hr" },
    "Human Resources": { department: "People", discipline: "hr" },
    "Talent Acquisition": { department: "People", discipline: "hr" },
    Sales: { department: "Sales", discipline: "sales" },
    Legal: { department: "Legal", discipline: "legal" },
    "Customer Success": { department: "Customer Success", discipline: "customer-success" },
    IT: { department: "IT", discipline: "it" },
  } satisfies Record<string, { department: string; discipline: DisciplineId }>,

  /**
   * Seniority: first a field of the role (Greenhouse `metadata` by this name, Lever `categories.level`), its value
   * read through `names`; then the first row of `titleWords` with a word in the title; then `default`.
   */
  level: {
    field: "Level",
    names: {
      junior: "Junior",
      entry: "Junior",
      graduate: "Junior",
      mid: "Mid-Senior",
      "mid-senior": "Mid-Senior",
      senior: "Senior",
      lead: "Senior",
    },
    titleWords: [
      { words: ["senior", "sr", "lead", "principal", "staff", "head"], level: "Senior" },
      { words: ["junior", "jr", "associate", "graduate", "intern", "trainee"], level: "Junior" },
    ],
    default: "Mid-Senior",
  },

  /**
   * The ATS's location names -> places, for names that do not read as "City, Country" or "City, Region, Country"
   * (the country by its ISO code or English name). A remote role still names a city: the office it reports to.
   */
  places: {
    Remote: { city: "Colombo", country: "LK" },
    "Remote - Sri Lanka": { city: "Colombo", country: "LK" },
    "Sri Lanka": { city: "Colombo", country: "LK" },
  } satisfies Record<string, { city: string; region?: string; country: string }>,

  /** Greenhouse's pay ranges name no period: the one its amounts are for. */
  greenhousePayPeriod: "year",
} as const;

/** "Human  resources " -> "human resources": how the tables above are matched. */
export const mappingKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
