import { expect, test } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { site } from "../../app/config/site.ts";
import { policies } from "./support/content.ts";

test("every policy page shows its title, last updated date and text", { tag: "@one-width" }, async ({ page }) => {
  for (const policy of policies) {
    await page.goto(paths.policy(policy.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.title);
    await expect(page.getByText(/^Last updated/)).toContainText(/\d{1,2} \w+ \d{4}/);
    await expect(page.locator("time").first()).toHaveAttribute("datetime", policy.updated);
    await expect(page.locator(".prose-content h2").first()).toBeVisible();
  }
});

test("the related policies list links to the other four policies", async ({ page }) => {
  const [first, second] = policies;
  await page.goto(paths.policy(first!.slug));
  const related = page.getByRole("navigation", { name: "Related policies" });
  await expect(related.getByRole("link")).toHaveCount(policies.length - 1);
  await expect(related.getByRole("link", { name: first!.title })).toHaveCount(0);
  await related.getByRole("link", { name: second!.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.title);
});

test("the accessibility statement names the standard, the testing, the known limits and a contact", async ({
  page,
}) => {
  await page.goto(paths.accessibility());
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "How we test" })).toBeVisible();
  await expect(page.getByText(/axe-core on every page at three widths/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Known limits" })).toBeVisible();
  await expect(page.getByText(/Embedded videos play in the YouTube or Vimeo player/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: site.contact.supportEmail })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${site.contact.supportEmail}`),
  );
  await expect(page.getByText(/last reviewed on/)).toBeVisible();
});
