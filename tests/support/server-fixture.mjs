// A tiny build for the server's own tests, so they run on a fresh clone before `npm run build` (which
// `npm test` runs only for the browser tests): a few prerendered-like pages, an alias page, Not Found pages,
// an asset, a data file and a video, written where `react-router build` writes (BUILD_DIR/staging, with the
// mark it leaves when it has finished) and put through the real scripts/postbuild.mjs (CSP hashes, _redirects,
// _headers, 404.html, .br/.gz copies, and the release it publishes), so the server reads exactly what a real
// build gives it.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { STAGING_COMPLETE, servedRelease, stagingDir } from "../../server/releases.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
// Enough text that postbuild precompresses the page (it skips files under 512 bytes).
const filler = "<p>Fixture text, repeated so that the page is long enough to be precompressed.</p>\n".repeat(12);

function page(title, script = `window.__page=${JSON.stringify(title)};`) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="modulepreload" href="/assets/app-Ab12Cd34.js"></head>
<body><h1>${title}</h1>${filler}<script>${script}</script>
<script type="module" src="/assets/app-Ab12Cd34.js"></script></body></html>\n`;
}

function alias(to) {
  return `<!doctype html><head><title>Redirecting to: ${to}</title><meta http-equiv="refresh" content="0;url=${to}"></head>\n`;
}

/** The fixture's files as React Router would write them under client/. */
export function fixtureFiles(extraFiles = {}) {
  return {
    "index.html": page("Home"),
    "about/index.html": page("About us"),
    "careers/index.html": page("Careers"),
    "careers/data-scientist/index.html": page("Data Scientist"),
    "careers/_unknown/index.html": page("Career not found", "window.__notFound='career';"),
    "blogs/index.html": page("Blogs"),
    "blogs/_unknown/index.html": page("Post not found", "window.__notFound='post';"),
    "404/index.html": page("Page not found", "window.__notFound='site';"),
    "about/awards/index.html": alias("/awards"),
    "careers/engineering/index.html": alias("/careers?department=Engineering"),
    "technology/tech-stack/index.html": alias("/technology#tech-stack"),
    "awards/index.html": page("Awards"),
    "about.data": `[{"_1":2},"routes/about",${JSON.stringify(filler)}]\n`,
    "assets/app-Ab12Cd34.js": `export const site = ${JSON.stringify(filler)};\n`,
    "favicon.ico": Buffer.alloc(1150, 7),
    "robots.txt": "User-agent: *\nAllow: /\n",
    "media/clip.mp4": Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251)),
    ...extraFiles,
  };
}

/**
 * Writes the fixture's files into `buildDir`'s staging folder as a finished `react-router build` leaves them,
 * without publishing anything.
 */
export function stageFixture(buildDir, { extraFiles = {}, complete = true } = {}) {
  const staging = stagingDir(buildDir);
  rmSync(staging, { recursive: true, force: true });
  for (const [path, content] of Object.entries(fixtureFiles(extraFiles))) {
    const full = join(staging, "client", ...path.split("/"));
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  if (complete) writeFileSync(join(staging, STAGING_COMPLETE), "{}\n");
}

/** Runs the real scripts/postbuild.mjs on `buildDir` (its staging folder), as `npm run build` does last. */
export function runPostbuild(buildDir, env = {}) {
  return spawnSync(process.execPath, [join(root, "scripts", "postbuild.mjs")], {
    cwd: root,
    env: { ...process.env, FORMS_API_ORIGIN: "", ...env, BUILD_DIR: buildDir },
    encoding: "utf8",
  });
}

/** runPostbuild without blocking the caller (whose own event loop may be sending requests meanwhile). */
export function runPostbuildAsync(buildDir, env = {}) {
  return runAsync(process.execPath, [join(root, "scripts", "postbuild.mjs")], {
    ...process.env,
    FORMS_API_ORIGIN: "",
    ...env,
    BUILD_DIR: buildDir,
  });
}

/** Runs a command in the project's folder to its end; resolves with its status and output. */
export function runAsync(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * Builds the fixture and publishes it as a release of a new temporary build folder, or of `into`, and returns
 * the build folder's path (remove it with removeFixture). `env`: postbuild's environment besides BUILD_DIR
 * (FORMS_API_ORIGIN, which is otherwise unset).
 */
export function makeFixtureBuild({ extraFiles = {}, env = {}, into = "" } = {}) {
  const buildDir = into || mkdtempSync(join(tmpdir(), "server-fixture-"));
  stageFixture(buildDir, { extraFiles });
  const result = runPostbuild(buildDir, env);
  if (result.status !== 0) throw new Error(`postbuild failed on the fixture:\n${result.stdout}\n${result.stderr}`);
  return buildDir;
}

/** The folder of the release a fixture build serves (its client/, csp.json, ...). */
export function servedFolder(buildDir) {
  const dir = servedRelease(buildDir);
  if (!dir) throw new Error(`no release in ${buildDir}`);
  return dir;
}

export function removeFixture(buildDir) {
  rmSync(buildDir, { recursive: true, force: true });
}
