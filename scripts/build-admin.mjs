// After the site's build (and postbuild): the content editor, /admin, built apart from the site by its own Vite
// entry (vite.admin.config.ts) and put beside the pages as admin.html, with its own Content-Security-Policy in
// it, its scripts under /assets/admin/ and precompressed copies. No public page links, loads or preloads any of
// it. The policy's backend origins are recorded in build/admin.json for the server's header.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";
import { backendSources, parseCmsBackend } from "../app/admin/cms-config.ts";
import { metaAdminContentSecurityPolicy } from "../server/security.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const client = join(buildDir, "client");
const out = join(buildDir, "admin");
const sources = backendSources(parseCmsBackend(process.env));

await build({ configFile: "vite.admin.config.ts", logLevel: "warn" });

const charset = /<meta charset="utf-8"\s*\/?>/i;
const html = readFileSync(join(out, "admin", "index.html"), "utf8");
if (!charset.test(html)) throw new Error("build-admin: app/admin/index.html has no <meta charset> to follow");
const policy = metaAdminContentSecurityPolicy(sources);
writeFileSync(
  join(client, "admin.html"),
  html.replace(charset, (tag) => `${tag}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`),
);
cpSync(join(out, "assets", "admin"), join(client, "assets", "admin"), { recursive: true });
rmSync(out, { recursive: true, force: true });
writeFileSync(join(buildDir, "admin.json"), JSON.stringify(sources));

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
let count = 0;
for (const file of [join(client, "admin.html"), ...walk(join(client, "assets", "admin"))]) {
  if (!/\.(html|js|css|json|svg|wasm)$/.test(file) || statSync(file).size < 512) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`build-admin: /admin (${count} files precompressed), its backend ${JSON.stringify(sources)}`);
