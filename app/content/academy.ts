import { withBrandDeep } from "./brand-text.ts";
import data from "./academy.json" with { type: "json" };
import { academySchema, type Academy } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/** Text of the Academy page, its facts, modules and questions, from app/content/academy.json; {company} names the brand. */
export const academy: Academy = parseEntry("academy", "academy.json", academySchema, withBrandDeep(data));
