import type { Page } from "./schemas.ts";

/**
 * The Not Found page's text. Kept apart from pages.ts because this page renders without a loader
 * (an unknown path has no prerendered data), so its text ships in its route chunk. It is a plain
 * object on purpose: parsing here would ship zod to the browser; content.test.ts validates it.
 */
export const notFoundPage: Page = {
  heading: "Page not found",
  breadcrumb: "Not found",
  intro: "The page you were looking for does not exist or has moved. Try one of the links below or search the site.",
  seo: {
    title: "Page not found",
    description:
      "The page you were looking for does not exist or has moved. Search the site or start from the home page.",
  },
};
