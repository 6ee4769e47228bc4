import { paths } from "../../../config/paths.ts";
import type { FormDefinition } from "../definition.ts";
import { email } from "./common.ts";

/** The departments' and levels' options are the site's content, passed in where they are known. */
export const vacancyAlerts = {
  name: "vacancy-alerts",
  thing: "sign-up",
  page: paths.vacancyAlerts(),
  inbox: "careers",
  unavailable: "Vacancy alerts cannot be set up on this copy of the site",
  fields: [
    {
      ...email,
      hint: "We send a link to this address: your alerts start once you confirm it.",
      messages: { ...email.messages, tooLong: "Keep your email address under 254 characters" },
    },
    {
      kind: "checkboxes",
      name: "departments",
      label: "Departments",
      hint: "Tick the departments you would like to hear about. Tick none to hear about every department.",
      messages: { invalid: "Choose departments from the list" },
    },
    {
      kind: "checkboxes",
      name: "levels",
      label: "Seniority levels",
      hint: "Tick the levels that suit you. Tick none to hear about roles at every level.",
      messages: { invalid: "Choose seniority levels from the list" },
    },
    {
      kind: "text",
      name: "location",
      label: "Location",
      hint: "A city or country, such as Colombo or Sri Lanka. Leave it empty to hear about roles anywhere, remote ones included.",
      maxLength: 100,
      autoComplete: "off",
      messages: {
        tooLong: "Keep the location under 100 characters",
        lines: "Keep the location on one line, without special characters",
      },
    },
    {
      kind: "consent",
      name: "consent",
      label: "Consent",
      purpose: "may keep my email address to send me vacancy alerts",
      note: "I can unsubscribe from any alert.",
      messages: { required: "Confirm that we may email you vacancy alerts" },
    },
  ],
} as const satisfies FormDefinition<"vacancy-alerts">;
