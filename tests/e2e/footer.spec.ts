import { expect, test, type Locator, type Page } from "@playwright/test";
import { footerColumns, footerPolicies } from "../../app/config/footer.ts";
import { paths } from "../../app/config/paths.ts";
import { site } from "../../app/config/site.ts";
import { axe } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydrated.ts";

/** The footer of a prerendered page, once React has hydrated it (its buttons do nothing before that). */
async function openFooter(page: Page): Promise<Locator> {
  await gotoHydrated(page, paths.about());
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

test("the contact banner button goes to the contact page", async ({ page }) => {
  const footer = await openFooter(page);
  await footer.getByRole("link", { name: "Let's Start the Conversation" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the footer emails are mailto links and the phone is a tel link", async ({ page }) => {
  const footer = await openFooter(page);
  const { contact } = site;
  await expect(footer.getByRole("link", { name: contact.supportEmail })).toHaveAttribute(
    "href",
    `mailto:${contact.supportEmail}`,
  );
  await expect(footer.getByRole("link", { name: contact.careersEmail })).toHaveAttribute(
    "href",
    `mailto:${contact.careersEmail}`,
  );
  await expect(footer.getByRole("link", { name: contact.phone })).toHaveAttribute(
    "href",
    `tel:${contact.phone.replaceAll(" ", "")}`,
  );
});

test.describe("on a 390 px phone", { tag: "@phone" }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the footer columns are accordions that open one at a time", async ({ page }) => {
    const footer = await openFooter(page);
    const [first, second] = footerColumns;
    const firstButton = footer.getByRole("button", { name: first?.title });
    const secondButton = footer.getByRole("button", { name: second?.title });
    await expect(footer.getByRole("link", { name: first?.links[0]?.label, exact: true })).toBeHidden();

    await firstButton.click();
    await expect(firstButton).toHaveAttribute("aria-expanded", "true");
    await expect(footer.getByRole("region", { name: first?.title })).toBeVisible();

    await secondButton.click();
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(firstButton).toHaveAttribute("aria-expanded", "false");
    await expect(footer.getByRole("region", { name: first?.title })).toBeHidden();
  });

  test("an open footer panel is at most 24rem tall", async ({ page }) => {
    const footer = await openFooter(page);
    const title = footerColumns[1]?.title ?? "";
    await footer.getByRole("button", { name: title }).click();
    const scroller = footer.getByRole("region", { name: title }).locator("[data-slot=accordion-scroll]");
    await expect(scroller).toHaveCSS("max-height", "384px");
    await expect(scroller).toHaveCSS("overflow-y", "auto");
  });

  test("the footer passes axe with a column open", async ({ page }) => {
    const footer = await openFooter(page);
    await footer.getByRole("button", { name: footerColumns[0]?.title }).click();
    await expect(footer.getByRole("region", { name: footerColumns[0]?.title })).toBeVisible();
    expect((await axe(page, "footer").analyze()).violations).toEqual([]);
  });
});

test.describe("on a 1440 px desktop", { tag: "@one-width" }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every footer column and its links are visible without buttons", async ({ page }) => {
    const footer = await openFooter(page);
    await expect(footer.getByRole("button")).toHaveCount(0);
    for (const column of footerColumns) {
      await expect(footer.getByRole("heading", { level: 2, name: column.title })).toBeVisible();
      for (const link of column.links) {
        await expect(footer.getByRole("link", { name: link.label, exact: true }).first()).toBeVisible();
      }
    }
  });
});

test("social links open in a new tab without an opener or referrer", { tag: "@one-width" }, async ({ page }) => {
  const footer = await openFooter(page);
  for (const profile of site.social) {
    const link = footer.getByRole("link", { name: `${profile.name} (opens in a new tab)` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("the copyright line shows the current year", { tag: "@one-width" }, async ({ page }) => {
  const footer = await openFooter(page);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`);
});

for (const policy of footerPolicies) {
  test(`the footer link to ${policy.title} opens its page`, async ({ page }) => {
    const footer = await openFooter(page);
    await footer.getByRole("navigation", { name: "Policies" }).getByRole("link", { name: policy.title }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.policy(policy.slug)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.title);
  });
}
