import { absoluteUrl, paths } from "~/config/paths";
import { site } from "~/config/site";
import { blogFeedTitle, careersFeedTitle, resourcePaths } from "./resource-paths";
import { element, escapeXml, latest, rfc3339, rfc822, xmlDeclaration } from "./xml";
import type { Post } from "~/content/collections/posts";
import type { Vacancy } from "~/content/collections/vacancies";
import type { Modified } from "~/content/modified";

type FeedPost = Pick<Post, "slug" | "title" | "date" | "category" | "description">;
type FeedVacancy = Pick<Vacancy, "slug" | "position" | "department" | "level" | "summary" | "datePosted" | "body"> &
  Modified;

const byDateDesc = <T>(items: T[], date: (item: T) => string) =>
  [...items].sort((a, b) => date(b).localeCompare(date(a)));

/** RSS 2.0 of every post, newest first, for feed readers. */
export function blogFeedXml(posts: FeedPost[]): string {
  const sorted = byDateDesc(posts, (post) => post.date);
  const items = sorted.map((post) => {
    const url = absoluteUrl(paths.blog(post.slug));
    return [
      "<item>",
      element("title", post.title),
      element("link", url),
      element("guid", url, { isPermaLink: "true" }),
      element("pubDate", rfc822(post.date)),
      element("category", post.category),
      element("description", post.description),
      "</item>",
    ].join("");
  });
  return [
    xmlDeclaration,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", blogFeedTitle),
    element("link", absoluteUrl(paths.blogs())),
    element("description", `News, events and stories from ${site.name}.`),
    element("language", "en"),
    ...(sorted[0] ? [element("lastBuildDate", rfc822(sorted[0].date))] : []),
    `<atom:link href="${escapeXml(absoluteUrl(resourcePaths.blogFeed))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/**
 * Atom of the open vacancies, newest first, for people and job aggregators. An entry's `updated` is the role's
 * last change, so a feed reader shows an edited role again; the feed's is the latest of those.
 */
export function careersFeedXml(openVacancies: FeedVacancy[], buildDate: string): string {
  const sorted = byDateDesc(openVacancies, (vacancy) => vacancy.datePosted);
  const entries = sorted.map((vacancy) => {
    const url = absoluteUrl(paths.career(vacancy.slug));
    return [
      "<entry>",
      element("title", vacancy.position),
      element("id", url),
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      element("published", rfc3339(vacancy.datePosted)),
      element("updated", vacancy.modified),
      `<category term="${escapeXml(vacancy.department)}" label="${escapeXml(vacancy.department)}"/>`,
      element("summary", `${vacancy.level} · ${vacancy.department}. ${vacancy.summary}`),
      element("content", vacancy.body, { type: "html" }),
      "</entry>",
    ].join("");
  });
  return [
    xmlDeclaration,
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    element("title", careersFeedTitle),
    element("subtitle", `Open vacancies at ${site.name}.`),
    element("id", absoluteUrl(paths.careers())),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(resourcePaths.careersFeed))}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(paths.careers()))}"/>`,
    element("updated", latest(sorted.map((vacancy) => vacancy.modified)) ?? rfc3339(buildDate)),
    `<author>${element("name", site.name)}${element("uri", site.origin)}</author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
