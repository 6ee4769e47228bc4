import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    globals: false,
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "server/**/*.test.{ts,mjs}",
      "tests/ats/**/*.test.ts",
    ],
    setupFiles: ["./tests/support/setup.ts"],
    css: false,
  },
});
