import { expect, test } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { site } from "../../app/config/site.ts";

test("the contact page leads with its heading and shows the form", async ({ page }) => {
  await page.goto(paths.contact());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Have Questions? Contact Us");
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
});

test("the side panel offers call, fax, email and a map of the Colombo address", async ({ page }) => {
  await page.goto(paths.contact());
  const panel = page.getByRole("complementary", { name: "Other ways to reach us" });
  await expect(panel.getByRole("link", { name: site.contact.phone })).toHaveAttribute(
    "href",
    `tel:${site.contact.phone.replace(/\s/g, "")}`,
  );
  await expect(panel.getByText(site.contact.fax)).toBeVisible();
  await expect(panel.getByRole("link", { name: site.contact.supportEmail })).toHaveAttribute(
    "href",
    `mailto:${site.contact.supportEmail}`,
  );
  await expect(panel.getByText(site.contact.address)).toBeVisible();
  expect(site.contact.address).toContain("Colombo");
  const map = panel.getByRole("link", { name: /Open in OpenStreetMap/ });
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", "noopener noreferrer");
  const href = new URL((await map.getAttribute("href")) ?? "");
  expect(href.origin).toBe("https://www.openstreetmap.org");
  expect(href.searchParams.get("query")).toBe(site.contact.address);
});
