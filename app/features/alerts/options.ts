// Relative imports, so the server loads this file as it is.
import { departments, levels } from "../../content/schemas.ts";
import { slugify } from "../../lib/slug.ts";

export type AlertOption = { id: string; label: string };

export type AlertOptions = { departments: AlertOption[]; levels: AlertOption[] };

const option = (label: string): AlertOption => ({ id: slugify(label), label });

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
