/** Origins the site may frame: the video facades, after a press on play. */
const frameOrigins = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/**
 * The Content-Security-Policy of one page. Scripts: only the site's own files plus the exact inline
 * scripts that page was prerendered with (their SHA-256 hashes), never 'unsafe-inline'. `formsApi`: the
 * origins of a forms API elsewhere (a build made with FORMS_API_ORIGIN), which the forms post to and the
 * page's script sends to; none when the API is the site's own server.
 * @param {string[]} [scriptHashes]
 * @param {{ formsApi?: string[] }} [options]
 */
export function contentSecurityPolicy(scriptHashes = [], { formsApi = [] } = {}) {
  const api = formsApi.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join("")}`,
    // Inline style attributes (carousel transforms, computed heights) are needed; style cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self'${api}`,
    `frame-src ${frameOrigins.join(" ")}`,
    "frame-ancestors 'none'",
    `form-action 'self'${api}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Directives browsers ignore in a `<meta http-equiv>` policy (and warn about in the console). */
const headerOnlyDirectives = ["frame-ancestors", "report-uri", "sandbox"];
/**
 * Directives each HTML file's own policy carries and the shared header leaves out: which scripts run (a page's
 * inline scripts' hashes are its own), and what it may fetch and show (the content editor, /admin, talks to its git
 * backend and shows pictures just chosen as `blob:`; every public page's meta policy keeps `'self'` for them).
 */
const scriptDirectives = ["default-src", "script-src", "img-src", "media-src", "connect-src"];

const directivesOf = (policy) => policy.split("; ");
const nameOf = (directive) => directive.split(" ", 1)[0] ?? "";

/**
 * A page's policy as a `<meta http-equiv="Content-Security-Policy">` in its own HTML, so a static host
 * enforces it with no header rule per page: everything but frame-ancestors, which only a header can say.
 * @param {string[]} [scriptHashes]
 * @param {{ formsApi?: string[] }} [options]
 */
export function metaContentSecurityPolicy(scriptHashes = [], options = {}) {
  return directivesOf(contentSecurityPolicy(scriptHashes, options))
    .filter((directive) => !headerOnlyDirectives.includes(nameOf(directive)))
    .join("; ");
}

/**
 * The one Content-Security-Policy header a static host sends on every path (`_headers`): every page's
 * directives but the script and fetch ones, which each page's meta policy adds (with its own hashes). Browsers
 * enforce both, so a page runs exactly what the server's per-page policy allows, framed by nobody.
 * @param {{ formsApi?: string[] }} [options]
 */
export function sharedContentSecurityPolicy(options = {}) {
  return directivesOf(contentSecurityPolicy([], options))
    .filter((directive) => !scriptDirectives.includes(nameOf(directive)))
    .join("; ");
}

/**
 * Headers every response carries: no MIME sniffing, no full referrer to other origins, no powerful
 * features, no framing, a browsing context of its own, and no embedding of our resources by other sites
 * (the site serves nothing meant for other origins).
 */
export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  // No page of another origin keeps a handle on ours. "-allow-popups": a window one of ours opens keeps its
  // handle on its opener, which the content editor's sign-in window (server/admin/sign-in.mjs) needs to hand the
  // token back; the public pages open no windows, so for them this is "same-origin".
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * The hashed scripts, styles and fonts under /assets/ are never documents: should one be opened
 * directly, it may load nothing and be framed by nobody.
 */
export const assetPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * Sent only when the request reached us over TLS: directly, or through a proxy we were told to trust
 * (TRUST_PROXY) that says so in X-Forwarded-Proto. Any client can write that header, so it is not
 * believed otherwise.
 */
export const hstsHeader = "max-age=63072000; includeSubDomains; preload";

export const immutableCache = "public, max-age=31536000, immutable";
export const revalidateCache = "public, max-age=0, must-revalidate";

/**
 * The content editor's (/admin) Content-Security-Policy, its own and looser than a page's, since Decap CMS needs:
 * 'unsafe-eval' (it checks its configuration with ajv, which compiles the check into a function), inline styles
 * (emotion writes its CSS at run time), `blob:` images (a picture just chosen is shown before it is saved) and the
 * git backend's API in connect-src (`backend`: the local git server's origin, or the git host's API). The preview
 * is an iframe the editor writes itself (`about:srcdoc`), which inherits this policy. Still: no other origin's
 * script, no framing of the editor, no plugins, no base or form elsewhere.
 * @param {{ connect?: string[], img?: string[] }} [backend]
 */
export function adminContentSecurityPolicy({ connect = [], img = [] } = {}) {
  const list = (sources) => sources.map((source) => ` ${source}`).join("");
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${list(img)}`,
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self'${list(connect)}`,
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The editor's policy as a `<meta>` in admin.html (for static hosts): without the directives only a header says. */
export function metaAdminContentSecurityPolicy(backend) {
  return directivesOf(adminContentSecurityPolicy(backend))
    .filter((directive) => !headerOnlyDirectives.includes(nameOf(directive)))
    .join("; ");
}
