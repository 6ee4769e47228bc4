/**
 * The discipline pages (/disciplines/{id}) in tile order: their addresses are code, their titles and texts content
 * (app/content/disciplines.json; the header's menu reads the titles alone, app/config/navigation.ts).
 */
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
