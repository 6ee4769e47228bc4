import { resourcePaths } from "~/features/search/resource-paths";
import { robotsTxt } from "~/features/search/sitemap";
import { xmlResponse } from "~/features/search/xml";

/** Prerendered to /robots.txt: everything may be crawled; the sitemap lists the canonical pages. */
export function loader() {
  return xmlResponse(robotsTxt(resourcePaths.sitemap), "text/plain");
}
