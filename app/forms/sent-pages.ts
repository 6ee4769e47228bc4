import { paths } from "~/config/paths";
import { pages } from "~/content/pages";
import type { Page } from "~/content/schemas";
import { sentPaths, type ApiFormName } from "./definitions/index";

type Link = { label: string; to: string };

/** A form's "sent" page: its texts, the page it belongs under, what happens next and the two ways on. */
export type SentPageContent = {
  page: Page;
  parent: Link;
  /** After the confirmation email, which every form sends. */
  steps: readonly string[];
  actions: readonly [main: Link, other: Link];
};

export const sentPages: Record<ApiFormName, SentPageContent> = {
  contact: {
    page: pages.contactSent,
    parent: { label: pages.contact.breadcrumb, to: paths.contact() },
    steps: [
      "The right person in our team reads your message.",
      "We reply to the email address you gave within two working days.",
    ],
    actions: [
      { label: "Back to the home page", to: paths.home() },
      { label: "Send another message", to: paths.contact() },
    ],
  },
  "career-interest": {
    page: pages.careerApplied,
    parent: { label: pages.careers.breadcrumb, to: paths.careers() },
    steps: [
      "Our recruitment team reads your application and CV.",
      "We write to the email address you gave to tell you how your application goes, and to arrange an interview if it fits the role.",
    ],
    actions: [
      { label: "See more open roles", to: paths.careers() },
      { label: "Get vacancy alerts", to: paths.vacancyAlerts() },
    ],
  },
  "academy-interest": {
    page: pages.academyRegistered,
    parent: { label: pages.academy.breadcrumb, to: paths.academy() },
    steps: [
      "When the next intake opens, we send you the application pack and its dates.",
      "Until then, the programme brochure tells you what the Academy covers.",
    ],
    actions: [
      { label: "Back to the Academy", to: paths.academy() },
      { label: "See open roles", to: paths.careers() },
    ],
  },
};

/** The form whose "sent" page is at this path, if any. */
export function sentFormAt(pathname: string): ApiFormName | undefined {
  return (Object.keys(sentPaths) as ApiFormName[]).find((form) => sentPaths[form] === pathname);
}
