import { site } from "../../../config/site.ts";
import { paths } from "../../../config/paths.ts";
import { thanks, type FormDefinition } from "../definition.ts";
import { answerConsent, interestFields } from "./common.ts";

export const academyInterest = {
  name: "academy-interest",
  thing: "registration",
  page: paths.academy(),
  sentPath: `${paths.academy()}/registered`,
  inbox: "academy",
  unavailable: "Registrations cannot be sent from this copy of the site",
  fields: [...interestFields, answerConsent],
  wording: {
    submit: "Register interest",
    sent: {
      heading: ({ firstName }) => `${thanks(firstName)} Your interest is registered.`,
      text: ({ email }) => `We will write to ${email} when the next Academy intake opens.`,
    },
  },
  sentPage: {
    breadcrumb: "Interest registered",
    intro: "Your details have reached the Academy team.",
    seo: {
      title: "Interest registered",
      description: "Your interest in the Academy is registered. We write to you when the next intake opens.",
    },
    steps: [
      "When the next intake opens, we send you the application pack and its dates.",
      "Until then, the programme brochure tells you what the Academy covers.",
    ],
    actions: [
      { label: "Back to the Academy", to: paths.academy() },
      { label: "See open roles", to: paths.careers() },
    ],
  },
  mail: {
    title: "Academy interest",
    about: () => "",
    thanks: () =>
      `Thank you for registering your interest in the ${site.name} Academy. We will send you the details of the next intake.`,
  },
} as const satisfies FormDefinition<"academy-interest">;
