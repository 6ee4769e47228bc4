import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { blogFeedLink, careersFeedLink } from "./feed-links";

describe("feed links", () => {
  it("advertise the news RSS feed and the careers Atom feed by absolute URL", () => {
    expect(blogFeedLink).toMatchObject({
      rel: "alternate",
      type: "application/rss+xml",
      href: `${site.origin}/blogs/feed.xml`,
    });
    expect(careersFeedLink).toMatchObject({
      rel: "alternate",
      type: "application/atom+xml",
      href: `${site.origin}/careers/feed.xml`,
    });
  });
});
