import { site } from "./site.ts";

/**
 * Where a form posted without script lands once the server has accepted it (with `?ref=`). The forms
 * API redirects to the same addresses (server/forms/targets.mjs; a unit test keeps the two equal).
 * Real pages under the site's layout, but `noindex` and not in the sitemap: they only follow a post.
 */
export const sentPaths = {
  contact: "/contact/sent",
  "career-interest": "/careers/applied",
  "academy-interest": `/${site.slug}-academy/registered`,
} as const;

/**
 * The id of the notice a form's page holds for a post made without script that came back with fields to
 * correct: the forms API's redirect ends with it (`/contact?error=email#not-sent`), and without script the
 * notice shows as the page's target (app/lib/refused-notice.ts). The same for every form.
 */
export const refusedNoticeId = "not-sent";
