// The `_headers` and `_redirects` files for static hosts (Netlify / Cloudflare Pages format): the same
// headers and 301s `npm start` sends, for a host that serves a release's client/ folder by itself. Both hosts
// apply every matching header rule (Cloudflare joins repeated values with commas), so each header is set by
// exactly one rule for any path; static-hosts.test.mjs checks that against each host's matching rules
// (docs/decisions/0016).
import { immutableCache, securityHeaders, sharedContentSecurityPolicy } from "../server/security.mjs";
import { contentTypeOf } from "../server/site.mjs";
import { feedMediaTypes } from "../app/features/search/resource-paths.ts";

const block = (pattern, headers) =>
  `${pattern}\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n")}\n`;

/**
 * The `_headers` text: the security headers and the shared Content-Security-Policy for every path, and
 * immutable caching for `/assets/*`. Each page's script hashes are in its own `<meta>` policy, so the file
 * needs no rule per page (Cloudflare allows 100 rules, each line at most 2,000 characters). Other paths keep
 * the hosts' own `Cache-Control: public, max-age=0, must-revalidate`, the server's revalidation too: a
 * second rule setting it on `/*` would be joined with the assets' one.
 * The feeds get their own media types (a host types them by their `.xml` extension otherwise), each
 * from the one rule naming its path.
 * @param {{ formsApi?: string[] }} [options]  a forms API on another origin (FORMS_API_ORIGIN)
 */
export function staticHostHeaders({ formsApi = [] } = {}) {
  return [
    block("/*", { ...securityHeaders, "Content-Security-Policy": sharedContentSecurityPolicy({ formsApi }) }),
    block("/assets/*", { "Cache-Control": immutableCache }),
    ...Object.keys(feedMediaTypes).map((path) => block(path, { "Content-Type": contentTypeOf(path) })),
  ].join("\n");
}

/**
 * The `_redirects` text: each alias as a 301, also written with a trailing slash, since Cloudflare
 * matches a rule's path exactly (Netlify ignores the slash, so there the second line is never reached).
 * No rule is forced (`301!`): Cloudflare refuses those, and the alias has no file of its own to shadow it.
 * @param {{ from: string, to: string }[]} redirects
 */
export function staticHostRedirects(redirects) {
  return redirects.flatMap(({ from, to }) => [`${from} ${to} 301`, `${from}/ ${to} 301`]).join("\n") + "\n";
}
