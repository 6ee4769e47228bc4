import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated.ts";
import { paths } from "../../app/config/paths.ts";
import { site } from "../../app/config/site.ts";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, paths.lifeAt());
});

test("the page shows culture, social club, fundamentals, tribes, clubs, benefits and learning", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Life at ${site.name}`);
  for (const name of [
    "Our Culture",
    "The Social Club",
    "Our Fundamentals",
    "Our Tribes",
    "Clubs for every interest",
    "Benefits that look after you",
    "Learning and Development",
  ]) {
    await expect(page.getByRole("heading", { name, level: 2 })).toBeAttached();
  }
});

test("the benefits section lists four benefits", async ({ page }) => {
  const benefits = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Benefits that look after you" }) });
  await expect(benefits.getByRole("listitem")).toHaveCount(4);
  await expect(benefits.getByRole("heading", { name: "Health & Wellbeing" })).toBeAttached();
});

test("the video waits behind a play button", async ({ page }) => {
  await expect(page.getByRole("button", { name: `Play video: A day at ${site.name}` })).toBeAttached();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("three employee testimonials show with name, role and words", async ({ page }) => {
  const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "In their own words" }) });
  const quotes = section.getByRole("figure");
  await expect(quotes).toHaveCount(3);
  await expect(quotes.first()).toContainText("Ishara Wickramasinghe");
  await expect(quotes.first()).toContainText("Software Engineer, Ordering");
  await expect(quotes.first().getByRole("blockquote")).toContainText("I joined through the Academy");
});

test("the call to action leads to the careers list", async ({ page }) => {
  await page.getByRole("link", { name: "Current Job Openings" }).click();
  await expect(page).toHaveURL(/\/careers$/);
});
