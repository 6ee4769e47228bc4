// After `react-router build`: the 404 page, redirects and headers files, and precompressed copies.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { redirectList } from "../app/prerender.ts";
import { formsApiSources, formsApiValue, parseFormsApiOrigin } from "../app/config/forms-api-origin.ts";
import { recordFormsApi } from "../server/build-forms-api.mjs";
import { staticHostHeaders } from "./static-headers.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const client = join(buildDir, "client");

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** "/about/index.html" -> "/about"; "/index.html" -> "/". */
function routeOf(file) {
  const rel = "/" + relative(client, file).split(sep).join("/");
  return rel.replace(/\/index\.html$/, "") || "/";
}

// React Router writes a `.data` twin beside each prerendered resource (search index, sitemap, feeds):
// nothing requests those, so they are removed.
for (const file of walk(client)) {
  if (/\.(json|xml|txt)\.data$/.test(file)) rmSync(file);
}

const files = walk(client);
const htmlFiles = files.filter((file) => file.endsWith(".html"));

// 1. The Not Found page is prerendered at /404; servers and hosts look for /404.html.
const notFound = join(client, "404", "index.html");
if (!existsSync(notFound)) throw new Error("postbuild: the /404 page was not prerendered");
copyFileSync(notFound, join(client, "404.html"));

// 2. Aliases were prerendered as meta-refresh pages for static hosts; `_redirects` makes them real 301s.
const redirects = redirectList().sort((a, b) => a.from.localeCompare(b.from));
const redirectSources = new Set(redirects.map(({ from }) => from));
const scriptHashes = {};
for (const file of htmlFiles) {
  // 2a. Every modulepreload at low priority: the prerendered page paints without its scripts, so on a slow
  // link the stylesheet, font and LCP image should get the bandwidth first. (Lighthouse also counts every
  // high-priority script that loads before the first paint as render-blocking: FCP 2.4 s instead of 1.1 s.)
  // React Router's <Scripts> has no option for it, so the written HTML is edited (docs/decisions/0015).
  const html = readFileSync(file, "utf8").replace(
    /<link rel="modulepreload" (?!fetchpriority)/g,
    '<link rel="modulepreload" fetchpriority="low" ',
  );
  writeFileSync(file, html);
  const route = routeOf(file);
  if (redirectSources.has(route)) continue;
  // 3. Hash every inline script of every page for its Content-Security-Policy.
  const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, body]) => body)
    .filter((body) => body.length > 0)
    .map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
  scriptHashes[route] = [...new Set(hashes)];
}
writeFileSync(join(client, "_redirects"), redirects.map(({ from, to }) => `${from} ${to} 301`).join("\n") + "\n");
writeFileSync(join(buildDir, "csp.json"), JSON.stringify(scriptHashes));

// The forms API the pages were built for (FORMS_API_ORIGIN, read by vite.config.ts for the same build). The
// pages' form actions say which one that was; a different value here would write policies that block them.
const formsApi = parseFormsApiOrigin(process.env.FORMS_API_ORIGIN);
for (const file of htmlFiles) {
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
recordFormsApi(buildDir, formsApi);

// `_headers` for CDN static hosts (Netlify / Cloudflare Pages format): the same headers as `npm start`.
writeFileSync(join(client, "_headers"), staticHostHeaders(scriptHashes, { formsApi: formsApiSources(formsApi) }));

// 4. Precompress text assets so the server sends brotli or gzip without compressing per request.
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
  `postbuild: 404.html, ${redirects.length} redirects, headers for ${Object.keys(scriptHashes).length} pages, ${count} files precompressed`,
);
