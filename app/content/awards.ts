import { z } from "zod";
import { name, slug } from "./schemas.ts";
import { parseEntry } from "./validate.ts";
import data from "./awards.json" with { type: "json" };

/** Award years the awards page offers, newest first. */
export const awardYears = [2024, 2023, 2022, 2021, 2020] as const;

/** One award on the awards page. */
export const awardSchema = z
  .object({
    id: slug.describe("A stable key for the award"),
    title: z.string().min(5).max(100).describe("The award's name"),
    awardedBy: name.describe("Who gave it"),
    description: z.string().min(40).max(300).describe("What it recognised"),
    year: z
      .number()
      .int()
      .min(awardYears[awardYears.length - 1]!, "must be one of the award years 2020 to 2024")
      .max(awardYears[0], "must be one of the award years 2020 to 2024")
      .describe("The year tab it is listed under"),
    image: slug.describe("The artwork of the card (a file in art/)"),
  })
  .strict();

export type Award = z.infer<typeof awardSchema>;

/** app/content/awards.json: the awards an editor keeps, newest year first, in the order each year shows them. */
export const awardsFileSchema = z
  .object({ awards: z.array(awardSchema).describe("Newest year first, in the order each year's tab shows them") })
  .strict();

/** Every award, newest year first, in the order each year shows them. */
export const awards: Award[] = parseEntry("awards", "awards.json", awardsFileSchema, data).awards;
