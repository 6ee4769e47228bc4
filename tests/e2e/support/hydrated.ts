import { type Locator, type Page, type Response } from "@playwright/test";

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

/**
 * Scrolls `target` into view and waits until the reveal that brings it in (a card fading up 1.5 rem as it enters
 * the viewport) has finished. Playwright checks where a click lands on its first event only: a link still sliding
 * up can take the press and lose the release to the card around it, and the click then reaches no link.
 */
export async function inViewAndStill(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const revealed = target.locator("xpath=ancestor::*[@data-revealed][1]");
  if ((await revealed.count()) === 0) return;
  await revealed.and(target.page().locator("[data-revealed='true']")).waitFor();
  await revealed.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}
