import { expect, test } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { fixtureBoard, startMockAts } from "../ats/mock-ats.ts";
import { axe } from "./support/axe.ts";
import { waitForHydration } from "./support/hydrated.ts";
import { e2eServerEnv } from "./support/server-env.ts";
import { buildVariant, freePorts, serveForTheRun, tempDataDir, variant } from "./support/variant-build.ts";

// The site built from a Greenhouse board (VACANCIES_FROM=greenhouse:...) served by the loopback mock ATS with its
// recorded answers: one real build, made once per run, proves the whole path (the load step, the prerender,
// postbuild). What each ATS's roles become, Lever's and Ashby's included, is tested without a build in
// tests/ats/ (the loaders, and the pages' loaders fed from the stored list).

const fromGreenhouse = () =>
  variant("ats-greenhouse", async (buildDir) => {
    const ats = await startMockAts();
    try {
      await buildVariant(buildDir, {
        VACANCIES_FROM: `greenhouse:${fixtureBoard}`,
        GREENHOUSE_API_URL: ats.apis.greenhouse,
      });
    } finally {
      await ats.close();
    }
    const [port] = (await freePorts(1)) as [number];
    return serveForTheRun(buildDir, port, { ...e2eServerEnv, DATA_DIR: tempDataDir("ats") }, buildDir);
  });

const roles = ["Senior Backend Engineer", "Customer Support Specialist", "Warehouse Operations Analyst"];

test.describe("a build whose vacancies come from a Greenhouse board", () => {
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    origin = await fromGreenhouse();
  });

  test("the careers list shows the board's roles and no Markdown role, with pay where the board has it", async ({
    page,
  }) => {
    await page.goto(`${origin}${paths.careers()}`);
    const rows = page.getByRole("main").getByRole("article");
    await expect(rows).toHaveCount(roles.length);
    for (const role of roles) await expect(rows.filter({ hasText: role })).toHaveCount(1);
    await expect(rows.filter({ hasText: "Senior Backend Engineer" })).toContainText("Colombo, Kandy · Hybrid");
    await expect(rows.filter({ hasText: "Senior Backend Engineer" })).toContainText(
      "Pay: LKR\u00a07,200,000 to 9,600,000 a year",
    );
    await expect(page.getByRole("main")).not.toContainText("Data Scientist");
  });

  test("a role's page shows its sanitised description, its pay and its JobPosting", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => dialogs.push(dialog.message()));
    await page.goto(`${origin}${paths.career("senior-backend-engineer")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Senior Backend Engineer");
    await expect(page.getByRole("heading", { name: "About the role" })).toBeVisible();
    await expect(page.getByText("thousands of restaurants & hotels rely on")).toBeVisible();
    await expect(page.locator(".prose-content script, .prose-content img, .prose-content iframe")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Apply Now" }).first()).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((text) => JSON.parse(text)).find((json) => json["@type"] === "JobPosting");
    expect(posting?.baseSalary?.value).toEqual({
      "@type": "QuantitativeValue",
      minValue: 7200000,
      maxValue: 9600000,
      unitText: "YEAR",
    });
    expect(posting?.jobLocation).toHaveLength(2);
    expect(posting?.description).not.toContain("<script");
    expect(dialogs).toEqual([]);
  });

  test("a role's page from the ATS, with its pay and places, has no accessibility violations", async ({ page }) => {
    await page.goto(`${origin}${paths.career("senior-backend-engineer")}`);
    await expect(page.getByRole("list", { name: "About this role" })).toContainText("Pay:");
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  test("a role's own questions from the board are asked by its form, with no accessibility violations while refused", async ({
    page,
  }) => {
    await page.goto(`${origin}${paths.career("senior-backend-engineer")}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Apply Now" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Apply for Senior Backend Engineer" });
    await dialog.locator("form[novalidate]").waitFor({ state: "attached" });
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByRole("textbox", { name: "First name" })).toBeFocused();
    await expect(dialog.getByRole("textbox", { name: "Why do you want to work with us?" })).toHaveAccessibleDescription(
      "Answer this question",
    );
    await expect(dialog.getByRole("combobox", { name: "What is your notice period?" })).toHaveAccessibleDescription(
      "Choose an answer",
    );
    await expect(
      dialog.getByRole("radiogroup", { name: "Are you authorised to work in Sri Lanka?" }),
    ).toHaveAccessibleDescription("Choose Yes or No");
    await expect(
      dialog.getByRole("group", { name: "Which languages do you work in?" }).getByRole("checkbox"),
    ).toHaveCount(3);
    expect((await axe(page, "dialog[open]").analyze()).violations).toEqual([]);
  });

  test("a role asking a question the site's form cannot show links to its Greenhouse page instead of the form", async ({
    page,
  }) => {
    await page.goto(`${origin}${paths.career("customer-support-specialist")}`);
    const apply = page.getByRole("link", { name: "Apply on our hiring site" });
    await expect(apply.first()).toHaveAttribute("href", "https://job-boards.greenhouse.io/mise-fixture/jobs/4012002");
    await expect(page.getByRole("button", { name: "Apply Now" })).toHaveCount(0);
    await expect(page.locator("form[method=post]")).toHaveCount(0);
  });

  test("the careers feed and the sitemap list the board's roles", async ({ request }) => {
    const feed = await (await request.get(`${origin}/careers/feed.xml`)).text();
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    for (const slug of ["senior-backend-engineer", "customer-support-specialist", "warehouse-operations-analyst"]) {
      expect(feed).toContain(`/careers/${slug}`);
      expect(sitemap).toContain(`/careers/${slug}</loc>`);
    }
    expect(sitemap).not.toContain("/careers/data-scientist<");
  });
});
