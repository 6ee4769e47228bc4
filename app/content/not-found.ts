import data from "./not-found.json" with { type: "json" };
import type { Page } from "./schemas.ts";

/**
 * The Not Found page's text, from app/content/not-found.json. Kept apart from pages.json because this page renders
 * without a loader (an unknown path has no prerendered data), so its text ships in its route chunk. It is read
 * without parsing on purpose: parsing here would ship zod to the browser; app/content/pages.ts checks the file when the
 * build loads the pages' texts, and content.test.ts validates it.
 */
export const notFoundPage: Page = data;
