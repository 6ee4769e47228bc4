import { z } from "zod";
import type { Entry, MarkdownCollection } from "../markdown.ts";
import { artName, artNameMessage } from "../pictures.ts";
import { isoDate, seoSchema } from "../schemas.ts";

export const blogCategories = ["Environment", "Innovation", "Recognition"] as const;

/** Front matter of one post. The body is the Markdown article. */
const schema = z
  .object({
    title: z.string().min(5).max(120).describe("The headline"),
    date: isoDate.describe("Publication date; the list shows the newest first"),
    lastModified: isoDate
      .optional()
      .describe("The day the post last changed, for feeds and search engines; by default the file's last commit"),
    category: z.enum(blogCategories).describe("The filter the post appears under"),
    description: z.string().min(40).max(300).describe("The teaser on cards and in the feed"),
    image: z
      .string()
      .regex(artName, artNameMessage)
      .describe("The picture shown on the card and the page: a file in art/, drawn or uploaded"),
    imageAlt: z
      .string()
      .trim()
      .min(5)
      .max(150)
      .optional()
      .describe("What the picture shows, for a reader who cannot see it (required unless it is decorative)"),
    imageDecorative: z
      .boolean()
      .default(false)
      .describe("The picture only decorates: it says nothing the text does not, and screen readers skip it"),
    featured: z.boolean().default(false).describe("Shown large at the top of the list"),
    video: z.string().url().optional().describe("A video the article embeds"),
    seo: seoSchema,
  })
  .strict()
  .refine((post) => post.imageDecorative || post.imageAlt, {
    path: ["imageAlt"],
    message: "describe what the picture shows, or mark it decorative",
  });

export type Post = Entry<typeof schema>;

/** Blog posts and news: one Markdown file each in app/content/posts/, the file name is the URL slug. */
export const postCollection: MarkdownCollection<typeof schema> = {
  folder: "posts",
  schema,
  compare: (a, b) => b.date.localeCompare(a.date),
};
