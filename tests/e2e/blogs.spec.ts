import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { gotoHydrated } from "./support/hydrated.ts";
import { posts } from "./support/content.ts";

const cards = (page: Page) => page.getByRole("region", { name: /^Latest/ }).getByRole("listitem");

/** The category pills (shown from 1024 px) and the select (shown below): both are in the page, CSS shows one. */
const pills = (page: Page) => page.getByRole("group", { name: "Filter by category", includeHidden: true });
const select = (page: Page) => page.getByRole("combobox", { name: "Category", includeHidden: true });
const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** Picks a category the way this width offers it: pill buttons from 1024 px, the select below. */
async function chooseCategory(page: Page, category: string) {
  await expect(wide(page) ? select(page) : pills(page)).toBeHidden();
  if (wide(page)) await pills(page).getByRole("button", { name: category }).click();
  else await select(page).selectOption(category);
}

/** Both pickers name `category`: its pill is pressed and the select holds it. */
async function expectChosen(page: Page, category: string) {
  await expect(pills(page).getByRole("button", { name: category, includeHidden: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(select(page)).toHaveValue(category);
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
  await expectChosen(page, "Innovation");
});

test("a category in the URL is applied once the page has loaded", async ({ page }) => {
  await gotoHydrated(page, `${paths.blogs()}?category=Recognition`);
  await expect(page.getByRole("heading", { name: "Latest in Recognition" })).toBeVisible();
  await expectChosen(page, "Recognition");
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
