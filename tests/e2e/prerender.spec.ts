import { expect, test } from "@playwright/test";
import { pagePaths } from "../../app/config/prerender.ts";

test.use({ javaScriptEnabled: false });

test("every page's prerendered HTML already holds its h1 and title without JavaScript", async ({ page }) => {
  for (const path of pagePaths()) {
    await page.goto(path);
    await expect(page.locator("h1"), path).toHaveCount(1);
    await expect(page.locator("h1"), path).not.toBeEmpty();
    expect(await page.title(), path).not.toBe("");
  }
});
