import { blogFeedXml } from "~/features/search/feeds";
import { feedMediaTypes, resourcePaths } from "~/features/search/resource-paths";
import { xmlResponse } from "~/features/search/xml";
import { posts } from "~/content/entries";

/** Prerendered to /blogs/feed.xml (RSS 2.0). */
export function loader() {
  return xmlResponse(blogFeedXml(posts), feedMediaTypes[resourcePaths.blogFeed]);
}
