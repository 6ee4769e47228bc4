import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [1440, 768, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on("pageerror", (e) => console.log("pageerror:", e.message.slice(0, 300)));
  await page.goto("http://127.0.0.1:15174/admin/", { timeout: 180000 });
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByText("News & Events").first().waitFor();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/work/briefs/cms-shots/admin-list-${width}.png` });
  await page.goto("http://127.0.0.1:15174/admin/#/collections/posts/entries/community-kitchen-programme-reaches-26000-meals");
  await page.getByLabel("Title", { exact: true }).first().waitFor();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/work/briefs/cms-shots/admin-post-edit-preview-${width}.png` });
  const frame = page.frameLocator("iframe").first();
  console.log(width, await frame.locator("h1").first().innerText().catch((e) => "no h1 " + e.message.slice(0, 80)));
  await page.goto("http://127.0.0.1:15174/admin/#/collections/vacancies/entries/senior-software-engineer");
  await page.getByLabel("Position", { exact: true }).first().waitFor();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/work/briefs/cms-shots/admin-vacancy-edit-preview-${width}.png` });
  await page.close();
}
await browser.close();
