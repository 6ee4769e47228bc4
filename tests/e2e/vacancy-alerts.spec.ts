import { expect, test } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { site } from "../../app/config/site.ts";

test("the sign-up form is a titled, sandboxed, lazy frame, 2800 px tall on desktops and 1200 px below", async ({
  page,
}) => {
  await page.goto(paths.vacancyAlerts());
  const frame = page.locator('iframe[title="Vacancy alerts sign-up form"]');
  await expect(frame).toHaveAttribute("src", site.vacancyAlertsFormUrl);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toHaveAttribute("sandbox", "allow-forms allow-scripts allow-same-origin allow-popups");
  const height = await frame.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBe((page.viewportSize()?.width ?? 0) >= 1024 ? 2800 : 1200);
});

test("a link above the frame opens the sign-up form in a new tab", async ({ page }) => {
  await page.goto(paths.vacancyAlerts());
  const link = page.getByRole("link", { name: "Open the sign-up form in a new tab" });
  await expect(link).toHaveAttribute("href", site.vacancyAlertsFormUrl);
  await expect(link).toHaveAttribute("target", "_blank");
  const linkTop = await link.evaluate((el) => el.getBoundingClientRect().top);
  const frameTop = await page.locator("iframe").evaluate((el) => el.getBoundingClientRect().top);
  expect(linkTop).toBeLessThan(frameTop);
});
