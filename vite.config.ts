import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small shared pieces every page uses (the shell, primitives, helpers, icons) travel as one
          // file instead of ~25 tiny ones: fewer requests before first paint on a slow connection.
          groups: [
            {
              name: "shell",
              test: /\/app\/(components\/(ui|layout)|lib|config)\/|\/node_modules\/(lucide-react|clsx|class-variance-authority)\//,
            },
          ],
        },
      },
    },
  },
});
