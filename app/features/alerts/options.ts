import { departments, levels } from "../../content/schemas.ts";
import { slugify } from "../../lib/slug.ts";

/** One choice of the sign-up form: the id travels in the post, the label is what the visitor reads. */
export type AlertOption = { id: string; label: string };

export type AlertOptions = { departments: AlertOption[]; levels: AlertOption[] };

const option = (label: string): AlertOption => ({ id: slugify(label), label });

/**
 * All of them, not only those with an opening today: an alert is for the roles that are still to come. Relative
 * imports only, so the server can load this file as it is.
 */
export function alertOptions(): AlertOptions {
  return { departments: departments.map(option), levels: levels.map(option) };
}
