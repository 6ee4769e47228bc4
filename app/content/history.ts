import { z } from "zod";
import { withBrandDeep } from "./brand-text.ts";
import data from "./history.json" with { type: "json" };
import { parseEntry } from "./validate.ts";

export const milestoneSchema = z
  .object({
    year: z.number().int().min(2000).max(2100).describe("The year on the timeline; one milestone a year"),
    title: z.string().min(5).max(80).describe("What happened"),
    description: z.string().min(40).max(400).describe("A sentence or two on it"),
  })
  .strict();

export type Milestone = z.infer<typeof milestoneSchema>;

/** app/content/history.json: the milestones of /history, oldest first; {company} and {parent} name the brand. */
export const historyFileSchema = z
  .object({
    milestones: z
      .array(milestoneSchema)
      .min(1)
      .describe("Oldest first; the first is the founding year")
      .superRefine((milestones, context) => {
        milestones.forEach((milestone, index) => {
          if (index > 0 && milestone.year <= (milestones[index - 1] as Milestone).year)
            context.addIssue({
              code: "custom",
              path: [index, "year"],
              message: "must come after the year of the milestone before it",
            });
        });
      }),
  })
  .strict();

/** Timeline milestones for /history, oldest first. */
export const history: Milestone[] = parseEntry(
  "history",
  "history.json",
  historyFileSchema,
  withBrandDeep(data),
).milestones;
