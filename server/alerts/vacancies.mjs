import { readFileSync, statSync } from "node:fs";
import { siteTimeZone } from "../../app/config/site.ts";
import { dayIn } from "../../app/lib/time-zone.ts";

/** In the company's time zone: a role is open through the whole of its closing date there, as on the site. */
export const today = (now = Date.now()) => dayIn(now, siteTimeZone);

const isText = (value) => typeof value === "string" && value !== "";

function validVacancy(entry) {
  return (
    entry !== null &&
    typeof entry === "object" &&
    ["slug", "title", "department", "departmentId", "level", "levelId", "location", "url"].every((key) =>
      isText(entry[key]),
    ) &&
    (entry.closes === null || (typeof entry.closes === "string" && /^\d{4}-\d{2}-\d{2}$/.test(entry.closes)))
  );
}

/**
 * The vacancies the alerts know, from the list the site's build writes, read again whenever the file changes so
 * a deploy that adds a vacancy is noticed by the next digest without a restart.
 */
export function createVacancySource(file) {
  let cached = null;
  let stamp = "";

  function all() {
    let stats;
    try {
      stats = statSync(file);
    } catch (error) {
      if (error.code === "ENOENT") return null;
      throw error;
    }
    const next = `${stats.mtimeMs}:${stats.size}`;
    if (next !== stamp) {
      const parsed = JSON.parse(readFileSync(file, "utf8"));
      if (!Array.isArray(parsed?.vacancies) || !parsed.vacancies.every(validVacancy))
        throw new Error(`${file} is not a vacancy list: { "vacancies": [{ "slug", "title", ... }] }`);
      cached = parsed.vacancies;
      stamp = next;
    }
    return cached;
  }

  return {
    file,
    /** The vacancies still taking applications on `now`'s date; null when the file is missing. */
    open(now = Date.now()) {
      const day = today(now);
      return all()?.filter((vacancy) => vacancy.closes === null || vacancy.closes >= day) ?? null;
    },
  };
}

const folded = (text) => text.normalize("NFKC").toLocaleLowerCase("en").replace(/\s+/g, " ").trim();

/** A subscriber's choices against one vacancy: an empty list means any; the location is a substring. */
export function matches(preferences, vacancy) {
  const { departments, levels, location } = preferences;
  return (
    (departments.length === 0 || departments.includes(vacancy.departmentId)) &&
    (levels.length === 0 || levels.includes(vacancy.levelId)) &&
    (location === "" || folded(vacancy.location).includes(folded(location)))
  );
}
