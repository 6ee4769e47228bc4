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
