import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated.ts";
import { paths } from "../../app/config/paths.ts";

const sliderName = "Employee-Led Sustainability Initiatives";

test("the page opens under the Home > Sustainability breadcrumb with its commitment", async ({ page }) => {
  await gotoHydrated(page, paths.sustainability());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Commitment to Sustainability");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", paths.home());
  await expect(page.getByText(/14 phases/)).toContainText("over 26,000 meals and 5,100 hampers");
  await expect(page.getByText(/14 phases/)).toContainText("over 47,000 people");
});

test("the four impact figures are shown", async ({ page }) => {
  await gotoHydrated(page, paths.sustainability());
  for (const [title, figure] of [
    ["Total Donations", "$136,337"],
    ["Meals Donated", "26,937"],
    ["Hampers Donated", "5,133"],
    ["Lives Impacted", "47,469"],
  ] as const) {
    const term = page.getByRole("term").filter({ hasText: title });
    await expect(term).toBeAttached();
    await expect(term.locator("xpath=..").getByRole("definition")).toContainText(figure);
  }
});

test.describe("at 1440 px", { tag: "@one-width" }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the initiatives slider moves to the next and back to the previous slide", async ({ page }) => {
    await gotoHydrated(page, paths.sustainability());
    const carousel = page.locator("section[aria-roledescription='carousel']").filter({
      has: page.getByRole("button", { name: "Next slide" }),
    });
    await carousel.scrollIntoViewIfNeeded();
    const slide = (n: number) => carousel.getByRole("group", { name: `${n} of 5` });
    await expect(slide(1)).not.toHaveAttribute("inert");
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(slide(2)).not.toHaveAttribute("inert");
    await expect(slide(1)).toHaveAttribute("inert");
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(slide(1)).not.toHaveAttribute("inert");
  });
});

test.describe("at 390 px", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the initiatives row scrolls sideways with 296 px slides", async ({ page }) => {
    await gotoHydrated(page, paths.sustainability());
    const row = page.getByRole("region", { name: sliderName });
    await expect(row).toBeVisible();
    const firstSlide = row.getByRole("listitem").first();
    expect((await firstSlide.boundingBox())?.width).toBe(296);
    await row.evaluate((node) => node.scrollTo({ left: 600, behavior: "instant" }));
    await expect.poll(() => row.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  });
});

test("the GLO video asks nothing of YouTube until play is pressed", { tag: "@one-width" }, async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (/youtube|ytimg|googlevideo/.test(request.url())) requests.push(request.url());
  });
  await gotoHydrated(page, paths.sustainability());
  const play = page.getByRole("button", { name: /^Play video: Youth Leadership/ });
  await play.scrollIntoViewIfNeeded();
  // Whatever the facade would load on its own has had its chance once the network is idle.
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);
  await play.click();
  const frame = page.locator("iframe[title^='Youth Leadership']");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
});
