import { expect, test } from "@playwright/test";
import { gotoHydrated, inViewAndStill } from "./support/hydrated.ts";
import { paths } from "../../app/config/paths.ts";
import { site } from "../../app/config/site.ts";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, paths.about());
});

test("the hero carries the page title under the Home > About breadcrumb", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Empowering the future of foodservice through bold ideas and smarter solutions.",
  );
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", paths.home());
  await expect(crumbs.getByText("About")).toHaveAttribute("aria-current", "page");
});

test("choosing a team tab shows that team's members", async ({ page }) => {
  const tab = page.getByRole("tab", { name: "Engineering Leadership" });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: "Engineering Leadership" });
  await expect(panel.getByRole("heading", { name: "Nadia Ismail" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Amaya Perera" })).toBeHidden();
});

test("a member's dialog opens from Read more, closes with Escape and gives focus back", async ({ page }) => {
  const opener = page.getByRole("button", { name: "Read more about Amaya Perera" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Amaya Perera" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Managing Director");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the member's LinkedIn link opens in a new tab", { tag: "@one-width" }, async ({ page }) => {
  await page.getByRole("button", { name: "Read more about Daniel Fernando" }).click();
  const linkedin = page.getByRole("dialog").getByRole("link", { name: /on LinkedIn/ });
  await expect(linkedin).toHaveAttribute("target", "_blank");
  await expect(linkedin).toHaveAttribute("rel", /noopener/);
  await expect(linkedin).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\//);
});

test("the parent company link opens the parent site in a new tab", { tag: "@one-width" }, async ({ page }) => {
  const link = page.getByRole("link", { name: new RegExp(site.parent.websiteLabel.replace(/\./g, "\\.")) });
  await expect(link).toHaveAttribute("href", site.parent.website);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
});

test("the Sustainability card's Learn More leads to the sustainability page", async ({ page }) => {
  const link = page.getByRole("link", { name: "Learn More about Sustainability" });
  await inViewAndStill(link);
  await link.click();
  await expect(page).toHaveURL(/\/sustainability$/);
});

test("the Our Awards card's Learn More leads to the awards page", async ({ page }) => {
  const link = page.getByRole("link", { name: "Learn More about Our Awards" });
  await inViewAndStill(link);
  await link.click();
  await expect(page).toHaveURL(/\/awards$/);
});
