// The `_headers` file for static hosts (Netlify / Cloudflare Pages format): the same headers `npm start`
// sends, for a host that serves build/client by itself.
import {
  assetPolicy,
  contentSecurityPolicy,
  immutableCache,
  revalidateCache,
  securityHeaders,
} from "../server/security.mjs";
import { contentTypeOf } from "../server/site.mjs";
import { feedMediaTypes } from "../app/features/search/resource-paths.ts";

const block = (pattern, headers) =>
  `${pattern}\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n")}\n`;

/**
 * The file's text: the security headers and revalidation for every path, immutable caching for
 * `/assets/*`, each page's Content-Security-Policy with the hashes of its inline scripts, and the feeds' own
 * media types (a host types them by their `.xml` extension otherwise).
 * @param {Record<string, string[]>} scriptHashes  route -> its inline scripts' hashes (build/csp.json)
 * @param {{ formsApi?: string[] }} [options]  a forms API on another origin (FORMS_API_ORIGIN)
 */
export function staticHostHeaders(scriptHashes, { formsApi = [] } = {}) {
  return [
    block("/*", { ...securityHeaders, "Cache-Control": revalidateCache }),
    block("/assets/*", { "Cache-Control": immutableCache, "Content-Security-Policy": assetPolicy }),
    ...Object.entries(scriptHashes).map(([route, hashes]) =>
      block(route, { "Content-Security-Policy": contentSecurityPolicy(hashes, { formsApi }) }),
    ),
    ...Object.keys(feedMediaTypes).map((path) => block(path, { "Content-Type": contentTypeOf(path) })),
  ].join("\n");
}
