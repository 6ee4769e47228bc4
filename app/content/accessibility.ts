import { withBrandDeep } from "./brand-text.ts";
import data from "./accessibility.json" with { type: "json" };
import { statementSchema, type Statement } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

/** The accessibility statement at /accessibility, from app/content/accessibility.json; {phone} is the brand's number. */
export const accessibilityStatement: Statement = parseEntry(
  "accessibility",
  "accessibility.json",
  statementSchema,
  withBrandDeep(data),
);
