import { titles } from "../content/disciplines.json" with { type: "json" };

/** The discipline pages (/disciplines/{id}) in tile order: their addresses are code, their texts content. */
export const disciplineIds = [
  "engineering",
  "marketing",
  "hr",
  "finance",
  "sales",
  "it",
  "design",
  "operations",
  "legal",
  "customer-success",
] as const;

export type DisciplineId = (typeof disciplineIds)[number];

/**
 * Each discipline page's id and title, for the header's menu, which every page draws. The titles are the content
 * editor's (app/content/disciplines.json, its `titles`), read here unparsed and alone: only that part of the file
 * reaches the pages' script, not zod nor the rest of every discipline's text. The build checks the file
 * (app/content/disciplines.ts) before it writes a page.
 */
export const disciplineTitles = disciplineIds.map((id) => ({ id, title: titles[id] }));
