import { disciplineIds } from "./config/disciplines.ts";
import { sentPaths } from "./forms/model/definitions/index.ts";
import { alertSteps, paths, staticPages } from "./config/paths.ts";
import { redirects, type Redirect } from "./config/redirects.ts";
import { checkBrand } from "./content/brand.ts";
import { policyCollection } from "./content/collections/policies.ts";
import { postCollection } from "./content/collections/posts.ts";
import { readCollection, readVacancies } from "./content/read-collection.ts";
import { reservedRoleSlugs } from "./content/role-slug.ts";
import { departments } from "./content/schemas.ts";
import { resourcePaths } from "./features/search/resource-paths.ts";
import { slugify } from "./lib/slug.ts";

// The build's list of URLs. Read outside Vite (by the React Router config, postbuild, the audits and the browser
// tests), so relative imports only, and the content collections are read from disk (the vacancies from where
// VACANCIES_FROM says).
const slugs = (collection: Parameters<typeof readCollection>[0]) => readCollection(collection).map((e) => e.slug);
const vacancySlugs = () => readVacancies().map((vacancy) => vacancy.slug);

/** Every address a link may lead to besides the aliases: each page, each content entry, /careers/{department}. */
export function pagePaths(): string[] {
  return [
    ...staticPages(),
    ...vacancySlugs().map(paths.career),
    ...departmentRedirects().map(({ from }) => from),
    ...slugs(postCollection).map(paths.blog),
    ...disciplineIds.map((id) => paths.discipline(id)),
    ...slugs(policyCollection).map(paths.policy),
  ];
}

/**
 * /careers/{department}: a 301 to the careers list filtered to it, for each of the site's departments and each
 * department an ATS names (unless a vacancy or a page of the site's own has that address).
 */
export function departmentRedirects(): Redirect[] {
  const vacancies = readVacancies();
  const taken = new Set([...vacancies.map((vacancy) => vacancy.slug), ...reservedRoleSlugs]);
  const bySlug = new Map<string, string>();
  for (const department of [...departments, ...vacancies.map((vacancy) => vacancy.department)]) {
    const slug = slugify(department);
    if (slug && !taken.has(slug) && !bySlug.has(slug)) bySlug.set(slug, department);
  }
  return [...bySlug].map(([slug, department]) => ({ from: paths.career(slug), to: paths.careers({ department }) }));
}

/** Each row of the redirects table (app/config/redirects.ts), a `:slug` row once per entry of its target's collection. */
function aliases(): Redirect[] {
  const entrySlugs: Record<string, string[]> = {
    [paths.blog(":slug")]: slugs(postCollection),
    [paths.career(":slug")]: vacancySlugs(),
  };
  return redirects.flatMap(({ from, to }) => {
    if (!from.includes(":slug")) return [{ from, to }];
    const entries = entrySlugs[to];
    if (!entries) throw new Error(`prerender: no collection for the alias ${from} -> ${to}`);
    return entries.map((slug) => ({ from: from.replace(":slug", slug), to: to.replace(":slug", slug) }));
  });
}

/** The alias addresses, each prerendered by the alias route as a redirecting page for static hosts. */
export const aliasPaths = (): string[] => aliases().map(({ from }) => from);

/**
 * Every address the server answers with a 301, with its target: the aliases and the department addresses.
 * The build writes `_redirects` from it (scripts/postbuild.mjs); the server reads that file.
 */
export const redirectList = (): Redirect[] => [...aliases(), ...departmentRedirects()];

/**
 * Not Found pages the server sends with status 404: the site-wide one, and one per content section
 * ("Career not found", "Post not found") for unknown entries. Never linked, never in the sitemap.
 */
export const notFoundPaths = ["/404", paths.career("_unknown"), paths.blog("_unknown")];

/**
 * The steps of the vacancy alerts' email flow (check your email, confirm, unsubscribe...): real pages
 * under the site's layout, but `noindex` and not in the sitemap, since they only make sense from a
 * sign-up or an email's link.
 */
export const alertStepPaths = alertSteps.map((step) => paths.vacancyAlerts(step));

/** Every URL the build writes to disk, each once. The brand's facts are checked first: a bad file stops the build. */
export function prerenderPaths(): string[] {
  checkBrand();
  return [
    ...pagePaths(),
    ...alertStepPaths,
    // The forms' "sent" pages: noindex and out of the sitemap, like the alert steps.
    ...Object.values(sentPaths),
    ...aliasPaths(),
    ...notFoundPaths,
    ...Object.values(resourcePaths),
  ];
}
