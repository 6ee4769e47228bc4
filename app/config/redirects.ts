import { paths, technologySections } from "./paths.ts";

/**
 * Old and alternative addresses the header and older links use, so every link leads to a real page.
 * One table drives the app's client-side redirects, the server's 301s and `_redirects` for static hosts.
 * `:slug` in `from` is copied into `to`.
 */
export type Redirect = { from: string; to: string };

export const redirects: readonly Redirect[] = [
  { from: "/about/sustainability", to: paths.sustainability() },
  { from: "/about/awards", to: paths.awards() },
  { from: "/about/history", to: paths.history() },
  { from: "/news", to: paths.blogs() },
  { from: "/news-events", to: paths.blogs() },
  { from: "/news/:slug", to: paths.blog(":slug") },
  { from: "/technology/disciplines", to: paths.disciplines() },
  ...technologySections.map((section) => ({ from: `/technology/${section}`, to: paths.technology(section) })),
  { from: "/home/careers/:slug", to: paths.career(":slug") },
];

/** The target of `pathname` when it is an alias, else undefined. Trailing slashes are ignored. */
export function resolveRedirect(pathname: string, table: readonly Redirect[] = redirects): string | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const { from, to } of table) {
    if (!from.includes(":slug")) {
      if (clean === from) return to;
      continue;
    }
    const prefix = from.slice(0, from.indexOf(":slug"));
    if (!clean.startsWith(prefix)) continue;
    const slug = clean.slice(prefix.length);
    if (!slug || slug.includes("/")) continue;
    return to.replace(":slug", slug);
  }
  return undefined;
}
