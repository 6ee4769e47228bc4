import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { disciplines } from "../../app/content/disciplines.ts";
import { openVacancies } from "./support/content.ts";

/** Tiles in the first row of the grid, and the filler tiles CSS shows at this width. */
async function gridShape(page: Page) {
  const grid = page.getByRole("list", { name: "Disciplines" });
  const tops = await grid
    .locator(":scope > li:not([data-filler])")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const fillers = await grid
    .locator(":scope > li[data-filler]")
    .evaluateAll((items) => items.filter((item) => item.getClientRects().length > 0).length);
  return { tiles: tops.length, perRow: tops.filter((top) => top === tops[0]).length, fillers };
}

test("the disciplines grid shows ten tiles with a Read more link to each discipline page", async ({ page }) => {
  await page.goto(paths.disciplines());
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home/Disciplines");
  for (const discipline of disciplines) {
    await expect(page.getByRole("link", { name: `Read more about ${discipline.title}` })).toHaveAttribute(
      "href",
      paths.discipline(discipline.id),
    );
  }
  expect((await gridShape(page)).tiles).toBe(10);
});

test("the grid has 1, 2 or 4 tiles per row and fillers complete the last row at each width", async ({ page }) => {
  await page.goto(paths.disciplines());
  for (const [width, perRow, fillers] of [
    [390, 1, 0],
    [700, 2, 0],
    [1100, 4, 2],
    [1440, 4, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    expect(await gridShape(page), `at ${width} px`).toEqual({ tiles: 10, perRow, fillers });
  }
  await expect(page.locator("li[data-filler]").first()).toHaveAttribute("aria-hidden", "true");
});

test(
  "every discipline page answers with its title as the h1 and a breadcrumb",
  { tag: "@one-width" },
  async ({ page }) => {
    for (const discipline of disciplines) {
      const response = await page.goto(paths.discipline(discipline.id));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(discipline.title);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
        `Home/Disciplines/${discipline.title}`,
      );
    }
  },
);

test("the UI/UX page lists the open design vacancies and Read More opens the vacancy", async ({ page }) => {
  const design = openVacancies().filter((vacancy) => vacancy.discipline === "design");
  expect(design.length).toBeGreaterThan(0);
  await page.goto(paths.discipline("design"));
  await expect(page.getByRole("heading", { level: 1, name: "UI/UX" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tech stack" })).toBeVisible();
  for (const vacancy of design) {
    await expect(page.getByRole("link", { name: `Read More: ${vacancy.position}` })).toHaveAttribute(
      "href",
      paths.career(vacancy.slug),
    );
  }
  const first = design[0]!;
  await page.getByRole("link", { name: `Read More: ${first.position}` }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.career(first.slug)}$`));
  await expect(page.getByRole("heading", { level: 1, name: first.position })).toBeVisible();
});

test("a discipline without open roles says so and points to all careers and vacancy alerts", async ({ page }) => {
  const empty = disciplines.find((d) => !openVacancies().some((vacancy) => vacancy.discipline === d.id));
  expect(empty, "the content should keep one discipline without open roles to show the empty state").toBeDefined();
  await page.goto(paths.discipline(empty!.id));
  await expect(page.getByText(`No open roles in ${empty!.title} right now`)).toBeVisible();
  await expect(page.getByRole("link", { name: "See all careers" })).toHaveAttribute("href", paths.careers());
  await expect(page.getByRole("link", { name: "Sign up for vacancy alerts" })).toHaveAttribute(
    "href",
    paths.vacancyAlerts(),
  );
});
