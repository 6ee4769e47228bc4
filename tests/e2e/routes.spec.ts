import { expect, test } from "@playwright/test";
import { pagePaths } from "../../app/prerender.ts";
import { gotoHydrated } from "./support/hydrated.ts";

// Console errors and warnings on every page are the audit's (`scripts/audit/console.mjs`, with a scroll through
// each page at two widths); this sweep holds the page's structure once the app has taken over.
for (const path of pagePaths()) {
  test(`${path} answers 200 with one h1, the header and the footer`, async ({ page }) => {
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("banner").first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}
