import { site } from "../../config/site.ts";

/**
 * The generated files of the build (not pages): the search index, the sitemap, robots.txt and the two
 * feeds. Relative imports only: the prerender config reads this outside Vite.
 */
export const resourcePaths = {
  searchIndex: "/search-index.json",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  blogFeed: "/blogs/feed.xml",
  careersFeed: "/careers/feed.xml",
} as const;

export const blogFeedTitle = `${site.name} News & Events`;
export const careersFeedTitle = `Open roles at ${site.name}`;
