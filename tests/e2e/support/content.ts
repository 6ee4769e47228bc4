import { policyCollection } from "../../../app/content/collections/policies.ts";
import { postCollection } from "../../../app/content/collections/posts.ts";
import { isOpen, vacancyCollection } from "../../../app/content/collections/vacancies.ts";
import { readCollection } from "../../../app/content/read-collection.ts";

/** The Markdown collections as the site builds them, in the site's order (read from disk: Vite's glob is not here). */
export const vacancies = readCollection(vacancyCollection);
export const openVacancies = () => vacancies.filter((vacancy) => isOpen(vacancy));
export const posts = readCollection(postCollection);
export const policies = readCollection(policyCollection);
