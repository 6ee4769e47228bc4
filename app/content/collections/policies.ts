import { z } from "zod";
import type { Entry, MarkdownCollection } from "../markdown.ts";
import { isoDate, seoSchema } from "../schemas.ts";

/** Front matter of one policy. The body is the Markdown text. */
const schema = z
  .object({
    title: z.string().min(5).max(80).describe("The heading and the footer link's label"),
    order: z.number().int().min(1).describe("Position in the footer's policy ribbon"),
    updated: isoDate.describe("Date of the last change, shown under the heading"),
    seo: seoSchema,
  })
  .strict();

export type Policy = Entry<typeof schema>;

/** The policies of the footer ribbon: one Markdown file each in app/content/policies/, in ribbon order. */
export const policyCollection: MarkdownCollection<typeof schema> = {
  folder: "policies",
  schema,
  compare: (a, b) => a.order - b.order,
};
