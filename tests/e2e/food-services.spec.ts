import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated.ts";
import { paths } from "../../app/config/paths.ts";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, paths.foodServices());
});

test("the hero banner sits under the Home > Foodservice breadcrumb", async ({ page }) => {
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", paths.home());
  await expect(crumbs.getByText("Foodservice")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Empowering the future of foodservice through bold ideas and smarter solutions.",
  );
});

test("the industry block and the opportunity banner are shown", async ({ page }) => {
  const industry = page.getByRole("heading", { name: "Revolutionising the Global Foodservice Industry" });
  await expect(industry).toBeVisible();
  await expect(industry.locator("xpath=following-sibling::div[1]").locator("p")).toHaveCount(2);
  await expect(
    page.getByRole("heading", { name: "The Global Foodservice Industry: A Growing Opportunity" }),
  ).toBeVisible();
});

test("the four trends are listed with their titles", async ({ page }) => {
  for (const title of [
    "AI & Machine Learning",
    "Sustainability Focus",
    "Cloud Kitchens & Ghost Kitchens",
    "Automation & Robotics",
  ]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeAttached();
  }
});
