import { loadMarkdownCollection } from "./markdown.ts";
import { policySchema, type Policy } from "./schemas.ts";

const files = import.meta.glob<string>("./policies/*.md", { query: "?raw", import: "default", eager: true });

/** The five policies of the footer ribbon, in ribbon order. */
export const policies: Policy[] = loadMarkdownCollection("policies", files, policySchema).sort(
  (a, b) => a.order - b.order,
);
