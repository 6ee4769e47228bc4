import { policyCollection } from "./collections/policies.ts";
import { postCollection } from "./collections/posts.ts";
import { isOpen, today, vacancyCollection } from "./collections/vacancies.ts";
import { loadMarkdownCollection } from "./markdown.ts";
import { withModified } from "./modified.ts";
import { parseVacancySource, readStore } from "./vacancy-sources/source.ts";

/** Every Markdown file of app/content/, as Vite bundles it for the route loaders (build time only). */
const files = import.meta.glob<string>("./*/*.md", { query: "?raw", import: "default", eager: true });

const vacancySource = parseVacancySource();
// An ATS's roles have no files in the repository: their last change is the ATS's own (`lastModified`).
const noFiles = { times: new Map<string, number>(), unknown: 0, git: true };

/**
 * Every vacancy, open or closed, newest first, with its last change (`modified`): from the Markdown folder, or
 * as the build's first step loaded them from the ATS that VACANCIES_FROM names (app/content/vacancy-sources/).
 * Nothing after this knows which.
 */
export const vacancies =
  vacancySource.kind === "markdown"
    ? withModified(loadMarkdownCollection(vacancyCollection, files), "vacancies", (v) => v.datePosted)
    : withModified(readStore(vacancySource), "vacancies", (v) => v.datePosted, noFiles);
export const openVacancies = (on = today()) => vacancies.filter((vacancy) => isOpen(vacancy, on));
/** Every blog post and news item, newest first, with its last change (`modified`). */
export const posts = withModified(loadMarkdownCollection(postCollection, files), "posts", (p) => p.date);
/** The policies of the footer ribbon, in ribbon order. */
export const policies = loadMarkdownCollection(policyCollection, files);
