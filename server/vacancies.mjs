import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { readVacancies } from "../app/content/read-collection.ts";
import { isOpen, today } from "../app/content/collections/vacancies.ts";
import { parseStore, parseVacancySource, readStore, releasedStore } from "../app/content/vacancy-sources/source.ts";
import { toAlertVacancy } from "../app/features/careers/vacancies-json.ts";

/** The roles a release was built with: an ATS's from the file it keeps, else where VACANCIES_FROM says. */
function releaseRoles(folder, env) {
  const source = parseVacancySource(env);
  const kept = folder && source.kind !== "markdown" ? join(folder, releasedStore) : null;
  return kept && existsSync(kept) ? readStore(source, kept) : readVacancies(env);
}

/** A file's version, to read it again only when it changed; null while it is missing. */
function stampOf(file) {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${file}:${stats.mtimeMs}:${stats.size}` : null;
}

/**
 * The server's one reader of roles, read again only when its source changes: `file`, else `release` (a folder, a
 * function giving it, or null for none), else the vacancies as a build reads them.
 *
 * @param {{ file?: string | null, release?: string | null | (() => string | null), where?: string,
 *   env?: Record<string, string | undefined> }} [options]
 */
export function createVacancyReader({ file = null, release, where, env = process.env } = {}) {
  let read = { key: undefined, roles: null, bySlug: new Map() };

  function current(folder = typeof release === "function" ? release() : release) {
    const key = file ? stampOf(file) : folder === null ? null : (folder ?? "");
    if (key === read.key) return read;
    // Read whole before it replaces what was read: a list that does not parse leaves the last one in use.
    const roles = key === null ? null : file ? parseStore(readFileSync(file, "utf8"), file) : releaseRoles(folder, env);
    read = { key, roles, bySlug: new Map((roles ?? []).map((role) => [role.slug, role])) };
    return read;
  }

  return {
    where: file ?? where ?? release ?? "VACANCIES_FROM",
    /** Every role, open or closed; null when there is nothing to read. */
    roles: () => current().roles,
    get: (slug) => current().bySlug.get(slug),
    has: (slug) => current().bySlug.has(slug),
    /** The roles still taking applications on `now`'s date in the company's zone, as the alerts read them. */
    open(now = Date.now()) {
      const on = today(new Date(now));
      return (
        current()
          .roles?.filter((role) => isOpen(role, on))
          .map(toAlertVacancy) ?? null
      );
    },
    /** Takes up the roles of the release in `folder`: one whose roles do not parse is refused. */
    use(folder) {
      current(folder);
      release = folder;
    },
  };
}
