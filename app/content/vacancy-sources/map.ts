import { mappingKey, vacancyMapping } from "../../config/vacancy-mapping.ts";
import { siteTimeZone } from "../../config/site.ts";
import { slugify } from "../../lib/slug.ts";
import { dayIn } from "../../lib/time-zone.ts";
import { vacancyCollection, vacancySchema, type Place, type Salary, type Vacancy } from "../collections/vacancies.ts";
import type { Question } from "../questions.ts";
import { fieldPath } from "../validate.ts";
import { sanitizeDescription, textOf } from "./sanitize.ts";
import { adapterFor } from "./adapters.ts";
import type { AtsSystem } from "./source.ts";

/** The ATS as people write it ("Greenhouse"), for messages. */
const atsName = (system: AtsSystem) => adapterFor(system)?.name ?? system;

/** A postal address as an ATS gives one: any part may be missing; the country by code or English name. */
export type AtsAddress = { city?: string; region?: string; country?: string };

/** One role as an ATS loader reads it, before the site's mapping (vacancy-mapping.ts) places it. */
export type AtsJob = {
  system: AtsSystem;
  id: string;
  title: string;
  /** The department's name in the ATS. */
  department?: string;
  /** The value of the role's level field, when the ATS has one. */
  level?: string;
  /** Each place by the ATS's name for it, with its address when the ATS gives one. */
  places: { name: string; address?: AtsAddress }[];
  /** When the ATS says; otherwise read from the location names ("Remote - Sri Lanka"). */
  workplace?: Vacancy["workplaceType"];
  /** The ATS's words for the contract ("Full-time", "FullTime"); full time when it has none. */
  employment?: string;
  /** Instants (ISO 8601 or milliseconds); the site keeps their day in the company's time zone. */
  posted: string | number;
  modified?: string | number;
  closing?: string | number;
  salary?: Salary;
  /** The description as the ATS's HTML, not yet sanitised. */
  html: string;
  /** The role's page on the ATS. */
  url: string;
  questions?: Question[];
  /** The ATS's field for each question id: its name, and its value for each option when the ATS has its own. */
  fields?: Record<string, { name: string; values?: Record<string, string> }>;
  /** Questions the site's form cannot show ("label (kind)"): the role then links to its page on the ATS. */
  unsupported?: string[];
  /** The ATS's fields that record the candidate's consent to their details being used for the application. */
  consent?: string[];
};

/** A role the mapping cannot place: its ATS, id, field and why. */
export class MappingError extends Error {
  constructor(job: Pick<AtsJob, "system" | "id">, field: string, problem: string) {
    super(`${atsName(job.system)} job ${job.id}: ${field}: ${problem}`);
  }
}

const table = <V>(rows: Record<string, V>) =>
  new Map(Object.entries(rows).map(([name, value]) => [mappingKey(name), value]));
const departments = table<{ department: string; discipline: string }>(vacancyMapping.departments);
const levelNames = table<string>(vacancyMapping.level.names);
const places = table<Place>(vacancyMapping.places);

/** Every country's English name and code, and the common short forms, -> its ISO 3166 code. */
const countries = (() => {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const byName = new Map<string, string>();
  for (const first of "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for (const second of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
      const code = first + second;
      const name = names.of(code);
      if (name && name !== code) {
        byName.set(mappingKey(name), code);
        byName.set(mappingKey(code), code);
      }
    }
  // Written after the codes: "UK" is itself a code Intl reads (as an alias of GB).
  for (const [name, code] of [
    ["usa", "US"],
    ["united states of america", "US"],
    ["uk", "GB"],
    ["england", "GB"],
  ])
    byName.set(name!, code!);
  return byName;
})();
const countryCode = (name?: string) => (name ? countries.get(mappingKey(name)) : undefined);

const workplaceWords = /\b(remote|hybrid|on-?site|in[- ]office)\b/gi;

/** "Colombo, Sri Lanka", "Austin, TX, United States", "Remote - Sri Lanka" (through the table)... -> a place. */
export function placeOf(job: AtsJob, { name, address }: AtsJob["places"][number]): Place {
  const listed = places.get(mappingKey(name));
  if (listed) return listed;
  const country = countryCode(address?.country);
  if (address?.city && country)
    return { city: address.city, ...(address.region ? { region: address.region } : {}), country };
  const words = name.replace(workplaceWords, " ").replace(/[()[\]|/-]/g, " ");
  const parts = words
    .split(",")
    .map((part) => part.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  const found = parts.length >= 2 ? countryCode(parts.at(-1)) : undefined;
  const city = parts[0];
  if (found && city && city.length >= 2)
    return { city, ...(parts.length > 2 ? { region: parts.slice(1, -1).join(", ") } : {}), country: found };
  const stripped = places.get(mappingKey(parts.join(", ")));
  if (stripped) return stripped;
  throw new MappingError(
    job,
    "location",
    `"${name}" is not a "City, Country" place nor in the places of app/config/vacancy-mapping.ts`,
  );
}

function workplaceOf(job: AtsJob): Vacancy["workplaceType"] {
  if (job.workplace) return job.workplace;
  const names = job.places.map((place) => place.name).join(" ");
  if (/\bhybrid\b/i.test(names)) return "hybrid";
  return /\bremote\b/i.test(names) ? "remote" : "on-site";
}

const employmentTypes: Record<string, Vacancy["employmentType"]> = {
  fulltime: "FULL_TIME",
  permanent: "FULL_TIME",
  parttime: "PART_TIME",
  contract: "CONTRACTOR",
  contractor: "CONTRACTOR",
  freelance: "CONTRACTOR",
  intern: "INTERN",
  internship: "INTERN",
  temporary: "TEMPORARY",
  temp: "TEMPORARY",
  fixedterm: "TEMPORARY",
};

function employmentOf(job: AtsJob): Vacancy["employmentType"] {
  if (!job.employment) return "FULL_TIME";
  const type = employmentTypes[job.employment.toLowerCase().replace(/[^a-z]/g, "")];
  if (!type)
    throw new MappingError(job, "employment type", `"${job.employment}" is not a contract type the site knows`);
  return type;
}

function levelOf(job: AtsJob): Vacancy["level"] {
  const { titleWords, default: fallback } = vacancyMapping.level;
  if (job.level) {
    const named = levelNames.get(mappingKey(job.level));
    if (!named)
      throw new MappingError(job, "level", `"${job.level}" is not in the level names of app/config/vacancy-mapping.ts`);
    return named as Vacancy["level"];
  }
  const words = new Set(job.title.toLowerCase().split(/[^a-z]+/));
  const row = titleWords.find((candidate) => candidate.words.some((word) => words.has(word)));
  return row?.level ?? fallback;
}

function dayOf(job: AtsJob, field: string, instant: string | number): string {
  const time = typeof instant === "number" ? instant : Date.parse(instant);
  if (!Number.isFinite(time)) throw new MappingError(job, field, `"${instant}" is not a date`);
  return dayIn(time, siteTimeZone);
}

/** Words of `text` up to `max` characters, "…" when cut. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > max / 2 ? cut.lastIndexOf(" ") : cut.length).replace(/[\s,;:.]+$/, "")}…`;
}

/** The list's one or two sentences: the description's first paragraphs, up to 300 characters. */
function summaryOf(job: AtsJob, body: string): string {
  const paragraphs = [...body.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => textOf(match[1] ?? ""));
  let summary = "";
  for (const paragraph of paragraphs) {
    summary = summary ? `${summary} ${paragraph}` : paragraph;
    if (summary.length >= 40) break;
  }
  if (summary.length < 40)
    throw new MappingError(job, "description", "has no paragraph of 40 characters or more to summarise the role");
  return shorten(summary, 300);
}

/**
 * One role as a vacancy, validated by the vacancy schema like a Markdown file; `taken` holds the slugs given so
 * far, so two roles with one title get the city or the id after it.
 */
export function toVacancy(job: AtsJob, taken: Set<string>): Vacancy {
  const mapped = job.department ? departments.get(mappingKey(job.department)) : undefined;
  if (!mapped)
    throw new MappingError(
      job,
      "department",
      job.department
        ? `"${job.department}" is not in the departments of app/config/vacancy-mapping.ts`
        : "the role has none",
    );
  const title = job.title.trim();
  const locations = job.places.map((place) => placeOf(job, place));
  if (locations.length === 0) throw new MappingError(job, "location", "the role has none");
  const body = sanitizeDescription(job.html);
  if (!body) throw new MappingError(job, "description", "is empty");
  const summary = summaryOf(job, body);
  const base = slugify(title);
  const slug = [base, `${base}-${slugify(locations[0]!.city)}`, `${base}-${slugify(job.id)}`].find(
    (candidate) => !taken.has(candidate),
  );
  if (!slug) throw new MappingError(job, "title", `"${title}" is used by two roles with the same id`);
  const posted = dayOf(job, "date posted", job.posted);
  const modified = job.modified === undefined ? undefined : dayOf(job, "date changed", job.modified);
  const unsupported = job.unsupported ?? [];
  const data = {
    position: title,
    department: mapped.department,
    discipline: mapped.discipline,
    level: levelOf(job),
    summary,
    locations,
    employmentType: employmentOf(job),
    workplaceType: workplaceOf(job),
    datePosted: posted,
    ...(job.closing === undefined ? {} : { closingDate: dayOf(job, "closing date", job.closing) }),
    ...(modified && modified > posted ? { lastModified: modified } : {}),
    ...(job.salary ? { salary: job.salary } : {}),
    ...(job.questions?.length && !unsupported.length ? { questions: job.questions } : {}),
    ...(unsupported.length ? { applyUrl: job.url } : {}),
    ats: {
      system: job.system,
      id: job.id,
      url: job.url,
      ...(job.fields && Object.keys(job.fields).length ? { fields: job.fields } : {}),
      ...(job.consent?.length ? { consent: job.consent } : {}),
    },
    seo: { title: shorten(title, 70), description: shorten(summary, 160) },
  };
  const result = vacancySchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new MappingError(job, fieldPath(issue.path, data), issue.message);
  }
  taken.add(slug);
  return { ...result.data, slug, body };
}

/**
 * Every role as a vacancy, or one error listing each role the mapping cannot place (so one build shows them all).
 * The order is the site's: newest first, then by slug.
 */
export function toVacancies<T>(items: T[], toJob: (item: T) => AtsJob): Vacancy[] {
  const taken = new Set<string>();
  const problems: string[] = [];
  const vacancies: Vacancy[] = [];
  for (const item of items) {
    try {
      vacancies.push(toVacancy(toJob(item), taken));
    } catch (error) {
      if (!(error instanceof MappingError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length)
    throw new Error(
      `Vacancies: ${problems.length} role(s) could not be placed:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  return vacancies.sort((a, b) => vacancyCollection.compare(a, b) || a.slug.localeCompare(b.slug));
}
