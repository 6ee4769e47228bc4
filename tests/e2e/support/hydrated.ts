import { expect, type Page } from "@playwright/test";

/**
 * Opens `path` and waits until React has hydrated the page's main content, so clicks reach handlers.
 * The fiber is there from the hydrating render; effects (scroll listeners, the first-frame reads of the
 * scroll position) run after the commit, so wait two frames more before the test scrolls or clicks.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__react"))),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
