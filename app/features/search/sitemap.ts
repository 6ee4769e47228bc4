import { absoluteUrl, paths, staticPages } from "~/config/paths";
import { element, latest, xmlDeclaration } from "./xml";
import type { Policy } from "~/content/collections/policies";
import type { Post } from "~/content/collections/posts";
import type { Vacancy } from "~/content/collections/vacancies";
import type { Modified } from "~/content/modified";
import type { Discipline } from "~/content/disciplines";

export type SitemapEntry = { path: string; lastmod?: string };

type SitemapContent = {
  openVacancies: (Pick<Vacancy, "slug"> & Modified)[];
  posts: (Pick<Post, "slug"> & Modified)[];
  disciplines: Pick<Discipline, "id">[];
  policies: Pick<Policy, "slug" | "updated">[];
};

/**
 * Every canonical page (the pages of pagePaths() without aliases, closed roles or Not Found pages), with
 * the date of its last change where one is known (vacancies and posts: `modified`; policies: `updated`). The
 * lists take the latest of their entries'.
 */
export function sitemapEntries({ openVacancies, posts, disciplines, policies }: SitemapContent): SitemapEntry[] {
  const lastmod: Record<string, string | undefined> = {
    [paths.careers()]: latest(openVacancies.map((v) => v.modified)),
    [paths.blogs()]: latest(posts.map((p) => p.modified)),
  };
  return [
    ...staticPages().map((path) => (lastmod[path] ? { path, lastmod: lastmod[path] } : { path })),
    ...openVacancies.map((v) => ({ path: paths.career(v.slug), lastmod: v.modified })),
    ...posts.map((p) => ({ path: paths.blog(p.slug), lastmod: p.modified })),
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
