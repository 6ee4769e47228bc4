/**
 * The forms API this build talks to (`FORMS_API_ORIGIN` at build time; app/config/forms-api-origin.ts
 * says what the values mean). vite.config.ts writes the checked, normalised value in.
 *
 * A build without an API (`FORMS_API_ORIGIN=none`) shows a notice instead of each form. Where a form is
 * chosen, test `import.meta.env.FORMS_API_ORIGIN === "none"` in place: the build then sees a comparison of
 * two strings, drops the branch it cannot take and the notice's module with it (a constant imported from
 * here would not be folded before the chunks are cut).
 */
const value: string = import.meta.env.FORMS_API_ORIGIN ?? "";

/** The origin requests go to: "" for the server that serves the pages, else the API's own origin. */
export const formsApiOrigin = value === "none" ? "" : value;

/** The address of an API path (`/api/forms/contact`) for this build: the path itself, or on the API's origin. */
export const apiUrl = (path: string) => `${formsApiOrigin}${path}`;

/** The vacancy alerts API: the sign-up at its root, each action (`confirm`, `preferences?token=…`) below it. */
export const alertsApiUrl = (action?: string) =>
  apiUrl(action ? `/api/vacancy-alerts/${action}` : "/api/vacancy-alerts");
