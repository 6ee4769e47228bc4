import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { gotoHydrated } from "./support/hydrated.ts";
import { posts } from "./support/content.ts";

const cards = (page: Page) => page.getByRole("region", { name: /^Latest/ }).getByRole("listitem");

/** Picks a category the way this width offers it: pill buttons from 1024 px, the select below. */
async function chooseCategory(page: Page, category: string) {
  const width = page.viewportSize()?.width ?? 0;
  if (width >= 1024) {
    await expect(page.getByRole("combobox", { name: "Category" })).toBeHidden();
    await page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name: category }).click();
  } else {
    await expect(page.getByRole("group", { name: "Filter by category" })).toBeHidden();
    await page.getByRole("combobox", { name: "Category" }).selectOption(category);
  }
}

test("choosing a category filters the stories and keeps the choice in the URL", async ({ page }) => {
  await gotoHydrated(page, paths.blogs());
  await chooseCategory(page, "Innovation");
  await expect(page).toHaveURL(/\?category=Innovation$/);
  await expect(page.getByRole("heading", { name: "Latest in Innovation" })).toBeVisible();
  const innovation = posts.filter((post) => post.category === "Innovation");
  const featured = innovation.find((post) => post.featured);
  await expect(cards(page)).toHaveCount(Math.min(6, innovation.length - (featured ? 1 : 0)));
  for (const tag of await cards(page).locator("time + span").allTextContents()) expect(tag).toBe("Innovation");
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    await expect(page.getByRole("button", { name: "Innovation" })).toHaveAttribute("aria-pressed", "true");
  }
});

test("a category in the URL is applied once the page has loaded", async ({ page }) => {
  await gotoHydrated(page, `${paths.blogs()}?category=Recognition`);
  await expect(page.getByRole("heading", { name: "Latest in Recognition" })).toBeVisible();
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    await expect(page.getByRole("button", { name: "Recognition" })).toHaveAttribute("aria-pressed", "true");
  } else {
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Recognition");
  }
});

test("SHOW MORE reveals six more stories, focuses the first new one and hides at the end", async ({ page }) => {
  const total = posts.length - 1; // the newest featured post sits above the grid
  expect(total).toBeGreaterThan(6);
  await gotoHydrated(page, paths.blogs());
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(`Showing 6 of ${total} stories`);
  await page.getByRole("button", { name: "SHOW MORE" }).click();
  await expect(cards(page)).toHaveCount(Math.min(12, total));
  await expect(cards(page).nth(6).getByRole("link")).toBeFocused();
  while (await page.getByRole("button", { name: "SHOW MORE" }).isVisible())
    await page.getByRole("button", { name: "SHOW MORE" }).click();
  await expect(cards(page)).toHaveCount(total);
  await expect(page.getByRole("button", { name: "SHOW MORE" })).toHaveCount(0);
});

test("changing the category starts again at the first six stories", async ({ page }) => {
  await gotoHydrated(page, paths.blogs());
  await page.getByRole("button", { name: "SHOW MORE" }).click();
  await expect(cards(page)).not.toHaveCount(6);
  await chooseCategory(page, "Environment");
  await chooseCategory(page, "All");
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByRole("button", { name: "SHOW MORE" })).toBeVisible();
});
