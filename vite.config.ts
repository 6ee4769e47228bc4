import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, normalizePath } from "vite";
import { formsApiValue, parseFormsApiOrigin } from "./app/config/forms-api-origin.ts";

/** Module ids as the bundler sees them: absolute, with forward slashes. */
const moduleIds = (files: string[]) =>
  new Set(files.map((file) => normalizePath(fileURLToPath(new URL(file, import.meta.url)))));

/**
 * The `shell` chunk: the site frame and the few primitives most pages use travel as one file instead of ~25 tiny
 * ones, for fewer requests before first paint on a slow connection (docs/decisions/0015). The frame is named by
 * its two route modules, the root and the layout every page renders in: whatever they import follows them into
 * the chunk (the bundler's `includeDependenciesRecursively`), React and React Router with it. The primitives are
 * listed one by one: a module not listed stays with the pages that import it, so nothing new weighs on every page
 * unless it is added here.
 */
const shellModules = moduleIds([
  "./app/root.tsx",
  "./app/routes/layout.tsx",
  "./app/components/layout/breadcrumb.tsx",
  "./app/components/ui/button.tsx",
  "./app/components/ui/container.tsx",
  "./app/components/ui/paragraph.tsx",
  "./app/components/ui/responsive-image.tsx",
  "./app/config/form-pages.ts",
  "./app/config/forms-api.ts",
  "./app/lib/format.ts",
  "./app/lib/json-ld.ts",
  "./app/lib/pending-query.ts",
  "./app/lib/seo.ts",
  "./app/lib/use-hydrated.ts",
  "./app/lib/use-reduced-motion.ts",
  "./app/lib/use-reveal.ts",
]);

/**
 * The notice a build without a forms API shows instead of each form (app/forms/forms-unavailable.tsx)
 * has no effect of its own, but like any JSX module it starts React's JSX runtime when imported: declared free of
 * side effects, a build with an API drops the import its pages no longer use instead of keeping an empty chunk.
 */
const effectFreeModules = moduleIds([
  "./app/forms/forms-unavailable.tsx",
  // The refused post's notice and pending script, written by the prerender only: no page's script calls it.
  "./app/lib/refused-notice.ts",
]);

/** Where the forms send (FORMS_API_ORIGIN, README "Deploying"): checked here, so a wrong value stops the build. */
const formsApi = parseFormsApiOrigin(process.env.FORMS_API_ORIGIN);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { "import.meta.env.FORMS_API_ORIGIN": JSON.stringify(formsApiValue(formsApi)) },
  resolve: { tsconfigPaths: true },
  build: {
    // SOURCEMAP=1 writes source maps, to see which modules weigh on a chunk.
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      // Every other module keeps what the bundler and its package.json say (undefined: no opinion here).
      treeshake: { moduleSideEffects: (id) => (effectFreeModules.has(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [{ name: "shell", test: (id) => shellModules.has(id) }],
        },
      },
    },
  },
});
