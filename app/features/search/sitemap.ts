import { absoluteUrl, paths, staticPages } from "~/config/paths";
import { element, xmlDeclaration } from "./xml";
import type { Policy } from "~/content/collections/policies";
import type { Post } from "~/content/collections/posts";
import type { Vacancy } from "~/content/collections/vacancies";
import type { Discipline } from "~/content/disciplines";

export type SitemapEntry = { path: string; lastmod?: string };

type SitemapContent = {
  openVacancies: Pick<Vacancy, "slug" | "datePosted" | "dateModified">[];
  posts: Pick<Post, "slug" | "date">[];
  disciplines: Pick<Discipline, "id">[];
  policies: Pick<Policy, "slug" | "updated">[];
};

const newest = (dates: string[]) => [...dates].sort().at(-1);
/** A role's page changes when it is posted and whenever its ATS says it was changed since. */
const changed = (vacancy: Pick<Vacancy, "datePosted" | "dateModified">) => vacancy.dateModified ?? vacancy.datePosted;

/**
 * Every canonical page (the pages of pagePaths() without aliases, closed roles or Not Found pages), with
 * the content date where one is known. The lists take the date of their newest entry.
 */
export function sitemapEntries({ openVacancies, posts, disciplines, policies }: SitemapContent): SitemapEntry[] {
  const lastmod: Record<string, string | undefined> = {
    [paths.careers()]: newest(openVacancies.map(changed)),
    [paths.blogs()]: newest(posts.map((p) => p.date)),
  };
  return [
    ...staticPages().map((path) => (lastmod[path] ? { path, lastmod: lastmod[path] } : { path })),
    ...openVacancies.map((v) => ({ path: paths.career(v.slug), lastmod: changed(v) })),
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
