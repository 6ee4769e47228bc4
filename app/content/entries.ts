import { policyCollection } from "./collections/policies.ts";
import { postCollection } from "./collections/posts.ts";
import { isOpen, today, vacancyCollection } from "./collections/vacancies.ts";
import { loadMarkdownCollection } from "./markdown.ts";

/** Every Markdown file of app/content/, as Vite bundles it for the route loaders (build time only). */
const files = import.meta.glob<string>("./*/*.md", { query: "?raw", import: "default", eager: true });

/** Every vacancy, open or closed, newest first. */
export const vacancies = loadMarkdownCollection(vacancyCollection, files);
export const openVacancies = (on = today()) => vacancies.filter((vacancy) => isOpen(vacancy, on));
/** Every blog post and news item, newest first. */
export const posts = loadMarkdownCollection(postCollection, files);
/** The policies of the footer ribbon, in ribbon order. */
export const policies = loadMarkdownCollection(policyCollection, files);
