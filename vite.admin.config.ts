// The content editor (/admin), built apart from the site: its own entry, its own chunks, nothing any public page
// links or preloads (README "Editing content without a developer"). `npm run build` runs it after the site's
// `react-router build`, before postbuild publishes the release (scripts/build-admin.mjs); `npm run cms` serves
// it with hot reload.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { parseCmsBackend } from "./app/admin/cms-config.ts";
import { brochureDownload } from "./app/features/academy/brochure.server.ts";
import { buildRoot, stagingDir } from "./server/releases.mjs";

const backend = parseCmsBackend(process.env);

export default defineConfig({
  root: fileURLToPath(new URL("./app", import.meta.url)),
  base: "/",
  // The site's public files (rendered artwork, icons, fonts) for the previews, in development; the build has them.
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [tailwindcss()],
  resolve: { tsconfigPaths: true },
  define: {
    "import.meta.env.CMS_BACKEND_CONFIG": JSON.stringify(JSON.stringify(backend)),
    // The Academy page's preview shows the brochure's size as the page does, read from the file as the site's build does.
    "import.meta.env.CMS_BROCHURE": JSON.stringify(JSON.stringify(brochureDownload())),
    "import.meta.env.CMS_EDITORIAL_WORKFLOW": JSON.stringify(process.env.CMS_EDITORIAL_WORKFLOW === "1" ? "1" : ""),
    // Some of the editor's libraries read these Node globals.
    "process.env.NODE_ENV": JSON.stringify(process.env.NODE_ENV ?? "production"),
    global: "globalThis",
  },
  server: {
    host: "127.0.0.1",
    strictPort: true,
    // `npm run cms`: the editor reaches decap-server through its own origin.
    proxy: process.env.CMS_PROXY_TARGET ? { "/api/v1": process.env.CMS_PROXY_TARGET } : undefined,
  },
  build: {
    // Inside the staging build; scripts/build-admin.mjs moves what it needs into the release's client/.
    outDir: resolve(stagingDir(buildRoot()), "admin"),
    emptyOutDir: true,
    copyPublicDir: false,
    assetsDir: "assets/admin",
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      input: fileURLToPath(new URL("./app/admin/index.html", import.meta.url)),
      // The editor's libraries' own notes (a "use client" directive, a parser's eval): theirs, not to act on here.
      onwarn(warning, warn) {
        if (warning.code !== "EVAL" && warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
