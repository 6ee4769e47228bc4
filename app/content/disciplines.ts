import { z } from "zod";
import { disciplineTitles } from "../config/disciplines.ts";
import { withBrandDeep } from "./brand-text.ts";
import data from "./disciplines.json" with { type: "json" };
import { departmentSchema, iconName, seoSchema, slug } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/** One discipline page: its tile on /disciplines and its own page, which lists the open roles of its department. */
export const disciplineSchema = z
  .object({
    id: slug.describe("The page's address, /disciplines/{id} (app/config/disciplines.ts)"),
    title: z.string().min(2).max(40).describe("The tile's and the page's heading"),
    icon: iconName.describe("The tile's icon"),
    description: z.string().min(40).max(300).describe("One or two sentences on the tile"),
    intro: z.string().min(40).describe("The page's opening paragraph"),
    department: departmentSchema.describe("The department whose open roles the page lists"),
    stack: z.array(z.string().min(1)).min(3).describe("Tools and languages the discipline works with"),
    seo: seoSchema,
  })
  .strict();

export type Discipline = z.infer<typeof disciplineSchema>;

/** app/content/disciplines.json: each discipline's text; its id and title stay with the paths (app/config/disciplines.ts). */
export const disciplinesFileSchema = z
  .object({
    disciplines: z
      .array(disciplineSchema.omit({ title: true }))
      .describe("One entry for each discipline of app/config/disciplines.ts, in tile order")
      .superRefine((entries, context) => {
        const ids = entries.map((entry) => entry.id);
        const expected: string[] = disciplineTitles.map((discipline) => discipline.id);
        if (ids.join() !== expected.join())
          context.addIssue({
            code: "custom",
            message: `must hold the disciplines ${expected.join(", ")}, in that order`,
          });
      }),
  })
  .strict();

const entries = parseEntry("disciplines", "disciplines.json", disciplinesFileSchema, withBrandDeep(data)).disciplines;

/** The ten disciplines, in tile order. */
export const disciplines: Discipline[] = disciplineTitles.map(({ id, title }, index) =>
  parseEntry("disciplines", id, disciplineSchema, { ...entries[index], id, title }),
);
