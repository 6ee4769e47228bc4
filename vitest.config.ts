import { availableParallelism } from "node:os";
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
      "tests/fuzz/**/*.test.mjs",
    ],
    setupFiles: ["./tests/support/setup.ts"],
    css: false,
    // Vitest's default in a run is one worker fewer than the cores: a single worker on a 2-core machine, where the
    // server tests spend most of their time waiting on sockets and timers (a slow upload alone takes 82 s).
    maxWorkers: availableParallelism(),
    // Two workers share two cores with the servers and browsers the tests start: a test's own deadline allows for it.
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
