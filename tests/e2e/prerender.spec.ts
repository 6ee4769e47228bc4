import { expect, test } from "@playwright/test";
import { pagePaths } from "../../app/prerender.ts";

test.use({ javaScriptEnabled: false });

for (const path of pagePaths()) {
  test(`the prerendered HTML of ${path} already holds its h1 and title without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).not.toBeEmpty();
    expect(await page.title()).not.toBe("");
  });
}
