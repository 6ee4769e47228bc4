import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { awards } from "../../app/content/awards.ts";
import { gotoHydrated } from "./support/hydrated.ts";

const count = (year: number) => awards.filter((award) => award.year === year).length;

const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1200;
const cards = (page: Page) => page.getByRole("region", { name: /^Awards in/ }).getByRole("article");

/** Picks a year the way this width offers it: the side list from 1200 px, the dropdown below. */
async function chooseYear(page: Page, year: number) {
  if (wide(page))
    await page
      .getByRole("navigation", { name: "Award years" })
      .getByRole("button", { name: String(year) })
      .click();
  else await page.getByRole("combobox", { name: "Year" }).selectOption(String(year));
}

test("the awards page opens on 2024 with four cards and SHOW MORE naming the rest", async ({ page }) => {
  await gotoHydrated(page, paths.awards());
  // Both pickers are in the page (CSS shows one per width), and both name 2024.
  const list = page.getByRole("navigation", { name: "Award years", includeHidden: true });
  await expect(list.getByRole("button", { name: "2024", includeHidden: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("combobox", { name: "Year", includeHidden: true })).toHaveValue("2024");
  await expect(page.getByRole("heading", { name: "Awards in 2024" })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(4, count(2024)));
  await expect(
    cards(page)
      .first()
      .getByText(/^Awarded by /),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: `SHOW MORE (${count(2024) - 4} more awards)` })).toBeVisible();
});

test("SHOW MORE reveals every award of the year and disappears", async ({ page }) => {
  await gotoHydrated(page, paths.awards());
  await page.getByRole("button", { name: /^SHOW MORE/ }).click();
  await expect(cards(page)).toHaveCount(count(2024));
  await expect(page.getByRole("button", { name: /^SHOW MORE/ })).toHaveCount(0);
  await expect(cards(page).nth(4).getByRole("heading")).toBeFocused();
});

test("changing the year shows that year's awards and collapses the list again", async ({ page }) => {
  await gotoHydrated(page, paths.awards());
  await page.getByRole("button", { name: /^SHOW MORE/ }).click();
  await chooseYear(page, 2022);
  await expect(page.getByRole("heading", { name: "Awards in 2022" })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(4, count(2022)));
  await chooseYear(page, 2024);
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole("button", { name: /^SHOW MORE/ })).toBeVisible();
});
