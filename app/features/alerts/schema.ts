import * as z from "zod/mini";
import { vacancyAlerts } from "../../forms/model/definitions/vacancy-alerts.ts";
import { schemaOf } from "../../forms/model/schema-of.ts";
import type { AlertOption, AlertOptions } from "./options.ts";

/** Shared with the server, so no Vite; the options come from the caller, so the page carries no content lists. */
export function alertSignupSchema({ departments, levels }: AlertOptions) {
  const ids = (options: readonly AlertOption[]) => options.map((option) => option.id);
  return z.extend(schemaOf(vacancyAlerts, { known: { departments: ids(departments), levels: ids(levels) } }), {
    /** A manage token from an alert email: the preferences of that subscription are replaced at once. */
    token: z.optional(z.string().check(z.maxLength(2000))),
  });
}

export type AlertSignupInput = z.input<ReturnType<typeof alertSignupSchema>>;
