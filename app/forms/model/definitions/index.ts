import type { FormDefinition } from "../definition.ts";
import { academyInterest } from "./academy-interest.ts";
import { careerInterest } from "./career-interest.ts";
import { contact } from "./contact.ts";
import { vacancyAlerts } from "./vacancy-alerts.ts";

/** The forms the forms API takes; the vacancy alerts' sign-up has its own API. */
export const apiForms = { contact, "career-interest": careerInterest, "academy-interest": academyInterest } as const;

export type ApiFormName = keyof typeof apiForms;

export const definitions = { ...apiForms, "vacancy-alerts": vacancyAlerts } as const;

export type FormName = keyof typeof definitions;

export const apiFormNames = Object.keys(apiForms) as ApiFormName[];

/** The definition of a form by its name, as the wider type. */
export const definitionOf = (form: FormName): FormDefinition => definitions[form];

/** Where a post made without script lands once accepted, as the routes, the prerender and the API read it. */
export const sentPaths = Object.fromEntries(apiFormNames.map((form) => [form, apiForms[form].sentPath])) as {
  readonly [F in ApiFormName]: (typeof apiForms)[F]["sentPath"];
};
