import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { formsApiValue, parseFormsApiOrigin } from "./app/config/forms-api-origin.ts";

/**
 * The small shared pieces the site frame and most pages use (layout, primitives, helpers) travel as one
 * file instead of ~25 tiny ones: fewer requests before first paint on a slow connection. Icons are not
 * matched: those the frame draws follow their importers into the shell, the rest stay with their pages.
 */
const shellModule = /\/app\/(components\/(ui|layout)|lib|config)\/|\/node_modules\/(clsx|class-variance-authority)\//;
/** Primitives only some pages use: they split off with those pages instead of weighing on every page. */
const pageOnlyModule =
  /\/app\/(components\/ui\/(badge|carousel|dialog|preloader|select|tabs|tag|video-facade)|components\/layout\/search-popover|lib\/(slug|use-rotating-word|video-url))\./;

/** Where the forms send (FORMS_API_ORIGIN, README "Deploying"): checked here, so a wrong value stops the build. */
const formsApi = parseFormsApiOrigin(process.env.FORMS_API_ORIGIN);

/**
 * The notice a build without a forms API shows instead of each form (app/features/forms/forms-unavailable.tsx)
 * has no effect of its own, but like any JSX module it starts React's JSX runtime when imported: marked
 * effect-free, a build with an API drops the import its pages no longer use instead of keeping an empty chunk.
 */
const formsUnavailableEffectFree: Plugin = {
  name: "forms-unavailable-effect-free",
  transform: {
    filter: { id: /\/app\/features\/forms\/forms-unavailable\.tsx$/ },
    handler: (code) => ({ code, map: null, moduleSideEffects: false }),
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), formsUnavailableEffectFree],
  define: { "import.meta.env.FORMS_API_ORIGIN": JSON.stringify(formsApiValue(formsApi)) },
  resolve: { tsconfigPaths: true },
  build: {
    // SOURCEMAP=1 writes source maps, to see which modules weigh on a chunk.
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "shell",
              test: (id) => shellModule.test(id) && !pageOnlyModule.test(id),
            },
          ],
        },
      },
    },
  },
});
