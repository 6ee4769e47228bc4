import { expect, test } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { history } from "../../app/content/history.ts";

test("the history timeline lists every milestone in order, oldest first", async ({ page }) => {
  await page.goto(paths.history());
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home/About/History");
  const timeline = page.getByRole("list", { name: "Milestones" });
  expect(await timeline.evaluate((el) => el.tagName)).toBe("OL");
  const years = timeline.getByRole("heading", { level: 2 });
  await expect(years).toHaveText(history.map((milestone) => String(milestone.year)));
  const numbers = (await years.allTextContents()).map(Number);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
});

test("milestones further down fade in as they are scrolled to", async ({ page }) => {
  await page.goto(paths.history());
  const last = page.getByRole("list", { name: "Milestones" }).getByRole("listitem").last();
  await expect(last).toHaveAttribute("data-revealed", "false");
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute("data-revealed", "true");
});
