import { expect, test } from "@playwright/test";

test("an unknown path answers 404 with the Not Found page inside the site layout", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner").first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the Not Found page offers a working way back home", async ({ page }) => {
  await page.goto("/no/such/page");
  await page.getByRole("main").getByRole("link", { name: "Home", exact: true }).last().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("h1")).toHaveCount(1);
});
