import { withBrandDeep } from "./brand-text.ts";
import data from "./about.json" with { type: "json" };
import { aboutSchema, type About } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/**
 * Text of the About page, from app/content/about.json (the content editor's "About page"); the hero and breadcrumb
 * come from pages.about. {company}, {parent}, {parentWebsite}, {parentWebsiteLabel} and {foundedYear} name the brand.
 */
export const about: About = parseEntry("about", "about.json", aboutSchema, withBrandDeep(data));
