/**
 * The discipline pages (/disciplines/{id}) in tile order: the header's menu reads this list without the content
 * (zod and every discipline's text would weigh on every page); app/content/disciplines.ts adds the text.
 */
export const disciplineTitles = [
  { id: "engineering", title: "Engineering" },
  { id: "marketing", title: "Marketing" },
  { id: "hr", title: "Human Resources" },
  { id: "finance", title: "Finance" },
  { id: "sales", title: "Sales" },
  { id: "it", title: "IT" },
  { id: "design", title: "UI/UX" },
  { id: "operations", title: "Operations" },
  { id: "legal", title: "Legal" },
  { id: "customer-success", title: "Customer Success" },
] as const;

export type DisciplineId = (typeof disciplineTitles)[number]["id"];
