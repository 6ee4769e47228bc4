import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { e2ePort, e2eServerEnv } from "./tests/e2e/support/server-env.ts";

const port = e2ePort;
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Specs whose subject does not change with the viewport (HTTP answers, the prerendered HTML, the head, image
 * attributes, the digest's mail) run once, at the desktop width; every other spec runs at both.
 */
const widthIndependent = /\/(aliases|images|metadata|prerender|server[\w-]*|vacancy-alerts-digest)\.spec\.ts$/;

/** Browser tests run against the served production build, at a phone and a desktop width. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per core: each drives its own Chromium, and the served build is static.
  workers: availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // One origin under test: a renderer process per site buys no isolation here and costs CPU on every page.
        "--disable-site-isolation-trials",
        "--disable-features=IsolateOrigins,site-per-process",
      ],
    },
  },
  projects: [
    {
      name: "mobile-390",
      testIgnore: widthIndependent,
      // A test tagged @one-width has a subject the viewport does not change (mail, HTTP answers, structured data,
      // a link's attributes, a download, what a query does to the page's logic), or sets the desktop's width itself.
      grepInvert: /@one-width/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: false },
    },
    {
      name: "desktop-1440",
      // A test tagged @phone sets the phone's width itself: the mobile project runs it.
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `node server/start.mjs`,
    env: { ...e2eServerEnv, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
