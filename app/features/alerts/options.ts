// Relative imports, so the server loads this file as it is.
import * as z from "zod/mini";
import { departments, levels } from "../../content/schemas.ts";
import type { Option } from "../../forms/model/definition.ts";
import { vacancyAlerts } from "../../forms/model/definitions/vacancy-alerts.ts";
import { schemaOf } from "../../forms/model/schema-of.ts";
import { slugify } from "../../lib/slug.ts";

export type AlertOptions = { departments: Option[]; levels: Option[] };

const option = (label: string): Option => ({ value: slugify(label), label });

/** Every department, not only those hiring today (alerts are for roles to come), and those only the roles name. */
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

/** The options come from the caller, so the page carries no content lists. */
export function alertSignupSchema({ departments, levels }: AlertOptions) {
  const values = (options: readonly Option[]) => options.map((option) => option.value);
  return z.extend(schemaOf(vacancyAlerts, { known: { departments: values(departments), levels: values(levels) } }), {
    /** A manage token from an alert email: the preferences of that subscription are replaced at once. */
    token: z.optional(z.string().check(z.maxLength(2000))),
  });
}
