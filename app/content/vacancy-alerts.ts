import { z } from "zod";
import { alertStepActions, alertSteps, type AlertStep } from "../config/paths.ts";
import { withBrandDeep } from "./brand-text.ts";
import data from "./vacancy-alerts.json" with { type: "json" };
import { linkSchema, pageSchema } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const stepSchema = pageSchema
  .extend({
    paragraphs: z.array(z.string().min(20)),
    /** Where to go next; the first link is the main call to action. */
    links: z.array(linkSchema).max(3),
  })
  .strict();
const withAction = stepSchema
  .extend({
    /** The button's words, and what it says while the server answers. */
    action: z.object({ label: z.string().min(2).max(40), pending: z.string().min(5).max(60) }).strict(),
  })
  .strict();

export type AlertStepContent = z.infer<typeof stepSchema> & { action?: z.infer<typeof withAction>["action"] };

/** app/content/vacancy-alerts.json: the pages of the alerts' email flow, after a sign-up and where the emails lead. */
export const alertStepsFileSchema = z
  .object(
    Object.fromEntries(alertSteps.map((step) => [step, step in alertStepActions ? withAction : stepSchema])) as Record<
      AlertStep,
      typeof stepSchema | typeof withAction
    >,
  )
  .strict();

export const alertStepContent = parseEntry(
  "vacancy-alerts",
  "vacancy-alerts.json",
  alertStepsFileSchema,
  withBrandDeep(data),
) as Record<AlertStep, AlertStepContent>;
