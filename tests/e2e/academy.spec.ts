import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { academy } from "../../app/content/academy.ts";
import { gotoHydrated } from "./support/hydrated.ts";

const brochureLink = (page: Page) =>
  page.getByRole("link", { name: /^Download the programme brochure \(PDF, \d+ KB\)$/ }).first();

test("Apply now opens the academy interest dialog and its close button returns focus", async ({ page }) => {
  await gotoHydrated(page, paths.academy());
  const apply = page.getByRole("button", { name: "Apply now" }).first();
  await apply.click();
  const dialog = page.getByRole("dialog", { name: "Register Your Interest in the Academy" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close modal" }).click();
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
});

test("the brochure link downloads a real PDF of the stated size", { tag: "@one-width" }, async ({ page, request }) => {
  await gotoHydrated(page, paths.academy());
  const link = brochureLink(page);
  await expect(link).toHaveAttribute("href", paths.brochure());
  await expect(link).toHaveAttribute("download", "");
  const response = await request.get(paths.brochure());
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(body.toString("latin1")).toContain("/Count 2");
  const kb = Number((await link.textContent())?.match(/(\d+) KB/)?.[1]);
  expect(kb).toBe(Math.max(1, Math.round(body.length / 1024)));
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/-academy-brochure\.pdf$/);
});

test("the slider moves between the academy pictures with its buttons", async ({ page }) => {
  await gotoHydrated(page, paths.academy());
  const carousel = page.getByRole("region", { name: "Inside the Academy" }).last();
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole("group", { name: `1 of ${academy.slides.length}` })).not.toHaveAttribute("inert");
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(
    carousel.getByRole("group", { name: `2 of ${academy.slides.length}`, includeHidden: true }),
  ).not.toHaveAttribute("inert");
  await expect(carousel.getByText(academy.slides[1]!.caption)).toBeVisible();
});

test("the modules are listed in order and a FAQ answer opens from its question", async ({ page }) => {
  await gotoHydrated(page, paths.academy());
  const modules = page.getByRole("region", { name: "Programme modules" }).getByRole("heading", { level: 3 });
  await expect(modules).toHaveText(academy.modules.map((module) => module.title));
  const first = academy.faq[0]!;
  const question = page.getByRole("button", { name: first.question });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(first.answer)).toBeVisible();
});
