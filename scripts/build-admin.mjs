// A step of `npm run build` (scripts/build.mjs), after `react-router build` and before scripts/postbuild.mjs: the
// content editor, /admin, built apart from the site by its own Vite entry (vite.admin.config.ts) into the staging
// build, as admin.html beside the pages, with its own Content-Security-Policy in it and its scripts under
// /assets/admin/. No public page links, loads or preloads any of it. The policy's backend origins are recorded
// in the release as admin.json, for the server's header. Postbuild then leaves admin.html out of the pages (no
// page policy, not in csp.json), precompresses it with the rest and publishes it in the same release.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { backendSources, parseCmsBackend } from "../app/admin/cms-config.ts";
import { buildRoot, STAGING_COMPLETE, stagingDir } from "../server/releases.mjs";
import { metaAdminContentSecurityPolicy } from "../server/security.mjs";

const staging = stagingDir(buildRoot());
const client = join(staging, "client");
// Vite's own output folder, inside the staging build (vite.admin.config.ts), removed once copied.
const out = join(staging, "admin");
const sources = backendSources(parseCmsBackend(process.env));

if (!existsSync(join(staging, STAGING_COMPLETE))) {
  console.error(
    `build-admin: ${staging} holds no finished \`react-router build\`: the editor is built into a staging build ` +
      "only. Run the whole build (npm run build).",
  );
  process.exit(1);
}

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
writeFileSync(join(staging, "admin.json"), JSON.stringify(sources));
console.log(`build-admin: /admin into ${client}, its backend ${JSON.stringify(sources)}`);
