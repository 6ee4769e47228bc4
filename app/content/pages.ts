import { z } from "zod";
import { withBrandDeep } from "./brand-text.ts";
import notFound from "./not-found.json" with { type: "json" };
import data from "./pages.json" with { type: "json" };
import { pageSchema, type Page } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/** The pages whose heading, breadcrumb, introduction and search text app/content/pages.json holds (routes: code). */
const pageKeys = [
  "home",
  "about",
  "foodServices",
  "sustainability",
  "careers",
  "technology",
  "disciplines",
  "blogs",
  "lifeAt",
  "academy",
  "awards",
  "contact",
  "vacancyAlerts",
  "search",
  "history",
  "accessibility",
] as const;

export type PageKey = (typeof pageKeys)[number];

/** app/content/pages.json: each page's heading, breadcrumb, introduction and search text; {company} and {parent} name the brand. */
export const pagesFileSchema = z
  .object(Object.fromEntries(pageKeys.map((key) => [key, pageSchema])) as Record<PageKey, typeof pageSchema>)
  .strict();

export const pages: Record<PageKey, Page> = parseEntry("pages", "pages.json", pagesFileSchema, withBrandDeep(data));

/**
 * The Not Found page's text (app/content/not-found.json): its route reads the file unparsed (no zod in the browser),
 * so it is checked here, where every page's text is, and a bad file stops the build.
 */
export const notFoundPage: Page = parseEntry("not-found", "not-found.json", pageSchema, notFound);
