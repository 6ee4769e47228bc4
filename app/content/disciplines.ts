import { z } from "zod";
import { disciplineIds } from "../config/disciplines.ts";
import { withBrandDeep } from "./brand-text.ts";
import data from "./disciplines.json" with { type: "json" };
import { departmentSchema, iconName, seoSchema, slug } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

const disciplineTitle = z.string().trim().min(2).max(40);

/** One discipline page: its tile on /disciplines and its own page, which lists the open roles of its department. */
export const disciplineSchema = z
  .object({
    id: slug.describe("The page's address, /disciplines/{id} (app/config/disciplines.ts)"),
    title: disciplineTitle,
    icon: iconName.describe("The tile's icon"),
    description: z.string().min(40).max(300).describe("One or two sentences on the tile"),
    intro: z.string().min(40).describe("The page's opening paragraph"),
    department: departmentSchema.describe("The department whose open roles the page lists"),
    stack: z.array(z.string().min(1)).min(3).describe("Tools and languages the discipline works with"),
    seo: seoSchema,
  })
  .strict();

export type Discipline = z.infer<typeof disciplineSchema>;

/**
 * app/content/disciplines.json: each discipline's title (by its id; the header's menu reads these alone) and its
 * text; the ids and addresses stay with the paths (app/config/disciplines.ts). {company} and {parent} name the brand.
 */
export const disciplinesFileSchema = z
  .object({
    titles: z
      .object(
        Object.fromEntries(
          disciplineIds.map((id) => [
            id,
            disciplineTitle.describe(`The heading of /disciplines/${id}: in the menu, on its tile and on its page`),
          ]),
        ) as Record<(typeof disciplineIds)[number], typeof disciplineTitle>,
      )
      .strict()
      .describe("Each discipline's title, by its page's address"),
    disciplines: z
      .array(disciplineSchema.omit({ title: true }))
      .describe("One entry for each discipline of app/config/disciplines.ts, in tile order")
      .superRefine((entries, context) => {
        const ids = entries.map((entry) => entry.id);
        const expected: string[] = [...disciplineIds];
        if (ids.join() !== expected.join())
          context.addIssue({
            code: "custom",
            message: `must hold the disciplines ${expected.join(", ")}, in that order`,
          });
      }),
  })
  .strict();

const file = parseEntry("disciplines", "disciplines.json", disciplinesFileSchema, withBrandDeep(data));

/** The ten disciplines, in tile order. */
export const disciplines: Discipline[] = disciplineIds.map((id, index) =>
  parseEntry("disciplines", id, disciplineSchema, { ...file.disciplines[index], id, title: file.titles[id] }),
);
