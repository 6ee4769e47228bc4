import { paths } from "~/config/paths";
import { pages } from "~/content/pages";
import type { Page } from "~/content/schemas";
import type { SentPageWording } from "./definition";
import { apiFormNames, apiForms, sentPaths, type ApiFormName } from "./definitions/index";

/** A form's "sent" page: its texts and the page it belongs under from the content, its wording from the definition. */
export type SentPageContent = SentPageWording & { page: Page; parent: { label: string; to: string } };

/** Each sent page's own texts, and the form's page it sits under. */
const content = {
  contact: { page: pages.contactSent, parent: { label: pages.contact.breadcrumb, to: paths.contact() } },
  "career-interest": { page: pages.careerApplied, parent: { label: pages.careers.breadcrumb, to: paths.careers() } },
  "academy-interest": {
    page: pages.academyRegistered,
    parent: { label: pages.academy.breadcrumb, to: paths.academy() },
  },
} satisfies Record<ApiFormName, Omit<SentPageContent, keyof SentPageWording>>;

export const sentPages = Object.fromEntries(
  apiFormNames.map((form): [ApiFormName, SentPageContent] => [form, { ...content[form], ...apiForms[form].sentPage }]),
) as Record<ApiFormName, SentPageContent>;

/** The form whose "sent" page is at this path, if any. */
export function sentFormAt(pathname: string): ApiFormName | undefined {
  return apiFormNames.find((form) => sentPaths[form] === pathname);
}
