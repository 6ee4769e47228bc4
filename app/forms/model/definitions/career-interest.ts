import { site } from "../../../config/site.ts";
import { thanks, type FormDefinition } from "../definition.ts";
import { cvMaxSize } from "../file-checks.ts";
import { paths } from "../../../config/paths.ts";
import { answerConsent, interestFields, vacancy } from "./common.ts";

/** "Apply Now": an application with a CV, open or for one vacancy (its slug rides along). */
export const careerInterest = {
  name: "career-interest",
  thing: "application",
  page: paths.careers(),
  sentPath: paths.applicationSent(),
  inbox: "careers",
  unavailable: "Applications cannot be sent from this copy of the site",
  fields: [
    ...interestFields,
    {
      kind: "file",
      name: "cv",
      label: "CV",
      messages: {
        required: "Attach your CV",
        invalid: `Attach a .pdf, .doc or .docx of up to ${cvMaxSize}`,
        summary: `Attach your CV: one .pdf, .doc or .docx file of up to ${cvMaxSize}`,
      },
    },
    answerConsent,
    vacancy,
  ],
  wording: {
    submit: "Submit application",
    sent: {
      heading: ({ firstName, position }) =>
        `${thanks(firstName)} Your application${position ? ` for ${position}` : ""} is in.`,
      text: ({ email }) => `Our recruitment team will read your CV and reply to ${email}.`,
    },
  },
  sentPage: {
    breadcrumb: "Application received",
    intro: "Your details and CV have reached our recruitment team.",
    seo: { title: "Application received", description: "Your application and CV have reached our recruitment team." },
    steps: [
      "Our recruitment team reads your application and CV.",
      "We write to the email address you gave to tell you how your application goes, and to arrange an interview if it fits the role.",
    ],
    actions: [
      { label: "See more open roles", to: paths.careers() },
      { label: "Get vacancy alerts", to: paths.vacancyAlerts() },
    ],
  },
  mail: {
    title: "Career interest",
    about: ({ role }) => `for ${role}`,
    thanks: ({ role }) =>
      `Thank you for your interest in ${role === "Open application" ? `working at ${site.name}` : `the ${role} role`}. Our recruitment team reviews every application and will contact you if there is a match.`,
  },
} as const satisfies FormDefinition<"career-interest">;
