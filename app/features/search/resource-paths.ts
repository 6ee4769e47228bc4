import { site } from "../../config/site.ts";

/**
 * The generated files of the build (not pages): the search index, the sitemap, robots.txt, the two
 * feeds and the open vacancies as JSON (read by the server's vacancy alerts). The route table (app/routes.ts)
 * and the prerender list read these. Relative imports only: the prerender list is read outside Vite.
 */
export const resourcePaths = {
  searchIndex: "/search-index.json",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  blogFeed: "/blogs/feed.xml",
  careersFeed: "/careers/feed.xml",
  vacanciesJson: "/careers/vacancies.json",
} as const;

/**
 * The feeds' own media types, which their `.xml` extension does not say: feed readers and browsers tell
 * a feed from other XML by them. The resource routes, the server and the static hosts' `_headers` send them.
 */
export const feedMediaTypes: Record<string, string> = {
  [resourcePaths.blogFeed]: "application/rss+xml",
  [resourcePaths.careersFeed]: "application/atom+xml",
};

export const blogFeedTitle = `${site.name} News & Events`;
export const careersFeedTitle = `Open roles at ${site.name}`;
