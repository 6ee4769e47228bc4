import { type Page, type Response } from "@playwright/test";

/**
 * Waits until the current document has hydrated: the app marks `<html data-hydrated>` from the root's effect,
 * which React runs after the whole tree has committed and every child's effect has run.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The first-frame reads of the scroll position need a frame after the effects.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Opens `path` and waits until React has hydrated it, so clicks, keys and scrolls reach their handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Waits for `count` rendered frames: long enough for a wheel or scroll the browser has taken to be applied, so a
 * test can check that something did not move without sleeping for a guessed time.
 */
export async function nextFrames(page: Page, count = 5) {
  await page.evaluate(
    (total) =>
      new Promise((resolve) => {
        let seen = 0;
        const tick = () => (++seen >= total ? resolve(null) : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}
