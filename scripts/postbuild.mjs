// After `react-router build`, which writes into BUILD_DIR/staging/: each page as one file at its address, its
// policy in it, the 404 page, the redirects and headers files for static hosts, and precompressed copies; then
// the finished build is published as a release (server/releases.mjs): every file listed in release.json,
// checked, moved under releases/ and switched to in one step. The server serves it from its next SIGHUP.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  renameSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { redirectList } from "../app/prerender.ts";
import { formsApiSources, formsApiValue, parseFormsApiOrigin } from "../app/config/forms-api-origin.ts";
import { recordFormsApi } from "../server/build-forms-api.mjs";
import { writeVacancyWarnings } from "../server/ops/vacancy-warnings.mjs";
import {
  parseVacancySource,
  readStoreWarnings,
  releasedStore,
  storePath,
} from "../app/content/vacancy-sources/source.ts";
import { buildRoot, publishRelease, STAGING_COMPLETE, stagingDir } from "../server/releases.mjs";
import { metaContentSecurityPolicy } from "../server/security.mjs";
import { staticHostHeaders, staticHostRedirects } from "./static-headers.mjs";

const root = buildRoot();
const staging = stagingDir(root);
const client = join(staging, "client");

// Only a build React Router finished is published. Its mark is taken away here, so a postbuild stopped halfway
// leaves a folder no later postbuild publishes either: the next `npm run build` starts it again from scratch.
if (!existsSync(join(staging, STAGING_COMPLETE))) {
  console.error(
    `postbuild: ${staging} holds no finished \`react-router build\` (it was stopped, failed, or was published ` +
      "already): nothing is published, and the release being served stays. Run the whole build again (npm run build).",
  );
  process.exit(1);
}
rmSync(join(staging, STAGING_COMPLETE));

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** "/about/index.html" (as prerendered) or "/about.html" (as published) -> "/about"; "/index.html" -> "/". */
function routeOf(file) {
  const rel = "/" + relative(client, file).split(sep).join("/");
  return rel.replace(/(\/index)?\.html$/, "") || "/";
}

// React Router writes a page whose address has letters beyond ASCII (a role titled in Arabic or Chinese) at its
// percent-encoded path ("careers/%D9%85...html"); the server (server/target.mjs) and static hosts look files up by
// the decoded address, so each such file and folder is named by its decoded text ("careers/مهندس-برمجيات").
(function decodeNames(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) decodeNames(full);
    if (!/%[0-9A-Fa-f]{2}/.test(entry.name)) continue;
    let decoded;
    try {
      decoded = decodeURIComponent(entry.name);
    } catch {
      continue;
    }
    if (decoded.includes("/") || decoded.includes("\\")) continue;
    renameSync(full, join(dir, decoded));
  }
})(client);

// React Router writes a `.data` twin beside each prerendered resource (search index, sitemap, feeds):
// nothing requests those, so they are removed.
for (const file of walk(client)) {
  if (/\.(json|xml|txt)\.data$/.test(file)) rmSync(file);
}

const files = walk(client);
// The content editor (scripts/build-admin.mjs, a step before this one) is no page of the site: it carries its own
// policy, is in no csp.json, sitemap or search, and keeps its name (the server and static hosts serve it at
// /admin). It is precompressed and published with the rest.
const editorPage = join(client, "admin.html");
const htmlFiles = files.filter((file) => file.endsWith(".html") && file !== editorPage);

// The forms API the pages were built for (FORMS_API_ORIGIN, read by vite.config.ts for the same build): each
// page's policy lists it.
const formsApi = parseFormsApiOrigin(process.env.FORMS_API_ORIGIN);
const policyOptions = { formsApi: formsApiSources(formsApi) };

// 1. Aliases were prerendered as meta-refresh pages; `_redirects` makes them real 301s, and a host serves a
// file before an unforced rule, so the pages go (their `.data` twins stay: in-app navigation reads them).
// React Router's SPA fallback goes too: every address of this site is prerendered, and unknown ones get
// 404.html, so nothing serves it, and as a page of its own it would be an untitled public one.
const redirects = redirectList().sort((a, b) => a.from.localeCompare(b.from));
const redirectSources = new Set(redirects.map(({ from }) => from));
const removed = new Set();
for (const file of htmlFiles) {
  const route = routeOf(file);
  if (redirectSources.has(route) || route === "/__spa-fallback") {
    rmSync(file);
    removed.add(file);
    // The alias's folder, now empty ("about/awards/"), goes too.
    if (readdirSync(dirname(file)).length === 0) rmdirSync(dirname(file));
  }
}
const scriptHashes = {};
for (const file of htmlFiles.filter((file) => !removed.has(file))) {
  // 2. Every modulepreload at low priority: the prerendered page paints without its scripts, so on a slow
  // link the stylesheet, font and LCP image should get the bandwidth first. (Lighthouse also counts every
  // high-priority script that loads before the first paint as render-blocking: FCP 2.4 s instead of 1.1 s.)
  // React Router's <Scripts> has no option for it, so the written HTML is edited (docs/decisions/0015).
  let html = readFileSync(file, "utf8").replace(
    /<link rel="modulepreload" (?!fetchpriority)/g,
    '<link rel="modulepreload" fetchpriority="low" ',
  );
  // 3. Hash every inline script of every page for its Content-Security-Policy.
  const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, body]) => body)
    .filter((body) => body.length > 0)
    .map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
  const route = routeOf(file);
  scriptHashes[route] = [...new Set(hashes)];
  // 3a. The policy in the page itself, first in <head> so it covers everything after it: a static host then
  // needs no header rule per page (docs/decisions/0016). The server sends the same policy as a header too.
  const policy = metaContentSecurityPolicy(scriptHashes[route], policyOptions);
  const charset = /<meta charset="utf-8"\s*\/?>/i;
  if (!charset.test(html)) throw new Error(`postbuild: ${relative(client, file)} has no <meta charset> to follow`);
  html = html
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
    .replace(charset, (tag) => `${tag}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
  writeFileSync(file, html);
}

if (!scriptHashes["/404"]) throw new Error("postbuild: the /404 page was not prerendered");
writeFileSync(join(client, "_redirects"), staticHostRedirects(redirects));
writeFileSync(join(staging, "csp.json"), JSON.stringify(scriptHashes));

// The pages' form actions say which forms API they were built for; a different value here would write
// policies that block them.
for (const file of htmlFiles.filter((file) => !removed.has(file))) {
  for (const [, action] of readFileSync(file, "utf8").matchAll(/<form[^>]*\saction="([^"]*)"/g)) {
    const api = action.indexOf("/api/");
    if (api === -1) continue;
    if (formsApi.mode === "none" || action.slice(0, api) !== formsApi.origin)
      throw new Error(
        `postbuild: ${relative(client, file)} posts to ${action}, but FORMS_API_ORIGIN is "${formsApiValue(formsApi)}" here: ` +
          "run the build and postbuild with the same FORMS_API_ORIGIN.",
      );
  }
}
recordFormsApi(staging, formsApi);

// The roles this build loaded from an ATS go with the release: the server takes applications for exactly the roles
// the pages it serves show, whatever a later build's first step loads before it fails.
const vacancySource = parseVacancySource();
if (vacancySource.kind !== "markdown" && existsSync(storePath(vacancySource)))
  copyFileSync(storePath(vacancySource), join(staging, releasedStore));

// The guesses of this build's load of the vacancies, for the server's log and the operators' summary: in the
// release, outside its public folder.
writeVacancyWarnings(staging, readStoreWarnings(vacancySource));

// 4. Each page as one file named after its address: "about/index.html" becomes "about.html", so a static
// host serves it at "/about", the address every link and canonical uses (Cloudflare Pages serves a folder's
// index.html at "/about/" only, and answers "/about" with a 308). The Not Found page so becomes the
// "404.html" servers and hosts look for (docs/decisions/0016).
for (const file of htmlFiles.filter((file) => !removed.has(file) && file.endsWith(`${sep}index.html`))) {
  if (file === join(client, "index.html")) continue;
  const folder = dirname(file);
  renameSync(file, `${folder}.html`);
  if (readdirSync(folder).length === 0) rmdirSync(folder);
}

// `_headers` for CDN static hosts (Netlify / Cloudflare Pages format): the same headers as `npm start`.
writeFileSync(join(client, "_headers"), staticHostHeaders(policyOptions));

// 5. Precompress text assets so the server sends brotli or gzip without compressing per request.
const compressible = /\.(html|js|mjs|css|json|data|svg|xml|txt|webmanifest|ico)$/;
let count = 0;
for (const file of walk(client)) {
  if (!compressible.test(file) || statSync(file).size < 512) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(
  `postbuild: 404.html, ${redirects.length} redirects, policies for ${Object.keys(scriptHashes).length} pages, ${count} files precompressed`,
);

// 6. The release: listed, checked, and switched to; older ones beyond RELEASES_KEPT are removed.
const published = await publishRelease(staging, root);
console.log(
  `postbuild: release ${published.id} is current (${join(root, "current")} -> releases/${published.id}` +
    `${published.previous ? `, was ${published.previous}` : ""}); a running server serves it from its next SIGHUP` +
    `${published.removed.length ? `; removed old release(s) ${published.removed.join(", ")}` : ""}`,
);
