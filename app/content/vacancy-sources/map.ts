import { mappingKey, vacancyMapping } from "../../config/vacancy-mapping.ts";
import { site, siteTimeZone } from "../../config/site.ts";
import { clip } from "../../lib/format.ts";
import { slugify } from "../../lib/slug.ts";
import { dayIn } from "../../lib/time-zone.ts";
import { vacancyCollection, vacancySchema, type Place, type Vacancy } from "../collections/vacancies.ts";
import { roleSlug } from "../role-slug.ts";
import { fieldPath } from "../validate.ts";
import { sanitizeDescription, textOf } from "./sanitize.ts";
import type { AtsJob } from "./adapter.ts";
import { adapterFor } from "./adapters.ts";

const jobName = (job: AtsJob) => `${adapterFor(job.system)?.name ?? job.system} job ${job.id}`;

/** A role that cannot be published. */
class MappingError extends Error {
  constructor(job: AtsJob, field: string, problem: string) {
    super(`${jobName(job)}: ${field}: ${problem}`);
  }
}

type Guesses = (field: string, guess: string) => void;

const table = <V>(rows: Record<string, V>) =>
  new Map(Object.entries(rows).map(([name, value]) => [mappingKey(name), value]));
const departments = table<{ department: string; discipline?: string }>(vacancyMapping.departments);
const levelNames = table<string>(vacancyMapping.level.names);
const places = table<Omit<Place, "name">>(vacancyMapping.places);

/** Region codes Intl names that are no country: the EU, the eurozone, the UN, test and unknown regions. */
const notCountries = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);

/** Country names, codes and short forms -> the current ISO 3166 code (an alias such as "UK" reads as GB). */
const countries = (() => {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const byName = new Map<string, string>();
  for (const first of "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for (const second of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
      const code = first + second;
      const name = names.of(code);
      const current = Intl.getCanonicalLocales(`und-${code}`)[0]!.slice(4);
      if (name && name !== code && !notCountries.has(current)) {
        byName.set(mappingKey(name), current);
        byName.set(mappingKey(code), current);
      }
    }
  // Written after the codes: "UK" is itself a code Intl reads (as an alias of GB).
  const aliases = { usa: "US", "united states of america": "US", uk: "GB", england: "GB" };
  for (const [name, code] of Object.entries(aliases)) byName.set(name, code);
  return byName;
})();
const countryCode = (name?: string | null) => (name ? countries.get(mappingKey(name)) : undefined);

const workplaceWords = /\b(remote|hybrid|on-?site|in[- ]office)\b/gi;
/** "London / Dublin", "Colombo or Kandy", "Austin; Denver". */
const placeSeparators = /\s+(?:\/|\||&|or|and)\s+|\s*;\s*/i;

/** "Remote - Europe" -> "Europe", "Remote" -> "". */
const coreOf = (name: string) =>
  name
    .replace(workplaceWords, " ")
    .replace(/[()[\]]/g, " ")
    .replace(/^[\s,:–—-]+|[\s,:–—-]+$/g, "")
    .replace(/\s*[–—]\s*|\s+-\s+/g, " - ")
    .replace(/\s+/g, " ")
    .trim();

/** Names of regions wider than a country, never read as a city: "EMEA", "Europe", "Worldwide". */
const regionWords = new Set(
  "emea,apac,apj,latam,amer,americas,north america,south america,latin america,central america,europe,eu,european union,asia,asia pacific,africa,middle east,oceania,nordics,dach,benelux,worldwide,global,anywhere,international"
    .split(",")
    .map(mappingKey),
);

/**
 * "Colombo, Sri Lanka", "Austin, TX, United States", a country alone, or, in the ATS's `country`, a bare city or
 * "City, Region" ("Toronto, ON" + CA); else undefined ("EMEA" is no city).
 */
function readPlace(core: string, country?: string): Place | undefined {
  const parts = core.split(",").map((part) => part.trim());
  const named = parts.filter(Boolean);
  const last = named.length >= 2 ? countryCode(named.at(-1)) : undefined;
  if (last && named[0]!.length >= 2)
    return { city: named[0]!, ...(named.length > 2 ? { region: named.slice(1, -1).join(", ") } : {}), country: last };
  if (countryCode(core)) return { country: countryCode(core)! };
  if (!country || placeSeparators.test(core) || regionWords.has(mappingKey(core))) return undefined;
  if (parts.length > 2 || parts.some((part) => part.length < 2)) return undefined;
  return { city: parts[0]!, ...(parts[1] ? { region: parts[1] } : {}), country };
}

/** A place without inventing a part: the mapping's row, the ATS's address, the name read, else a guess. */
export function placeOf({ name, address }: AtsJob["places"][number], guess: Guesses = () => {}) {
  const core = coreOf(name);
  const listed = places.get(mappingKey(name)) ?? places.get(mappingKey(core));
  if (listed) return listed as Place;
  const country = countryCode(address?.country);
  const city = address?.city?.trim() || undefined;
  const region = address?.region?.trim() || undefined;
  const parts = Object.fromEntries(Object.entries({ city, region, country }).filter(([, part]) => part)) as Place;
  if (city && country) return parts;
  const read = readPlace(core, city ? undefined : country);
  if (read) return read;
  // Only a workplace ("Remote"): the ATS's city or country, if any, is all there is to say.
  if (!core && !region) return city || country ? parts : undefined;
  const shown = core || name.trim();
  const known = Object.keys(parts);
  guess(
    "location",
    `"${name}" is not read as a city and a country; shown as "${shown}"${known.length ? ` with the ATS's ${known.join(" and ")}` : ""}`,
  );
  return { name: shown.slice(0, 120), ...parts } satisfies Place;
}

/** The role's places: each of the ATS's names, one split into several when each part is a city and a country. */
function placesOf(job: AtsJob, guess: Guesses): Place[] {
  const found: Place[] = [];
  for (const place of job.places) {
    const pieces = place.address ? [] : coreOf(place.name).split(placeSeparators);
    const each = pieces.length > 1 ? pieces.map((piece) => readPlace(piece)) : [];
    if (each.length > 1 && each.every((piece) => piece?.city)) found.push(...(each as Place[]));
    else {
      const one = placeOf(place, guess);
      if (one) found.push(one);
    }
  }
  const unique = new Map(found.map((place) => [JSON.stringify(place), place]));
  return [...unique.values()];
}

function workplaceOf(job: AtsJob): Vacancy["workplaceType"] {
  const said = job.workplace?.toLowerCase().replace(/[^a-z]/g, "");
  if (said === "onsite") return "on-site";
  if (said === "hybrid" || said === "remote") return said;
  const names = job.places.map((place) => place.name).join(" ");
  if (/\bhybrid\b/i.test(names)) return "hybrid";
  return /\bremote\b/i.test(names) ? "remote" : "on-site";
}

/** The site's contract types by the ATS's words for them, written without spaces, dashes or case. */
const employmentTypes = new Map<string, Vacancy["employmentType"]>(
  Object.entries({
    FULL_TIME: "fulltime permanent",
    PART_TIME: "parttime",
    CONTRACTOR: "contract contractor freelance",
    INTERN: "intern internship",
    TEMPORARY: "temporary temp fixedterm",
  }).flatMap(([type, words]) => words.split(" ").map((word) => [word, type as Vacancy["employmentType"]] as const)),
);

/** Full time when the ATS names no contract, or one the site does not know. */
function employmentOf(job: AtsJob, guess: Guesses): Vacancy["employmentType"] {
  const type = employmentTypes.get((job.employment || "full time").toLowerCase().replace(/[^a-z]/g, ""));
  if (!type) guess("employment type", `"${job.employment}" is not a contract type the site knows; shown as full-time`);
  return type ?? "FULL_TIME";
}

function levelOf(job: AtsJob, guess: Guesses): Vacancy["level"] {
  const { titleWords, default: fallback } = vacancyMapping.level;
  const named = job.level ? levelNames.get(mappingKey(job.level)) : undefined;
  if (named) return named as Vacancy["level"];
  const words = new Set(job.title.toLowerCase().split(/[^a-z]+/));
  const row = titleWords.find((candidate) => candidate.words.some((word) => words.has(word)));
  const level = row?.level ?? fallback;
  if (job.level)
    guess(
      "level",
      `"${job.level}" is not in the level names of the mapping; shown as ${level} (${row ? "from the title" : "the default"})`,
    );
  return level;
}

/** The list's one or two sentences, from the description's first paragraphs (at least 40 characters). */
function summaryOf(job: AtsJob, body: string, title: string, guess: Guesses): string {
  const paragraphs = [...body.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => textOf(match[1] ?? ""));
  let summary = "";
  for (const paragraph of paragraphs) {
    summary = summary ? `${summary} ${paragraph}` : paragraph;
    if (summary.length >= 40) return clip(summary, 300);
  }
  const text = textOf(body).replace(/\s+/g, " ").trim();
  if (text.length >= 40) {
    guess("description", "has no paragraph of 40 characters or more; the summary is the start of its text");
    return clip(text, 300);
  }
  guess("description", "is too short to summarise; the summary names the role and the company");
  const written = `${title}, a role at ${site.name}.${text ? ` ${text}` : ""}`;
  return clip(written.length >= 40 ? written : `${written} Read the role's page for the details.`, 300);
}

function departmentOf(job: AtsJob, guess: Guesses): { department: string; discipline?: string } {
  const name = job.department?.replace(/\s+/g, " ").trim().slice(0, 80);
  const mapped = name ? departments.get(mappingKey(name)) : undefined;
  if (mapped) return mapped;
  const discipline = vacancyMapping.defaultDiscipline;
  const where = discipline ? `on the discipline page "${discipline}"` : "on no discipline page";
  guess(
    "department",
    name
      ? `"${name}" is not in the mapping; shown as the ATS names it, ${where}`
      : `the role has none; shown as "${vacancyMapping.noDepartment}", ${where}`,
  );
  return { department: name || vacancyMapping.noDepartment, ...(discipline ? { discipline } : {}) };
}

/** One role as a schema-checked vacancy; `taken` holds the slugs so far: a second title gets its place or id. */
export function toVacancy(job: AtsJob, taken: Set<string>, warnings: string[] = []): Vacancy {
  const guess: Guesses = (field, text) => warnings.push(`${jobName(job)}: ${field}: ${text}`);
  for (const { field, text } of job.guesses ?? []) guess(field, text);
  if (!job.id.trim()) throw new MappingError(job, "id", "the role has none");
  const title = job.title.replace(/\s+/g, " ").trim();
  if (!title) throw new MappingError(job, "title", "the role has none");
  const body = sanitizeDescription(job.html);
  if (!body) throw new MappingError(job, "description", "is empty");
  const { department, discipline } = departmentOf(job, guess);
  const locations = placesOf(job, guess);
  const workplaceType = workplaceOf(job);
  if (locations.length === 0)
    guess("location", workplaceType === "remote" ? "the remote role names no country or region" : "the role has none");
  const summary = summaryOf(job, body, title, guess);
  const idSlug = roleSlug(job.id);
  const base = roleSlug(title) || idSlug;
  if (!roleSlug(title)) guess("title", `has no letter or digit for the role's address; its page is ${base}`);
  const first = locations[0];
  const place = slugify(first ? (first.city ?? first.name ?? first.country ?? "") : "");
  const slug = [base, ...(place ? [`${base}-${place}`] : []), `${base}-${idSlug}`].find(
    (candidate) => !taken.has(candidate),
  );
  if (!slug) throw new MappingError(job, "id", `another role has the same id and the same title "${title}"`);
  // The instant's day in the company's time zone; a value that is not a date is a guess.
  const dayOf = (value: string | number | null | undefined, field: string, instead: string) => {
    const time = typeof value === "number" ? value : Date.parse(value ?? "");
    if (Number.isFinite(time)) return dayIn(time, siteTimeZone);
    if (value != null) guess(field, `"${value}" is not a date; ${instead}`);
  };
  const today = dayIn(Date.now(), siteTimeZone);
  const posted = dayOf(job.posted, "date posted", `shown as posted today (${today})`) ?? today;
  const modified = dayOf(job.modified, "date changed", "the posting date stands for it");
  const closing = dayOf(job.closing, "closing date", "the role is listed until the ATS closes it");
  const unsupported = job.unsupported ?? [];
  const data = {
    position: title,
    department,
    ...(discipline ? { discipline } : {}),
    level: levelOf(job, guess),
    summary,
    locations,
    employmentType: employmentOf(job, guess),
    workplaceType,
    datePosted: posted,
    ...(closing ? { closingDate: closing } : {}),
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
    seo: { title: clip(title, 70), description: clip(summary, 160) },
  };
  const result = vacancySchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new MappingError(job, fieldPath(issue.path, data), issue.message);
  }
  taken.add(slug);
  return { ...result.data, slug, body };
}

/** Every role as a vacancy, or one error listing every role that cannot be published, so one build shows them all. */
export function toVacancies(
  jobs: AtsJob[],
  {
    warn = () => {},
    strict = ["1", "true", "yes"].includes(process.env.VACANCIES_STRICT?.trim().toLowerCase() ?? ""),
  }: { warn?: (line: string) => void; strict?: boolean } = {},
): Vacancy[] {
  const taken = new Set<string>();
  const problems: string[] = [];
  const warnings: string[] = [];
  const vacancies: Vacancy[] = [];
  for (const job of jobs) {
    try {
      vacancies.push(toVacancy(job, taken, warnings));
    } catch (error) {
      if (!(error instanceof MappingError)) throw error;
      problems.push(error.message);
    }
  }
  if (strict) problems.push(...warnings);
  if (problems.length)
    throw new Error(
      `Vacancies: ${problems.length} problem(s) stop the build${strict ? " (VACANCIES_STRICT=1: every guess is one)" : ""}:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  for (const line of warnings) warn(line);
  return vacancies.sort((a, b) => vacancyCollection.compare(a, b) || a.slug.localeCompare(b.slug));
}
