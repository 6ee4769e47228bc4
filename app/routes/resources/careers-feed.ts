import { careersFeedXml } from "~/features/search/feeds";
import { feedMediaTypes, resourcePaths } from "~/features/search/resource-paths";
import { xmlResponse } from "~/features/search/xml";
import { today } from "~/content/collections/vacancies";
import { openVacancies } from "~/content/entries";

/** Prerendered to /careers/feed.xml (Atom): open vacancies only. */
export function loader() {
  return xmlResponse(careersFeedXml(openVacancies(), today()), feedMediaTypes[resourcePaths.careersFeed]);
}
