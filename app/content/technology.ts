import { withBrandDeep } from "./brand-text.ts";
import data from "./technology.json" with { type: "json" };
import { technologySchema, type Technology } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/**
 * Text of the Technology page, from app/content/technology.json; the stack and team talks live in their own files.
 * {company} and {parent} name the brand.
 */
export const technology: Technology = parseEntry(
  "technology",
  "technology.json",
  technologySchema,
  withBrandDeep(data),
);
