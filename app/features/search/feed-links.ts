import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/config/paths";
import { blogFeedTitle, careersFeedTitle, resourcePaths } from "./resource-paths";

/** <link rel="alternate"> for the news RSS feed: on the home page and the news list. */
export const blogFeedLink: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: blogFeedTitle,
  href: absoluteUrl(resourcePaths.blogFeed),
};

/** <link rel="alternate"> for the careers Atom feed: on the home page and the careers list. */
export const careersFeedLink: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/atom+xml",
  title: careersFeedTitle,
  href: absoluteUrl(resourcePaths.careersFeed),
};
