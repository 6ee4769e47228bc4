import { departments, levels } from "../../content/schemas.ts";
import { slugify } from "../../lib/slug.ts";

/** One choice of the sign-up form: the id travels in the post, the label is what the visitor reads. */
export type AlertOption = { id: string; label: string };

export type AlertOptions = { departments: AlertOption[]; levels: AlertOption[] };

const option = (label: string): AlertOption => ({ id: slugify(label), label });

/**
 * All of them, not only those with an opening today: an alert is for the roles that are still to come. The site's
 * departments, then each other department the roles name (an ATS's own, "Field Operations"), so a visitor can ask
 * for those too: the page passes every role it was built with, the server the roles of the build it serves.
 * Relative imports only, so the server can load this file as it is.
 */
export function alertOptions(roles: readonly { department: string }[] = []): AlertOptions {
  const known = new Set<string>(departments.map(slugify));
  const more = new Map<string, string>();
  for (const { department } of roles) {
    const id = slugify(department);
    if (id && !known.has(id) && !more.has(id)) more.set(id, department);
  }
  const others = [...more.values()].sort((a, b) => a.localeCompare(b)).map(option);
  return { departments: [...departments.map(option), ...others], levels: levels.map(option) };
}
