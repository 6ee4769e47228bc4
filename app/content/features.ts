import { z } from "zod";
import data from "./features.json" with { type: "json" };
import { featureSchema, type Feature } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/** app/content/features.json: the icon tiles of the Foodservice and Life at pages. */
export const featuresFileSchema = z
  .object({
    foodServices: z.array(featureSchema).min(1).describe("The four trends of the Foodservice page"),
    lifeAtBenefits: z.array(featureSchema).min(1).describe("The four benefits of the Life at page"),
  })
  .strict();

const file = parseEntry("features", "features.json", featuresFileSchema, data);

/** The four trends of the Foodservice page. */
export const foodServiceFeatures: Feature[] = file.foodServices;

/** The four benefits of the Life at page. */
export const lifeAtBenefits: Feature[] = file.lifeAtBenefits;
