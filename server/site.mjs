// The prerendered build as the server sees it, read once from a checked release (server/releases.mjs) at start
// and on SIGHUP: every file it may send and how, the per-page Content-Security-Policies, the aliases, and the
// Not Found pages. Requests then only look up maps; no request path ever reaches the file system unchecked,
// and only files the release lists are ever sent.
import { statSync } from "node:fs";
import { join } from "node:path";
import { formsApiSources } from "../app/config/forms-api-origin.ts";
import { feedMediaTypes } from "../app/features/search/resource-paths.ts";
import { readFormsApi } from "./build-forms-api.mjs";
import { readReleaseFile } from "./releases.mjs";
import {
  adminContentSecurityPolicy,
  assetPolicy,
  contentSecurityPolicy,
  immutableCache,
  revalidateCache,
} from "./security.mjs";

/** Files of the build that are instructions for other hosts, never content. */
const PRIVATE_FILES = new Set(["/_headers", "/_redirects", "/csp.json"]);
/** Precompressed copies the build writes beside a file, preferred first. */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

const TEXT = "; charset=utf-8";
/** Content-Type per extension: every file the build writes has one (an unknown one is sent as bytes). */
const CONTENT_TYPES = {
  html: `text/html${TEXT}`,
  js: `text/javascript${TEXT}`,
  mjs: `text/javascript${TEXT}`,
  css: `text/css${TEXT}`,
  json: `application/json${TEXT}`,
  map: `application/json${TEXT}`,
  xml: `application/xml${TEXT}`,
  txt: `text/plain${TEXT}`,
  // React Router's data for in-app navigation: a script-like stream, not for the browser to render.
  data: "text/x-script",
  webmanifest: "application/manifest+json",
  svg: "image/svg+xml",
  ico: "image/x-icon",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  woff2: "font/woff2",
  woff: "font/woff",
  mp4: "video/mp4",
  webm: "video/webm",
  vtt: `text/vtt${TEXT}`,
  pdf: "application/pdf",
};

/** A file's Content-Type: a feed's own media type (its `.xml` says only XML), else its extension's. */
export function contentTypeOf(file) {
  if (Object.hasOwn(feedMediaTypes, file)) return `${feedMediaTypes[file]}${TEXT}`;
  const extension = file.slice(file.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/** Reads `_redirects` ("from to status" per line) into a map. */
function readRedirects(release) {
  const map = new Map();
  if (!release.files.has("client/_redirects")) return map;
  for (const line of readReleaseFile(release, "client/_redirects").toString("utf8").split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to) map.set(from, { to, status: Number(status) || 301 });
  }
  return map;
}

/**
 * @typedef {{ file: string, size: number, modified: Date }} Variant
 * @typedef {{
 *   file: string, contentType: string, cacheControl: string, csp: string | undefined,
 *   variants: Map<string, Variant>, encodings: string[]
 * }} Entry
 *   file: the path under the release's client/ to send; variants: "identity" and each precompressed copy, with the
 *   size and time Range and If-Range are checked against; encodings: the precompressed ones, preferred first.
 * @typedef {{ body: Map<string, Buffer>, encodings: string[], csp: string }} NotFoundPage
 */

/** A file's copies: itself and the precompressed ones the release lists beside it. */
function variantsOf(release, full, file) {
  const variants = new Map();
  const stat = statSync(full);
  variants.set("identity", { file, size: stat.size, modified: stat.mtime });
  for (const [encoding, suffix] of ENCODINGS) {
    if (!release.files.has(`client${file}${suffix}`)) continue;
    const copy = statSync(full + suffix);
    variants.set(encoding, { file: file + suffix, size: copy.size, modified: copy.mtime });
  }
  return variants;
}

/** A Not Found page read into memory in each encoding: it is sent with status 404, never as a file. */
function readNotFound(release, path, csp) {
  const body = new Map([["identity", readReleaseFile(release, path)]]);
  for (const [encoding, suffix] of ENCODINGS)
    if (release.files.has(path + suffix)) body.set(encoding, readReleaseFile(release, path + suffix));
  return { body, encodings: ENCODINGS.map(([encoding]) => encoding).filter((encoding) => body.has(encoding)), csp };
}

/**
 * Reads a checked release (what `npm run build` publishes: client/, csp.json, release.json).
 * @param {import("./releases.mjs").Release} release
 * @returns {{ id: string, client: string, entries: Map<string, Entry>, redirects: Map<string, { to: string, status: number }>, notFound: Map<string, NotFoundPage> }}
 *   client: the absolute folder its files are sent from.
 */
export function loadSite(release) {
  const client = join(release.dir, "client");
  // The policies as listed: csp.json is checked against release.json as it is read, so the pages and their
  // policies always come from one build.
  /** @type {Record<string, string[]>} */
  const hashes = JSON.parse(readReleaseFile(release, "csp.json").toString("utf8"));
  // A build whose forms send to an API elsewhere (FORMS_API_ORIGIN) allows that origin, as its `_headers` do.
  const formsApi = formsApiSources(readFormsApi(release.dir));
  // Each page's policy is built once here: the hot path only looks it up.
  const policies = new Map(
    Object.entries(hashes).map(([route, list]) => [route, contentSecurityPolicy(list, { formsApi })]),
  );
  // An HTML file without hashes may run no inline script at all.
  const strictPolicy = contentSecurityPolicy([], { formsApi });
  // The content editor (/admin, scripts/build-admin.mjs) has a policy of its own, with its backend's origins.
  // Read from the release being served, like csp.json.
  if (release.files.has("admin.json"))
    policies.set(
      "/admin",
      adminContentSecurityPolicy(JSON.parse(readReleaseFile(release, "admin.json").toString("utf8"))),
    );

  /** @type {Map<string, Entry>} route -> what to send */
  const entries = new Map();
  for (const listed of release.files.keys()) {
    if (!listed.startsWith("client/")) continue;
    const path = listed.slice("client".length);
    const full = join(client, ...path.split("/"));
    if (/\.(br|gz)$/.test(path) || PRIVATE_FILES.has(path)) continue;
    // Pages live at their address ("/about" is about.html, "/" index.html), never at the file's own name.
    const isPage = path.endsWith(".html");
    const route = isPage ? path.replace(/(\/index)?\.html$/, "") || "/" : path;
    const isAsset = path.startsWith("/assets/");
    const variants = variantsOf(release, full, path);
    const contentType = contentTypeOf(path);
    entries.set(route, {
      file: path,
      contentType,
      cacheControl: isAsset ? immutableCache : revalidateCache,
      csp: isAsset
        ? assetPolicy
        : contentType.startsWith("text/html")
          ? (policies.get(route) ?? strictPolicy)
          : undefined,
      variants,
      encodings: ENCODINGS.map(([encoding]) => encoding).filter((encoding) => variants.has(encoding)),
    });
  }

  // The site-wide Not Found page, and per-section ones ("Career not found", "Post not found") that the
  // build prerenders at /{section}/_unknown for unknown entries of that section.
  /** @type {Map<string, NotFoundPage>} section ("" for the site) -> page */
  const notFound = new Map();
  notFound.set(
    "",
    release.files.has("client/404.html")
      ? readNotFound(release, "client/404.html", policies.get("/404") ?? strictPolicy)
      : {
          body: new Map([["identity", Buffer.from("<!doctype html><title>Not Found</title><h1>Not Found</h1>\n")]]),
          encodings: [],
          csp: strictPolicy,
        },
  );
  for (const route of Object.keys(hashes)) {
    const section = /^\/([^/]+)\/_unknown$/.exec(route)?.[1];
    const file = `client${route}.html`;
    if (section && release.files.has(file))
      notFound.set(section, readNotFound(release, file, policies.get(route) ?? strictPolicy));
  }

  return { id: release.id, client, entries, redirects: readRedirects(release), notFound };
}
