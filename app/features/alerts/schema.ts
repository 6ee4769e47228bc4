import * as z from "zod/mini";
import { vacancyAlerts } from "../../forms/definitions/vacancy-alerts.ts";
import { schemaOf } from "../../forms/schema-of.ts";
import type { AlertOption, AlertOptions } from "./options.ts";

/**
 * The vacancy alerts sign-up, drawn from its definition (app/forms/definitions/vacancy-alerts.ts) and shared
 * by the page and the server's alerts API (so imports carry their `.ts` extension and nothing here needs
 * Vite). The departments and levels come in from the caller (`alertOptions()` in options.ts), so the page
 * does not carry the content lists and the server can check against the same ones.
 */
export function alertSignupSchema({ departments, levels }: AlertOptions) {
  const ids = (options: readonly AlertOption[]) => options.map((option) => option.id);
  return z.extend(schemaOf(vacancyAlerts, { known: { departments: ids(departments), levels: ids(levels) } }), {
    /** A manage token from an alert email: the preferences of that subscription are replaced at once. */
    token: z.optional(z.string().check(z.maxLength(2000))),
  });
}

export type AlertSignupInput = z.input<ReturnType<typeof alertSignupSchema>>;
