import { expect, type Page, type Response } from "@playwright/test";

type HydrationWindow = Window & { __hydrationCommits?: number };

const watched = new WeakSet<Page>();

/**
 * Counts React's commits in every document `page` loads from now on, through the hook React calls for its
 * developer tools (production builds call it too). The count is the signal that hydration has committed:
 * a fiber on a DOM node is not, because the hydrating render attaches fibers before it commits, and under
 * load the commit and its effects (listeners, the first scroll read) can land well after them.
 */
export async function watchHydration(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  await page.addInitScript(() => {
    const target = window as HydrationWindow & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
    if (target.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
    target.__hydrationCommits = 0;
    target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => {
        target.__hydrationCommits = (target.__hydrationCommits ?? 0) + 1;
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    };
  });
}

/** Waits until the current document has hydrated (see `watchHydration`, which must run before it loads). */
export async function waitForHydration(page: Page) {
  await expect.poll(() => page.evaluate(() => (window as HydrationWindow).__hydrationCommits ?? 0)).toBeGreaterThan(0);
  // Passive effects of the commit run right after it; the first-frame reads of the scroll position need a frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Opens `path` and waits until React has hydrated it, so clicks, keys and scrolls reach their handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  await watchHydration(page);
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
