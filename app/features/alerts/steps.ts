import { paths, type AlertStep } from "~/config/paths";
import { site } from "~/config/site";

/** Only the press acts: mail gateways and link scanners open (and run) the pages the emails link to. */
export type StepAction = { kind: "confirm" | "resend" | "unsubscribe"; label: string; pending: string };

export type StepContent = {
  /** The page title (SEO 5-70 characters) and description (15-160). */
  title: string;
  description: string;
  breadcrumb: string;
  heading: string;
  intro: string;
  paragraphs: string[];
  action?: StepAction;
  /** The next step: the first link is the main call to action. */
  links: { label: string; to: string }[];
};

const browse = { label: "Browse open vacancies", to: paths.careers() };
const signUp = { label: "Sign up for vacancy alerts", to: paths.vacancyAlerts() };

/** None is indexed: they only make sense from a sign-up or an email's link. */
export const alertStepContent: Record<AlertStep, StepContent> = {
  "check-email": {
    title: "Check your email",
    description: `Confirm your ${site.name} vacancy alerts from the link we have just emailed you.`,
    breadcrumb: "Check your email",
    heading: "Check your email",
    intro: "We have sent you a link to confirm your vacancy alerts.",
    paragraphs: [
      "Open the email from us and follow the link in it: your alerts start only once you have confirmed, so nobody can sign you up without your say.",
      "The link works for 7 days. Nothing there after a few minutes? Look in your spam or junk folder, or sign up again.",
    ],
    links: [browse, { label: "Back to vacancy alerts", to: paths.vacancyAlerts() }],
  },
  confirm: {
    title: "Confirm your vacancy alerts",
    description: `Confirm that you want ${site.name} to email you when a matching vacancy opens.`,
    breadcrumb: "Confirm",
    heading: "Confirm your subscription",
    intro: "One step left: confirm that you want vacancy alerts at this address.",
    paragraphs: [
      "Press the button and your alerts start. If you did not ask for them, close this page: nothing more will be sent.",
    ],
    action: { kind: "confirm", label: "Confirm my subscription", pending: "Confirming your subscription…" },
    links: [],
  },
  confirmed: {
    title: "Vacancy alerts confirmed",
    description: `Your ${site.name} vacancy alerts are on: we will email you when a matching role opens.`,
    breadcrumb: "Confirmed",
    heading: "You are subscribed",
    intro: "Your vacancy alerts are on. We will email you when a role that matches your choices opens.",
    paragraphs: [
      "Every alert has a link to change what you hear about, and one to unsubscribe.",
      "Meanwhile, the roles open today are on our careers page.",
    ],
    links: [browse],
  },
  expired: {
    title: "Confirmation link expired",
    description: `This ${site.name} vacancy alerts link has expired. Ask for a new one in one press.`,
    breadcrumb: "Link expired",
    heading: "This link has expired",
    intro: "Confirmation links work for 7 days. Ask for a new one, then confirm from the next email.",
    paragraphs: [],
    action: { kind: "resend", label: "Email me a new link", pending: "Sending a new link…" },
    links: [{ label: "Or sign up again", to: paths.vacancyAlerts() }],
  },
  invalid: {
    title: "This link does not work",
    description: `This ${site.name} vacancy alerts link does not work. Sign up again for a new one.`,
    breadcrumb: "Link not valid",
    heading: "This link does not work",
    intro: "It may have been used already, or only part of it was copied from the email.",
    paragraphs: [
      "If you have already confirmed your alerts, they are on and there is nothing more to do.",
      "Otherwise, sign up again and we will email you a new link. If that does not help, contact us.",
    ],
    links: [signUp, { label: "Contact us", to: paths.contact() }],
  },
  unsubscribe: {
    title: "Unsubscribe from vacancy alerts",
    description: `Stop the ${site.name} vacancy alert emails with one press.`,
    breadcrumb: "Unsubscribe",
    heading: "Unsubscribe from vacancy alerts",
    intro: "Press the button below and we will stop emailing you about new vacancies.",
    paragraphs: ["Changed your mind? Leave this page and nothing changes."],
    action: { kind: "unsubscribe", label: "Unsubscribe", pending: "Unsubscribing…" },
    links: [],
  },
  unsubscribed: {
    title: "You are unsubscribed",
    description: `You will get no more ${site.name} vacancy alerts. Sign up again at any time.`,
    breadcrumb: "Unsubscribed",
    heading: "You are unsubscribed",
    intro: "We will not send you any more vacancy alerts.",
    paragraphs: ["If that was a mistake, you can sign up again at any time. Open roles stay on our careers page."],
    links: [{ label: "Sign up again", to: paths.vacancyAlerts() }, browse],
  },
  updated: {
    title: "Vacancy alert choices saved",
    description: `Your ${site.name} vacancy alerts now follow the departments, levels and location you chose.`,
    breadcrumb: "Choices saved",
    heading: "Your choices are saved",
    intro: "From now on, your vacancy alerts follow the choices you just made.",
    paragraphs: ["Every alert has a link to change them again, and one to unsubscribe."],
    links: [browse],
  },
};

/** The step a page path names: "/vacancy-alerts/confirm" -> "confirm". */
export function stepOf(pathname: string): AlertStep | null {
  const segment = pathname.replace(/\/+$/, "").split("/").at(-1) ?? "";
  return segment in alertStepContent ? (segment as AlertStep) : null;
}
