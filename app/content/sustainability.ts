import { withBrandDeep } from "./brand-text.ts";
import data from "./sustainability.json" with { type: "json" };
import { contentBlockSchema, sustainabilitySchema, type Sustainability } from "./schemas.ts";
import { sustainabilityStats } from "./stats.ts";
import { parseEntry } from "./validate.ts";

/** app/content/sustainability.json: the page without its counters, which stats.json holds. */
export const sustainabilityFileSchema = sustainabilitySchema
  .extend({ impact: contentBlockSchema.omit({ stats: true }).strict() })
  .strict();

const file = parseEntry("sustainability", "sustainability.json", sustainabilityFileSchema, withBrandDeep(data));

/** Text of the Sustainability page; the counters come from stats.json. */
export const sustainability: Sustainability = parseEntry(
  "sustainability",
  "sustainability.json",
  sustainabilitySchema,
  {
    ...file,
    impact: { ...file.impact, stats: sustainabilityStats },
  },
);
