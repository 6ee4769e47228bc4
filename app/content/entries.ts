import { policyCollection } from "./collections/policies.ts";
import { postCollection } from "./collections/posts.ts";
import { isOpen, today, vacancyCollection } from "./collections/vacancies.ts";
import { loadMarkdownCollection } from "./markdown.ts";
import { withModified } from "./modified.ts";

/** Every Markdown file of app/content/, as Vite bundles it for the route loaders (build time only). */
const files = import.meta.glob<string>("./*/*.md", { query: "?raw", import: "default", eager: true });

/** Every vacancy, open or closed, newest first, with its last change (`modified`). */
export const vacancies = withModified(
  loadMarkdownCollection(vacancyCollection, files),
  "vacancies",
  (v) => v.datePosted,
);
export const openVacancies = (on = today()) => vacancies.filter((vacancy) => isOpen(vacancy, on));
/** Every blog post and news item, newest first, with its last change (`modified`). */
export const posts = withModified(loadMarkdownCollection(postCollection, files), "posts", (p) => p.date);
/** The policies of the footer ribbon, in ribbon order. */
export const policies = loadMarkdownCollection(policyCollection, files);
