import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated.ts";
import { paths } from "../../app/config/paths.ts";

/** The prerendered page once React has hydrated it (scroll handlers and buttons work only then). */
const hero = (page: Page) => page.getByRole("region", { name: "Introduction" });
const rotatingWord = (page: Page) => page.locator("h1 > span[aria-hidden='true']");
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Uses up the hero's one-off scroll stop, so a test can scroll and click the rest of the page freely. The
 * scroll handler runs a frame after the scroll: the hero's split says it has run (and locked the page if it
 * was going to), then the lock's release says the stop is over. Checking the lock alone could pass before
 * the handler ran, and the lock would then pull the page back to 5 px under a later click.
 */
async function passHeroStop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 20, behavior: "instant" }));
  await expect(hero(page)).toHaveAttribute("data-split", "true");
  await expect(page.locator("body")).not.toHaveClass(/scroll-locked/);
}

test("the rotating word in the title changes after a second", async ({ page }) => {
  await gotoHydrated(page, paths.home());
  const first = await rotatingWord(page).textContent();
  await expect(rotatingWord(page)).not.toHaveText(first ?? "", { timeout: 2_500 });
});

test("the hero splits into text and video once the page scrolls", async ({ page }) => {
  await gotoHydrated(page, paths.home());
  await expect(hero(page)).toHaveAttribute("data-split", "false");
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
  await expect(hero(page)).toHaveAttribute("data-split", "true");
});

test("the first scroll stops at 5 px, holds there for 500 ms and then lets go", async ({ page }) => {
  // The page's timers run on Playwright's clock, paused once the page has hydrated: the 500 ms hold ends when the
  // test steps the clock, never because a busy machine took that long between two scrolls.
  await page.clock.install();
  await gotoHydrated(page, paths.home());
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  // Each scroll's answer is read in a scroll listener added after the page's own, so the page's handler has run.
  const scrollAndRead = (top: number) =>
    page.evaluate(
      (to) =>
        new Promise<number>((resolve) => {
          window.addEventListener("scroll", () => resolve(window.scrollY), { once: true });
          window.scrollTo({ top: to, behavior: "instant" });
        }),
      top,
    );
  expect(await scrollAndRead(300)).toBe(5);
  await page.clock.runFor(490);
  expect(await scrollAndRead(400)).toBe(5);
  await page.clock.runFor(10);
  expect(await scrollAndRead(400)).toBe(400);
});

test.describe("with a mouse", () => {
  // Hover styles apply only where the pointer can hover (Tailwind's hover variant asks for `(hover: hover)`).
  test.use({ hasTouch: false });

  test("a stat keeps its figure when it flips on hover", async ({ page }) => {
    await gotoHydrated(page, paths.home());
    await passHeroStop(page);
    const revenue = page.getByRole("definition").filter({ hasText: "$78.8B" });
    await revenue.scrollIntoViewIfNeeded();
    const roller = revenue.locator("span[aria-hidden='true'] > span");
    // Tailwind 4 moves things with the `translate` property, not `transform`.
    await expect(roller).toHaveCSS("translate", "none");
    await revenue.hover();
    await expect(roller).not.toHaveCSS("translate", "none");
    await expect(revenue).toContainText("$78.8B");
    await expect(roller.locator("span").first()).toHaveText("$78.8B");
  });
});

test("Current Job Openings leads to the careers list", async ({ page }) => {
  await gotoHydrated(page, paths.home());
  await passHeroStop(page);
  await page.getByRole("link", { name: "Current Job Openings" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("Explore All leads to the news and events list", async ({ page }) => {
  await gotoHydrated(page, paths.home());
  await passHeroStop(page);
  await page.getByRole("link", { name: /^Explore All/ }).click();
  await expect(page).toHaveURL(/\/blogs$/);
});

test("the news section shows the latest posts as cards", async ({ page }) => {
  await gotoHydrated(page, paths.home());
  const news = page.locator("section").filter({ has: page.getByRole("heading", { name: "News & Events" }) });
  await expect(news.getByRole("article")).toHaveCount(3);
});

test("the Toggle Preloader button is hidden from ordinary visitors", async ({ page }) => {
  await gotoHydrated(page, paths.home());
  await expect(page.getByRole("button", { name: "Toggle Preloader" })).toHaveCount(0);
});

test("with ?debug=1 the Toggle Preloader button shows and hides the preloader", async ({ page }) => {
  await gotoHydrated(page, `${paths.home()}?debug=1`);
  const toggle = page.getByRole("button", { name: "Toggle Preloader" });
  await toggle.click();
  await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
  await toggle.click();
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
});

test("with reduced motion the word stays put and only the poster shows", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await gotoHydrated(page, paths.home());
  const first = await rotatingWord(page).textContent();
  // A second and a half of the page's timers, stepped on Playwright's clock: a rotation would have fired.
  await page.clock.runFor(1_500);
  await expect(rotatingWord(page)).toHaveText(first ?? "");
  await expect(hero(page).locator("video")).toHaveCount(0);
  await expect(hero(page).locator("img")).toHaveCount(1);
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
  await expect.poll(() => scrollY(page)).toBe(300);
  await expect(hero(page)).toHaveAttribute("data-split", "false");
});

test("without reduced motion the hero plays its muted looping video", async ({ page }) => {
  await gotoHydrated(page, paths.home());
  const video = hero(page).locator("video");
  await expect(video).toHaveCount(1);
  expect(await video.evaluate((node: HTMLVideoElement) => [node.muted, node.loop, node.playsInline])).toEqual([
    true,
    true,
    true,
  ]);
});
