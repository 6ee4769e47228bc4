import { paths } from "~/config/paths";
import { pages } from "~/content/pages";
import type { SentPageWording } from "./model/definition";
import { apiFormNames, apiForms, sentPaths, type ApiFormName } from "./model/definitions/index";

/** A form's "sent" page: its words from the form's definition, under the page the form lives on. */
export type SentPageContent = SentPageWording & { heading: string; parent: { label: string; to: string } };

export const sentPages = Object.fromEntries(
  apiFormNames.map((form): [ApiFormName, SentPageContent] => {
    const { page, sentPage, wording } = apiForms[form];
    const parent = Object.entries(pages).find(([key]) => paths[key as keyof typeof pages]() === page)?.[1];
    if (!parent) throw new Error(`The ${form} form lives on ${page}, which no page of the site's content is`);
    // The form's own thank-you, without the name and role the page cannot know.
    return [form, { ...sentPage, heading: wording.sent.heading({}), parent: { label: parent.breadcrumb, to: page } }];
  }),
) as Record<ApiFormName, SentPageContent>;

/** The form whose "sent" page is at this path, if any. */
export const sentFormAt = (pathname: string): ApiFormName | undefined =>
  apiFormNames.find((form) => sentPaths[form] === pathname);
