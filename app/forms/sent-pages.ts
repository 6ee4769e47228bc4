import { paths } from "~/config/paths";
import { pages } from "~/content/pages";
import type { Page } from "~/content/schemas";
import type { SentPageWording } from "./model/definition";
import { apiFormNames, apiForms, sentPaths, type ApiFormName } from "./model/definitions/index";

/** A form's "sent" page: its words from the form's definition, under the page the form lives on. */
export type SentPageContent = SentPageWording & { heading: string; parent: { label: string; to: string } };

/** The site's pages by path: a sent page's breadcrumb leads back to its form's. */
const pagesByPath = new Map<string, Page>(
  Object.entries(pages).map(([key, page]) => [paths[key as keyof typeof pages](), page]),
);

function sentPageOf(form: ApiFormName): SentPageContent {
  const { page, sentPage, wording } = apiForms[form];
  const parent = pagesByPath.get(page);
  if (!parent) throw new Error(`The ${form} form lives on ${page}, which no page of the site's content is`);
  // The form's own thank-you, without the name and role the page cannot know.
  return { ...sentPage, heading: wording.sent.heading({}), parent: { label: parent.breadcrumb, to: page } };
}

export const sentPages = Object.fromEntries(apiFormNames.map((form) => [form, sentPageOf(form)])) as Record<
  ApiFormName,
  SentPageContent
>;

/** The form whose "sent" page is at this path, if any. */
export function sentFormAt(pathname: string): ApiFormName | undefined {
  return apiFormNames.find((form) => sentPaths[form] === pathname);
}
