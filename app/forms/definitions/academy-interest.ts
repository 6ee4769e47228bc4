import { site } from "../../config/site.ts";
import { paths } from "../../config/paths.ts";
import type { FormDefinition } from "../definition.ts";
import { answerConsent, email, firstName, interestMessage, lastName, location, organisation, phone } from "./common.ts";

/** Academy interest: names, a valid email and consent; the next intake's details follow by email. */
export const academyInterest = {
  name: "academy-interest",
  thing: "registration",
  page: paths.academy(),
  sentPath: `${paths.academy()}/registered`,
  inbox: "academy",
  unavailable: "Registrations cannot be sent from this copy of the site",
  fields: [firstName, lastName, organisation, phone, email, location, interestMessage, answerConsent],
  mail: {
    title: "Academy interest",
    about: () => "",
    thanks: () =>
      `Thank you for registering your interest in the ${site.name} Academy. We will send you the details of the next intake.`,
  },
} as const satisfies FormDefinition<"academy-interest">;
