import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { disciplineIds } from "../content/disciplines.ts";
import { departments } from "../content/schemas.ts";
import { slugify } from "../lib/slug.ts";
import { resourcePaths } from "../features/search/resource-paths.ts";
import { sentPaths } from "./form-pages.ts";
import { redirects } from "./redirects.ts";
import { alertSteps, paths } from "./paths.ts";

/** Slugs of a Markdown collection: its file names. Read from disk because the config runs outside Vite. */
function markdownSlugs(folder: string): string[] {
  const dir = fileURLToPath(new URL(`../content/${folder}/`, import.meta.url));
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3));
}

/** Every page of the site (no aliases): each static page and each content entry. */
export function pagePaths(): string[] {
  const vacancySlugs = markdownSlugs("vacancies");
  const postSlugs = markdownSlugs("posts");
  const staticPages = [
    paths.home(),
    paths.about(),
    paths.foodServices(),
    paths.sustainability(),
    paths.careers(),
    paths.technology(),
    paths.disciplines(),
    paths.blogs(),
    paths.lifeAt(),
    paths.academy(),
    paths.awards(),
    paths.contact(),
    paths.vacancyAlerts(),
    paths.search(),
    paths.history(),
    paths.accessibility(),
  ];
  return [
    ...staticPages,
    ...vacancySlugs.map(paths.career),
    // /careers/{department} lands on the filtered list: every link goes somewhere real.
    ...departments
      .map((department) => paths.career(slugify(department)))
      .filter((path) => !vacancySlugs.includes(path.slice(9))),
    ...postSlugs.map(paths.blog),
    ...disciplineIds.map(paths.discipline),
    ...markdownSlugs("policies").map(paths.policy),
  ];
}

/** Every alias address, each content alias expanded for every entry, and /careers/{department}. */
export function aliasPaths(): string[] {
  const vacancySlugs = markdownSlugs("vacancies");
  const postSlugs = markdownSlugs("posts");
  const aliases = redirects.flatMap(({ from }) => {
    if (!from.includes(":slug")) return [from];
    const slugs = from.startsWith("/news/") ? postSlugs : vacancySlugs;
    return slugs.map((slug) => from.replace(":slug", slug));
  });
  // /careers/{department} lands on the filtered list: every link goes somewhere real.
  const departmentPaths = departments
    .map((department) => paths.career(slugify(department)))
    .filter((path) => !vacancySlugs.includes(path.slice(paths.career("").length)));
  return [...aliases, ...departmentPaths];
}

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

/** Every URL the build writes to disk. */
export function prerenderPaths(): string[] {
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
