import type { DisciplineId } from "./disciplines.ts";

/**
 * Corrections to how a role read from an ATS (VACANCIES_FROM, README "Vacancies from your ATS") is shown. Nothing
 * here is needed for a role to be published: a department, place, contract or level these tables do not know is
 * shown as the ATS writes it (or as the default named here), and the build names each such guess in a warning
 * ("Greenhouse job 4012001: department: ..."), which the server logs and the operators' summary lists. Add a row
 * when a guess should read otherwise. Names are matched without regard to case or spacing. VACANCIES_STRICT=1
 * turns every guess into an error that stops the build.
 */
export const vacancyMapping = {
  /**
   * The ATS's department (Greenhouse `departments[0].name`, Lever `categories.department` or else `team`, Ashby
   * `department`) -> the department the careers filter shows and the discipline page that lists the role. A
   * department with no row is shown by the ATS's own name, on the `defaultDiscipline` page if one is named, else on
   * no discipline page (it is still on the careers list, in search and in the feeds).
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
  } satisfies Record<string, { department: string; discipline?: DisciplineId }>,

  /** The discipline page of a role whose department has no row above; unset: such roles are on none. */
  defaultDiscipline: undefined as DisciplineId | undefined,

  /** The department shown for a role whose ATS names none. */
  noDepartment: "Other",

  /**
   * Seniority: first a field of the role (Greenhouse `metadata` by this name, Lever `categories.level`), its value
   * read through `names`; then the first row of `titleWords` with a word in the title; then `default`. A value of
   * the field with no row in `names` is read from the title (or the default) with a warning.
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
   * The ATS's location names -> places, for a name the site should read otherwise than it does. Without a row,
   * a place is the ATS's address where it gives one (Ashby's postal address, Greenhouse's office location,
   * Lever's country), else its name read as "City, Country" or "City, Region, Country" (the country by its ISO
   * code or English name) or as a country alone ("Remote - Sri Lanka"), else shown as the ATS writes it ("EMEA",
   * "Toronto, ON") with a warning. Search engines are given only the parts that are known: a row here should say
   * only what is true of every role at that name, e.g. "HQ": { city: "Colombo", country: "LK" }.
   */
  places: {} as Record<string, { city?: string; region?: string; country?: string }>,

  /** Greenhouse's pay ranges name no period: the one its amounts are for. */
  greenhousePayPeriod: "year",
} as const;

/** "Human  resources " -> "human resources": how the tables above are matched. */
export const mappingKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
