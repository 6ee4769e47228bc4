import type { TitleLines } from "./schemas.ts";

/** The heading as plain text (document titles, aria labels, search), segments joined, lines spaced. */
export function plainTitle(lines: TitleLines): string {
  return lines
    .map((line) => line.map((segment) => segment.text).join(""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
