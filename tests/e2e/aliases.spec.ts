import { expect, test } from "@playwright/test";
import { redirectList } from "../../app/prerender.ts";
import { resolveRedirect } from "../../app/config/redirects.ts";

test("every alias answers with a 301 from the server", async ({ request }) => {
  for (const { from: alias } of redirectList()) {
    const response = await request.get(alias, { maxRedirects: 0 });
    expect(response.status(), alias).toBe(301);
    expect(response.headers()["location"], alias).toBeTruthy();
  }
});

test("the about, news and technology aliases land on their pages", async ({ page }) => {
  for (const alias of [
    "/about/sustainability",
    "/about/awards",
    "/about/history",
    "/news",
    "/news-events",
    "/technology/disciplines",
  ]) {
    await page.goto(alias);
    await expect(page).toHaveURL(new RegExp(`${resolveRedirect(alias)}$`));
    await expect(page.locator("h1")).toHaveCount(1);
  }
});

test("a technology alias lands on its section of the technology page", async ({ page }) => {
  await page.goto("/technology/tech-stack");
  await expect(page).toHaveURL(/\/technology#tech-stack$/);
});

test("the careers department links land on the filtered careers list", async ({ page }) => {
  await page.goto("/careers/engineering");
  await expect(page).toHaveURL(/\/careers\?department=Engineering$/);
  await page.goto("/careers/design");
  await expect(page).toHaveURL(/\/careers\?department=Design$/);
});
