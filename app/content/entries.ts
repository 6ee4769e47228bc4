import { policyCollection } from "./collections/policies.ts";
import { postCollection } from "./collections/posts.ts";
import { isOpen, today, vacancyCollection } from "./collections/vacancies.ts";
import { loadMarkdownCollection } from "./markdown.ts";
import { parseVacancySource, readStore } from "./vacancy-sources/source.ts";

/** Every Markdown file of app/content/, as Vite bundles it for the route loaders (build time only). */
const files = import.meta.glob<string>("./*/*.md", { query: "?raw", import: "default", eager: true });

const vacancySource = parseVacancySource();

/**
 * Every vacancy, open or closed, newest first: from the Markdown folder, or as the build's first step loaded them
 * from the ATS that VACANCIES_FROM names (app/content/vacancy-sources/). Nothing after this knows which.
 */
export const vacancies =
  vacancySource.kind === "markdown" ? loadMarkdownCollection(vacancyCollection, files) : readStore(vacancySource);
export const openVacancies = (on = today()) => vacancies.filter((vacancy) => isOpen(vacancy, on));
/** Every blog post and news item, newest first. */
export const posts = loadMarkdownCollection(postCollection, files);
/** The policies of the footer ribbon, in ribbon order. */
export const policies = loadMarkdownCollection(policyCollection, files);
