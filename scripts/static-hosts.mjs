// What Netlify and Cloudflare Pages send for a path of a release's client/ folder, worked out from `_headers`,
// `_redirects` and the files by each host's documented rules, so the build's static-host output can be
// checked without deploying it (static-hosts.test.mjs on a fixture build, the audit's "static-hosts" check on
// the real one):
// - Netlify: a rule's path matches with or without a trailing slash, case-insensitively; `*` as a whole segment
//   matches the rest of the path (also nothing), `:name` one segment. Every matching header rule applies. An
//   unforced redirect applies only where no file answers the path. Unknown paths get /404.html with status 404.
// - Cloudflare Pages: a rule's path matches the path exactly (`*` anything, `:name` one segment); every
//   matching header rule applies, and a header set by two rules is sent once with their values joined by ", ".
//   Redirects apply before any file. `a/index.html` is served at `/a/` (`/a` answers 308 to it), `a.html` at
//   `/a` (`/a/` and `/a.html` answer 308 to it). Unknown paths get the nearest 404.html with status 404.
// Both send `Cache-Control: public, max-age=0, must-revalidate` on a file unless a rule sets Cache-Control.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export const hosts = ["netlify", "cloudflare"];
/** The hosts' own Cache-Control for a file no rule sets one for. */
export const hostDefaultCache = "public, max-age=0, must-revalidate";

/**
 * @typedef {{ path: string, headers: [string, string][] }} HeaderRule
 * @typedef {{ from: string, to: string, status: number, force: boolean }} RedirectRule
 * @typedef {{
 *   status: number, location?: string, file?: string,
 *   headers: Map<string, string[]>, repeated: string[]
 * }} Answer
 *   headers: each header's value per rule that set it (lower-case names); repeated: headers two rules set.
 */

/** Parses `_headers`: a path line, then indented `Name: value` lines; `#` comments. */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (!rule || colon === -1) throw new Error(`_headers: a header line outside a rule or without a colon: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Parses `_redirects`: `from to [status][!]` per line; `#` comments. */
export function parseRedirects(text) {
  /** @type {RedirectRule[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    const [from, to, status = "302"] = line.trim().split(/\s+/);
    if (!from || from.startsWith("#") || !to) continue;
    rules.push({ from, to, status: Number.parseInt(status, 10), force: status.endsWith("!") });
  }
  return rules;
}

const escape = (text) => text.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&").replaceAll("-", "\\x2d");

/** Netlify's path pattern: each segment, a whole-segment `*` optional, and an optional trailing slash. */
function netlifyPattern(path) {
  const parts = path
    .split("/")
    .filter(Boolean)
    .map((part) =>
      part.startsWith(":")
        ? "([^/]+)"
        : part === "*"
          ? "?(.*)"
          : part.includes("*")
            ? part.split("*").map(escape).join("(.*)")
            : escape(part),
    );
  return new RegExp(`^/${parts.join("/")}/?$`, "iu");
}

/** Cloudflare's path pattern: exact, with `*` for anything and `:name` for one segment. */
function cloudflarePattern(path) {
  const source = path
    .split("*")
    .map(escape)
    .join(".*")
    .replace(/:[A-Za-z]\w*/g, "[^/]+");
  return new RegExp(`^${source}$`);
}

export const patternOf = { netlify: netlifyPattern, cloudflare: cloudflarePattern };

/** The site's files as URL paths ("/about/index.html"). */
function filesOf(client) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return new Set(walk(client).map((file) => `/${relative(client, file).split(sep).join("/")}`));
}

/** Which file a host serves for a path (status 200), where it sends the request instead, or nothing. */
function resolve(host, path, files) {
  if (host === "cloudflare") {
    if (path.endsWith("/")) {
      if (files.has(`${path}index.html`)) return { status: 200, file: `${path}index.html` };
      if (path.length > 1 && files.has(`${path.slice(0, -1)}.html`))
        return { status: 308, location: path.slice(0, -1) };
      return undefined;
    }
    if (files.has(path)) {
      if (!path.endsWith(".html")) return { status: 200, file: path };
      const bare = path.slice(0, -".html".length);
      if (bare.endsWith("/index")) return { status: 308, location: bare.slice(0, -"index".length) };
      return files.has(bare) ? { status: 200, file: path } : { status: 308, location: bare };
    }
    if (path.endsWith("/index")) return { status: 308, location: path.slice(0, -"index".length) };
    if (files.has(`${path}.html`)) return { status: 200, file: `${path}.html` };
    if (files.has(`${path}/index.html`)) return { status: 308, location: `${path}/` };
    return undefined;
  }
  const bare = path.length > 1 ? path.replace(/\/$/, "") : path;
  for (const file of [bare, `${bare}.html`, `${bare === "/" ? "" : bare}/index.html`])
    if (files.has(file)) return { status: 200, file };
  return undefined;
}

/** The Not Found page a host serves for an unknown path. */
function notFoundFile(host, path, files) {
  if (host === "netlify") return files.has("/404.html") ? "/404.html" : undefined;
  for (let dir = path.slice(0, path.lastIndexOf("/")); ; dir = dir.slice(0, dir.lastIndexOf("/"))) {
    if (files.has(`${dir}/404.html`)) return `${dir}/404.html`;
    if (dir === "") return undefined;
  }
}

/** The redirect rule a host applies to a path before (Cloudflare, forced Netlify rules) or instead of a file. */
function redirectFor(host, path, redirects, served) {
  for (const rule of redirects) {
    if (!patternOf[host](rule.from).test(path)) continue;
    if (host === "cloudflare" && rule.force) continue; // Cloudflare refuses `301!` rules: it drops them.
    if (host === "netlify" && !rule.force && served) continue; // Shadowed by the file.
    return rule;
  }
  return undefined;
}

/**
 * A static host's whole site: the answer it gives for any path.
 * @param {string} client  a release's client/ folder (build/current/client)
 */
export function staticHost(client) {
  const files = filesOf(client);
  const headerRules = existsSync(join(client, "_headers"))
    ? parseHeaders(readFileSync(join(client, "_headers"), "utf8"))
    : [];
  const redirects = existsSync(join(client, "_redirects"))
    ? parseRedirects(readFileSync(join(client, "_redirects"), "utf8"))
    : [];
  const compiled = Object.fromEntries(
    hosts.map((host) => [host, headerRules.map((rule) => ({ ...rule, pattern: patternOf[host](rule.path) }))]),
  );

  /**
   * @param {"netlify" | "cloudflare"} host
   * @param {string} path  a request's path
   * @returns {Answer}
   */
  function answer(host, path) {
    const served = resolve(host, path, files);
    const redirect = redirectFor(host, path, redirects, served?.status === 200);
    /** @type {Answer} */
    const result = redirect
      ? { status: redirect.status, location: redirect.to, headers: new Map(), repeated: [] }
      : served
        ? { ...served, headers: new Map(), repeated: [] }
        : { status: 404, file: notFoundFile(host, path, files), headers: new Map(), repeated: [] };
    for (const rule of compiled[host]) {
      if (!rule.pattern.test(path)) continue;
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase();
        const values = result.headers.get(key) ?? [];
        if (values.length === 1) result.repeated.push(key);
        result.headers.set(key, [...values, value]);
      }
    }
    if (result.status === 200 && !result.headers.has("cache-control"))
      result.headers.set("cache-control", [hostDefaultCache]);
    return result;
  }

  /** The HTML of a served file (undefined for other files). */
  const html = (file) => (file?.endsWith(".html") ? readFileSync(join(client, ...file.split("/")), "utf8") : undefined);

  return { files, redirects, headerRules, answer, html };
}

/** The value a host sends for a header: Cloudflare joins the rules' values, Netlify's last rule wins. */
export function sentValue(host, answer, name) {
  const values = answer.headers.get(name.toLowerCase());
  if (!values) return undefined;
  return host === "cloudflare" ? values.join(", ") : values.at(-1);
}

/** The page's own `<meta http-equiv="Content-Security-Policy">`, if any. */
export function metaPolicyOf(html) {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1];
}

/**
 * The addresses a visitor or a crawler may ask a static host for: each file's own path, each page's
 * folder, bare and `.html` forms, the aliases with and without a trailing slash, and unknown paths.
 */
export function requestPaths(site) {
  const paths = new Set(["/no-such-page", "/careers/no-such-vacancy", "/blogs/no-such-post/", "/assets/no-such.js"]);
  for (const file of site.files) {
    if (/\.(br|gz)$/.test(file) || file.startsWith("/_")) continue;
    paths.add(file);
    if (!file.endsWith(".html")) continue;
    const page = file.replace(/(\/index)?\.html$/, "") || "/";
    paths.add(page);
    if (page !== "/") paths.add(`${page}/`);
  }
  for (const { from } of site.redirects) paths.add(from.replace(/\/$/, ""));
  return [...paths].sort();
}

/**
 * Every miss of the static-host output on each host: a header two rules set, an HTML answer without a
 * Content-Security-Policy header or without the page's own policy in it, an alias that is not a 301 to its
 * target, a redirect chain that does not end.
 * @param {ReturnType<typeof staticHost>} site
 */
export function staticHostMisses(site) {
  const misses = [];
  for (const host of hosts) {
    for (const start of requestPaths(site)) {
      let path = start;
      for (let hop = 0; ; hop++) {
        const answer = site.answer(host, path);
        const label = `${host} ${start}${path === start ? "" : ` (→ ${path})`}`;
        for (const name of answer.repeated) misses.push(`${label}: ${name} set by more than one rule`);
        const html = site.html(answer.file);
        if (html !== undefined) {
          if (!answer.headers.has("content-security-policy"))
            misses.push(`${label}: HTML answer ${answer.status} without a Content-Security-Policy header`);
          if (!metaPolicyOf(html)?.includes("script-src"))
            misses.push(`${label}: HTML answer ${answer.status} without the page's own script policy`);
        }
        if (answer.status === 404 && html === undefined && !start.startsWith("/assets/"))
          misses.push(`${label}: 404 without the Not Found page`);
        if (!answer.location) break;
        if (hop === 3) {
          misses.push(`${label}: more than 3 redirects`);
          break;
        }
        path = new URL(answer.location, "https://site.invalid").pathname;
      }
    }
    const aliases = site.redirects.filter(({ from }) => !from.endsWith("/"));
    for (const { from, to } of aliases) {
      for (const path of [from, `${from}/`]) {
        const answer = site.answer(host, path);
        if (answer.status !== 301 || answer.location !== to)
          misses.push(
            `${host} ${path}: alias answered ${answer.status}${answer.location ? ` → ${answer.location}` : ""}, not 301 → ${to}`,
          );
      }
    }
  }
  return misses;
}
