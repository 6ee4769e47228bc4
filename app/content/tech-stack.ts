import { z } from "zod";
import { sentence, slug } from "./schemas.ts";
import data from "./tech-stack.json" with { type: "json" };
import { parseEntry } from "./validate.ts";

export const techStackGroupSchema = z
  .object({
    id: slug.describe("A stable key for the group"),
    name: z.string().min(3).max(60).describe("The group's heading"),
    description: sentence.describe("One sentence on what the group covers"),
    technologies: z
      .array(z.object({ name: z.string().min(1).max(40), logo: slug }).strict())
      .min(5)
      .max(8)
      .describe("Each tool's name and logo (a file in art/)"),
  })
  .strict();

export type TechStackGroup = z.infer<typeof techStackGroupSchema>;

/** app/content/tech-stack.json: the tech stack groups of the Technology page. */
export const techStackFileSchema = z
  .object({ groups: z.array(techStackGroupSchema).min(1).describe("The Technology page's groups, in selector order") })
  .strict();

/** The three tech stack groups of the Technology page, in selector order. */
export const techStack: TechStackGroup[] = parseEntry("techStack", "tech-stack.json", techStackFileSchema, data).groups;
