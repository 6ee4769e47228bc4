import { expect, test } from "@playwright/test";

test("following a link scrolls the new page to the top", async ({ page }) => {
  await page.goto("/policies/privacy-policy");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms and Conditions" }).click();
  await expect(page).toHaveURL(/terms-and-conditions$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
