import type { FormDefinition } from "../definition.ts";
import { academyInterest } from "./academy-interest.ts";
import { careerInterest } from "./career-interest.ts";
import { contact } from "./contact.ts";
import { vacancyAlerts } from "./vacancy-alerts.ts";

/**
 * Every form of the site. The forms API's take a submission each (server/forms/); the vacancy alerts'
 * sign-up has its own API (server/alerts/). The pages name their form; this list, loaded with the forms'
 * code (the schemas need it), gives its definition, and the tables over every form (the server's routes,
 * the sent pages, the export).
 */
export const apiForms = { contact, "career-interest": careerInterest, "academy-interest": academyInterest } as const;

export type ApiFormName = keyof typeof apiForms;

export const definitions = { ...apiForms, "vacancy-alerts": vacancyAlerts } as const;

export type FormName = keyof typeof definitions;

export const apiFormNames = Object.keys(apiForms) as ApiFormName[];

/** The definition of a form by its name, as the wider type. */
export const definitionOf = (form: FormName): FormDefinition => definitions[form];

/**
 * Where each forms API form lands once a post made without script is accepted (with `?ref=`): the routes,
 * the prerender list and the forms API's redirects (server/forms/targets.mjs) all read this one table.
 * Real pages under the site's layout, but `noindex` and not in the sitemap: they only follow a post.
 */
export const sentPaths = Object.fromEntries(apiFormNames.map((form) => [form, apiForms[form].sentPath])) as {
  readonly [F in ApiFormName]: (typeof apiForms)[F]["sentPath"];
};
