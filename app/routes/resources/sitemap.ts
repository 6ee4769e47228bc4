import { disciplines } from "~/content/disciplines";
import { sitemapEntries, sitemapXml } from "~/features/search/sitemap";
import { xmlResponse } from "~/features/search/xml";
import { policies, posts, openVacancies } from "~/content/entries";

/** Prerendered to /sitemap.xml. */
export function loader() {
  return xmlResponse(sitemapXml(sitemapEntries({ openVacancies: openVacancies(), posts, disciplines, policies })));
}
