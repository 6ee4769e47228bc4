import { withBrandDeep } from "./brand-text.ts";
import data from "./home.json" with { type: "json" };
import { homeSchema, type Home } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/**
 * Text of the home page, from app/content/home.json (the content editor's "Home page"): its counters come from
 * stats.ts and its news from posts. Checked against the schema at build time; {company} and {parent} name the brand.
 */
export const home: Home = parseEntry("home", "home.json", homeSchema, withBrandDeep(data));
