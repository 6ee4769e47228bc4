import { z } from "zod";
import data from "./stats.json" with { type: "json" };
import { statSchema, type Stat } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/** app/content/stats.json: the counters of the home and Sustainability pages. */
export const statsFileSchema = z
  .object({
    home: z.array(statSchema).min(1).describe("Home page counters: figures of the parent group's last financial year"),
    sustainability: z
      .array(statSchema)
      .min(1)
      .describe("Sustainability counters: totals of the employee-led programme since it began"),
  })
  .strict();

const file = parseEntry("stats", "stats.json", statsFileSchema, data);

/** Home page counters. Figures are those of the parent group's last financial year. */
export const homeStats: Stat[] = file.home;

/** Sustainability counters: totals of the employee-led programme since it began. */
export const sustainabilityStats: Stat[] = file.sustainability;
