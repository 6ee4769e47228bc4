import { disciplines } from "~/content/disciplines";
import { policies } from "~/content/policies";
import { posts } from "~/content/posts";
import { openVacancies } from "~/content/vacancies";
import { sitemapEntries, sitemapXml } from "~/features/search/sitemap";
import { xmlResponse } from "~/features/search/xml";

/** Prerendered to /sitemap.xml. */
export function loader() {
  return xmlResponse(sitemapXml(sitemapEntries({ openVacancies: openVacancies(), posts, disciplines, policies })));
}
