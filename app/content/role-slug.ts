import { paths } from "../config/paths.ts";
import { slugify } from "../lib/slug.ts";

// Relative imports only: the prerender list and the ATS loaders read this outside Vite.

const rolePrefix = paths.career("");

/**
 * The addresses under /careers/ that are pages of the site's own (the application's sent page), each by its first
 * segment there: read from the site's table of paths (app/config/paths.ts), every path that needs no argument, so a
 * page added there is reserved too. The generated files there (feed.xml, vacancies.json) have a dot, which no slug
 * has.
 */
export const reservedRoleSlugs: ReadonlySet<string> = new Set(
  Object.values(paths)
    .flatMap((path) => (path.length === 0 ? [(path as () => string)()] : []))
    .filter((path) => path.startsWith(rolePrefix))
    .map((path) => path.slice(rolePrefix.length).split(/[/?#]/)[0]!)
    .filter(Boolean),
);

/**
 * The slug of a role's page, /careers/{slug}: the title's slug (slugify), with "-role" after it when that would
 * be one of the site's own addresses ("Applied" -> "applied-role"), so a role never takes a page of the site's.
 * Empty when the title has no letter or digit.
 */
export function roleSlug(title: string): string {
  const slug = slugify(title);
  return reservedRoleSlugs.has(slug) ? `${slug}-role` : slug;
}
