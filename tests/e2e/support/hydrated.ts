import { expect, type Page } from "@playwright/test";

/** Opens `path` and waits until React has hydrated the page's main content, so clicks reach handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__react"))),
    )
    .toBe(true);
}
