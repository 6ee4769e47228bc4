import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, nextFrames } from "./support/hydrated.ts";
import { paths } from "../../app/config/paths.ts";

const groupPanel = (page: Page) => page.getByRole("tabpanel");

/** The section's top edge relative to the viewport, once scrolling has settled. */
async function sectionTop(page: Page, id: string) {
  await expect
    .poll(async () => {
      const first = await page.evaluate(() => window.scrollY);
      await nextFrames(page);
      return (await page.evaluate(() => window.scrollY)) === first && first > 0;
    })
    .toBe(true);
  return page.locator(`#${id}`).evaluate((node) => node.getBoundingClientRect().top);
}

test("the page opens under the Home > Technology breadcrumb", async ({ page }) => {
  await gotoHydrated(page, paths.technology());
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", paths.home());
  await expect(crumbs.getByText("Technology")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
});

test.describe("at 1440 px", { tag: "@one-width" }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the tech stack tabs switch the group shown", async ({ page }) => {
    await gotoHydrated(page, paths.technology());
    await expect(groupPanel(page)).toHaveAccessibleName("Data Management & Processing");
    await page.getByRole("tab", { name: "Cloud Platforms" }).click();
    await expect(groupPanel(page)).toHaveAccessibleName("Cloud Platforms");
    await expect(groupPanel(page).getByRole("img", { name: "Kubernetes" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Frontend Technologies" })).toBeFocused();
    await expect(groupPanel(page).getByRole("img", { name: "React", exact: true })).toBeVisible();
  });
});

test.describe("at 390 px", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the group dropdown opens, closes, and closes again after a group is picked", async ({ page }) => {
    await gotoHydrated(page, paths.technology());
    await expect(page.getByRole("tablist", { name: "Technology groups" })).toBeHidden();
    const toggle = page.getByRole("button", { name: /^Technology group/ });
    const list = page.getByRole("list", { name: "Technology groups" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    await toggle.click();
    await expect(list).toBeHidden();
    await toggle.click();
    await list.getByRole("button", { name: "Frontend Technologies" }).click();
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toContainText("Frontend Technologies");
    await expect(groupPanel(page).getByRole("heading", { name: "Frontend Technologies" })).toBeVisible();
  });
});

test("the team talks carousel moves to the next and back to the previous talk", async ({ page }) => {
  await gotoHydrated(page, paths.technology());
  const carousel = page.getByRole("region", { name: "Team talks" });
  await carousel.scrollIntoViewIfNeeded();
  const slide = (n: number) => carousel.getByRole("group", { name: `${n} of 3` });
  await expect(slide(1)).not.toHaveAttribute("inert");
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(slide(2)).not.toHaveAttribute("inert");
  await expect(slide(2)).toBeInViewport();
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(slide(1)).not.toHaveAttribute("inert");
  await expect(carousel.getByRole("button", { name: "Previous slide" })).toHaveAttribute("aria-disabled", "true");
});

test("the /technology/testimonials alias lands on the team talks section", async ({ page }) => {
  await page.goto("/technology/testimonials");
  await expect(page).toHaveURL(/\/technology#testimonials$/);
  await expect(page.getByRole("heading", { name: "Hear from our teams" })).toBeInViewport();
});

test("/technology#tech-stack shows that section just below the fixed header", async ({ page }) => {
  await gotoHydrated(page, paths.technology("tech-stack"));
  const top = await sectionTop(page, "tech-stack");
  const headerBottom = await page.getByRole("banner").evaluate((node) => node.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(Math.max(0, headerBottom) - 1);
  expect(top).toBeLessThan(200);
});

test("the disciplines teaser leads to the disciplines list", async ({ page }) => {
  await gotoHydrated(page, paths.technology());
  await page.getByRole("link", { name: "Explore Disciplines" }).click();
  await expect(page).toHaveURL(/\/disciplines$/);
});
