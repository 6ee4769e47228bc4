import { expect, test as base, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { gotoHydrated } from "./support/hydrated.ts";

/**
 * A dialog or the menu locks the page's scroll. Where scrollbars take space (most desktop systems; Playwright
 * hides them unless told otherwise), the lock must not take the scrollbar's room away and shift the page
 * behind sideways: a dialog that opens by itself (a refused application's `?error=`) would count as a shift.
 */
const test = base.extend<{ withScrollbars: Page }>({
  withScrollbars: async ({ playwright, launchOptions, baseURL, viewport }, provide) => {
    const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] });
    await provide(await browser.newPage({ baseURL, viewport }));
    await browser.close();
  },
});

const locked = (page: Page) => page.evaluate(() => document.body.classList.contains("scroll-locked"));
/** The page's main column: it widens (on a phone) or moves (centred on a wide window) when the scrollbar's room goes. */
const mainBox = (page: Page) => page.getByRole("main").boundingBox();

test("with scrollbars that take space, opening a dialog leaves the page behind it where it was", async ({
  withScrollbars: page,
}) => {
  await gotoHydrated(page, paths.career("software-engineer"));
  const before = await mainBox(page);
  await page.getByRole("button", { name: "Apply Now" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await locked(page)).toBe(true);
  expect(await mainBox(page)).toEqual(before);
});

test("with scrollbars that take space, opening the menu leaves the page behind it where it was", async ({
  withScrollbars: page,
}) => {
  await gotoHydrated(page, paths.careers());
  const before = await mainBox(page);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect.poll(() => locked(page)).toBe(true);
  expect(await mainBox(page)).toEqual(before);
});
