import { policyCollection } from "../../../app/content/collections/policies.ts";
import { postCollection } from "../../../app/content/collections/posts.ts";
import { isOpen } from "../../../app/content/collections/vacancies.ts";
import { readCollection, readVacancies } from "../../../app/content/read-collection.ts";

/**
 * The content collections as the site builds them, in the site's order (read from disk: Vite's glob is not here);
 * the vacancies from where VACANCIES_FROM says.
 */
export const vacancies = readVacancies();
export const openVacancies = () => vacancies.filter((vacancy) => isOpen(vacancy));
export const posts = readCollection(postCollection);
export const policies = readCollection(policyCollection);
