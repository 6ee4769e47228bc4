import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { formsApiValue, parseFormsApiOrigin } from "./app/config/forms-api-origin.ts";

/**
 * The small shared pieces the site frame and most pages use (layout, primitives, helpers) travel as one
 * file instead of ~25 tiny ones: fewer requests before first paint on a slow connection. Icons are not
 * matched: those the frame draws follow their importers into the shell, the rest stay with their pages.
 */
const shellModule = /\/app\/(components\/(ui|layout)|lib|config)\/|\/node_modules\/(clsx|class-variance-authority)\//;
/** Primitives only some pages use: they split off with those pages instead of weighing on every page. */
const pageOnlyModule =
  /\/app\/(components\/ui\/(badge|carousel|dialog|preloader|select|tabs|tag|video-facade)|lib\/(slug|use-rotating-word|video-url))\./;

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
