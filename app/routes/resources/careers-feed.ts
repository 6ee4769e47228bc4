import { openVacancies, today } from "~/content/vacancies";
import { careersFeedXml } from "~/features/search/feeds";
import { xmlResponse } from "~/features/search/xml";

/** Prerendered to /careers/feed.xml (Atom): open vacancies only. */
export function loader() {
  return xmlResponse(careersFeedXml(openVacancies(), today()), "application/atom+xml");
}
