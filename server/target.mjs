// Reading a request target: absolute-form to origin-form, decoding, normalising, and re-encoding a path so a
// Location built from it is always a same-origin path that Node accepts as a header value.

// Paths are short on this site; a query (a pasted search) may be long, within Node's 16 KB header limit.
export const MAX_PATH_LENGTH = 2048;
export const MAX_URL_LENGTH = 12_000;

// C0 controls, DEL and C1 controls: no page has them in its address, and in a header they are invalid or
// confusing. Backslashes are refused too: some clients read them as slashes.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/;
// What a path segment or a query may carry literally (RFC 3986 pchar and query); anything else is %-encoded.
const UNSAFE_IN_QUERY = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g;
const RESERVED_IN_SEGMENT = /[/?#]/g;
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/** "%XX" for a character up to U+00FF (a raw byte as Node hands it over), UTF-8 escapes above. */
function percentEncode(char) {
  const code = char.charCodeAt(0);
  return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, "0")}` : encodeURIComponent(char);
}

/**
 * `GET http://host/about HTTP/1.1` (absolute-form, what a client talking to a proxy sends) becomes
 * "/about"; origin-form targets are returned as they are. The host part is dropped: every answer is
 * about this site, and Locations are paths, so a foreign host name in the target cannot steer a redirect.
 * @param {string} url
 */
export function originForm(url) {
  if (url.startsWith("/")) return url;
  const authority = ABSOLUTE_FORM.exec(url);
  if (!authority) return url;
  const rest = url.slice(authority[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** One decoded path segment, re-encoded as encodeURI would, plus the three characters a segment cannot hold. */
export function encodeSegment(segment) {
  return encodeURI(segment).replace(RESERVED_IN_SEGMENT, percentEncode);
}

/** A query as received, with any byte that may not stand in a Location %-encoded (nothing else changes). */
export function encodeQuery(query) {
  return query.replace(UNSAFE_IN_QUERY, percentEncode);
}

/**
 * @typedef {{ error: 400 | 414, reason: string }} BadTarget
 * @typedef {{ segments: string[], route: string, location: string, query: string, canonical: boolean }} Target
 *   segments: the decoded path segments, without empty and "." ones and without a final "index"/"index.html";
 *   route: those joined ("/" for none), the key pages and files are looked up by;
 *   location: the same path re-encoded, safe for a Location header;
 *   query: "" or "?..." (re-encoded); canonical: whether the request already used that address.
 */

/**
 * Parses a request target (origin-form). Malformed or hostile ones get `{ error }`: 414 when too long,
 * 400 for bad percent-encoding, "..", NUL, backslashes and control characters.
 * @param {string} url
 * @returns {Target | BadTarget}
 */
export function parseTarget(url) {
  if (url.length > MAX_URL_LENGTH) return { error: 414, reason: "URI Too Long" };
  if (!url.startsWith("/")) return { error: 400, reason: "Bad Request" };
  const end = url.search(/[?#]/);
  const rawPath = end === -1 ? url : url.slice(0, end);
  if (rawPath.length > MAX_PATH_LENGTH) return { error: 414, reason: "URI Too Long" };
  const queryEnd = url.indexOf("#");
  const rawQuery = end === -1 || url[end] === "#" ? "" : url.slice(end, queryEnd === -1 ? undefined : queryEnd);

  let decoded;
  try {
    // Node hands raw bytes over as Latin-1 characters: turning them back into %XX first decodes them as UTF-8.
    decoded = decodeURIComponent(rawPath.replace(/[\u0080-\u00ff]/g, percentEncode));
  } catch {
    return { error: 400, reason: "Bad Request: malformed percent-encoding" };
  }
  if (FORBIDDEN.test(decoded)) return { error: 400, reason: "Bad Request" };

  const segments = decoded.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) return { error: 400, reason: "Bad Request" };
  // One address per page: "/about/index.html" and "/about/index" are "/about".
  while (segments.length > 0 && ["index.html", "index"].includes(segments.at(-1) ?? "")) segments.pop();

  const route = `/${segments.join("/")}`;
  let location;
  try {
    location = `/${segments.map(encodeSegment).join("/")}`;
  } catch {
    // encodeURI throws on a lone surrogate; decoding UTF-8 never yields one, but a throw must not escape.
    return { error: 400, reason: "Bad Request" };
  }
  return { segments, route, location, query: encodeQuery(rawQuery), canonical: route === decoded };
}
