import { absoluteUrl, paths } from "~/config/paths";
import type { Discipline, Policy, Post, Vacancy } from "~/content/schemas";
import { element, xmlDeclaration } from "./xml";

export type SitemapEntry = { path: string; lastmod?: string };

type SitemapContent = {
  openVacancies: Pick<Vacancy, "slug" | "datePosted">[];
  posts: Pick<Post, "slug" | "date">[];
  disciplines: Pick<Discipline, "id">[];
  policies: Pick<Policy, "slug" | "updated">[];
};

const newest = (dates: string[]) => [...dates].sort().at(-1);

/**
 * Every canonical page (the pages of pagePaths() without aliases, closed roles or Not Found pages), with
 * the content date where one is known. The lists take the date of their newest entry.
 */
export function sitemapEntries({ openVacancies, posts, disciplines, policies }: SitemapContent): SitemapEntry[] {
  const staticPages: SitemapEntry[] = [
    { path: paths.home() },
    { path: paths.about() },
    { path: paths.foodServices() },
    { path: paths.sustainability() },
    { path: paths.careers(), lastmod: newest(openVacancies.map((v) => v.datePosted)) },
    { path: paths.technology() },
    { path: paths.disciplines() },
    { path: paths.blogs(), lastmod: newest(posts.map((p) => p.date)) },
    { path: paths.lifeAt() },
    { path: paths.academy() },
    { path: paths.awards() },
    { path: paths.contact() },
    { path: paths.vacancyAlerts() },
    { path: paths.search() },
    { path: paths.history() },
    { path: paths.accessibility() },
  ];
  return [
    ...staticPages,
    ...openVacancies.map((v) => ({ path: paths.career(v.slug), lastmod: v.datePosted })),
    ...posts.map((p) => ({ path: paths.blog(p.slug), lastmod: p.date })),
    ...disciplines.map((d) => ({ path: paths.discipline(d.id) })),
    ...policies.map((p) => ({ path: paths.policy(p.slug), lastmod: p.updated })),
  ];
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url>${element("loc", absoluteUrl(path))}${lastmod ? element("lastmod", lastmod) : ""}</url>`,
  );
  return `${xmlDeclaration}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(sitemapPath: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(sitemapPath)}\n`;
}
