import { withBrandDeep } from "./brand-text.ts";
import { lifeAtBenefits } from "./features.ts";
import data from "./life-at.json" with { type: "json" };
import { contentBlockSchema, lifeAtSchema, type LifeAt } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/** app/content/life-at.json: the page without its benefits' tiles, which features.json holds. */
export const lifeAtFileSchema = lifeAtSchema
  .extend({ benefits: contentBlockSchema.omit({ features: true }).strict() })
  .strict();

const file = parseEntry("lifeAt", "life-at.json", lifeAtFileSchema, withBrandDeep(data));

/** Text of the Life at page; benefits and testimonials come from their own files. */
export const lifeAt: LifeAt = parseEntry("lifeAt", "life-at.json", lifeAtSchema, {
  ...file,
  benefits: { ...file.benefits, features: lifeAtBenefits },
});
