import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { fixtureApiKey, fixtureBoard, mockApis, receivedPath, type ReceivedApplication } from "../ats/mock-ats.ts";
import { axe } from "./support/axe.ts";
import { gotoHydrated, waitForHydration } from "./support/hydrated.ts";
import { e2eServerEnv } from "./support/server-env.ts";
import { buildVariant, freePorts, serveForTheRun, tempDataDir, variant } from "./support/variant-build.ts";

// The site built from a Greenhouse board (VACANCIES_FROM=greenhouse:...) served by the loopback mock ATS with its
// recorded answers: one real build, made once per run, proves the whole path (the load step, the prerender,
// postbuild, and an application from the role's form to the ATS). The mock runs for the whole run, so the site's
// server hands its applications to it with ATS_API_KEY. What each ATS's roles become, Lever's and Ashby's
// included, is tested without a build in tests/ats/ (the loaders, and the pages' loaders fed from the stored list).

const fromGreenhouse = () =>
  variant("ats-greenhouse", async (buildDir) => {
    const [port, atsPort] = (await freePorts(2)) as [number, number];
    // Its log in its own folder: the build below empties buildDir.
    const atsDir = tempDataDir("mock-ats");
    const ats = await serveForTheRun(buildDir, atsPort, { DATA_DIR: atsDir }, atsDir, "tests/ats/serve-mock.ts");
    const settings = { VACANCIES_FROM: `greenhouse:${fixtureBoard}`, GREENHOUSE_API_URL: mockApis(ats).greenhouse! };
    await buildVariant(buildDir, settings);
    const site = await serveForTheRun(
      buildDir,
      port,
      { ...e2eServerEnv, ...settings, ATS_API_KEY: fixtureApiKey, DATA_DIR: tempDataDir("ats") },
      buildDir,
    );
    return { site, ats };
  });

const roles = ["Senior Backend Engineer", "Customer Support Specialist", "Warehouse Operations Analyst"];

test.describe("a build whose vacancies come from a Greenhouse board", () => {
  let origin: string;
  let atsOrigin: string;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    ({ site: origin, ats: atsOrigin } = await fromGreenhouse());
  });

  test(
    "an application sent from a role's page reaches Greenhouse with the CV, an answer under its field name and where the visit came from",
    { tag: "@one-width" },
    async ({ page }, testInfo) => {
      // Both widths send one: each its own candidate.
      const email = `grace.${testInfo.project.name}@example.com`;
      const cv = {
        name: "Grace CV.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(512, 0x20)]),
      };
      // The visit lands from a Greenhouse tracking link.
      await gotoHydrated(
        page,
        `${origin}${paths.career("senior-backend-engineer")}?gh_src=e2e-${testInfo.project.name}`,
      );
      await page.getByRole("button", { name: "Apply Now" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Apply for Senior Backend Engineer" });
      await dialog.locator("form[novalidate]").waitFor({ state: "attached" });
      await dialog.getByRole("textbox", { name: "First name" }).fill("Grace");
      await dialog.getByRole("textbox", { name: "Last name" }).fill("Hopper");
      await dialog.getByRole("textbox", { name: "Email" }).fill(email);
      await dialog.getByLabel(/^CV\*?$/).setInputFiles(cv);
      await expect(dialog.getByText(`Uploaded: ${cv.name}`)).toBeVisible();
      await dialog.getByRole("textbox", { name: "Why do you want to work with us?" }).fill("To keep kitchens stocked.");
      await dialog.getByRole("combobox", { name: "What is your notice period?" }).selectOption("1 month");
      await dialog
        .getByRole("radiogroup", { name: "Are you authorised to work in Sri Lanka?" })
        .getByRole("radio", { name: "Yes" })
        .check();
      await dialog.getByRole("checkbox", { name: /may use my details/ }).check();
      await dialog.getByRole("button", { name: "Submit application" }).click();

      // With script the dialog itself says it is sent, and moves focus there.
      await expect(
        dialog.getByRole("heading", { name: "Thank you, Grace. Your application for Senior Backend Engineer is in." }),
      ).toBeFocused();
      const received = async () => {
        const all = (await (await fetch(`${atsOrigin}${receivedPath}`)).json()) as ReceivedApplication[];
        return all.find((application) => application.fields.email?.[0] === email);
      };
      await expect.poll(received, { timeout: 20_000 }).toBeDefined();
      const application = (await received())!;
      expect(application).toMatchObject({
        system: "greenhouse",
        job: "4012001",
        fields: {
          first_name: ["Grace"],
          last_name: ["Hopper"],
          question_30002: ["To keep kitchens stocked."],
          mapped_url_token: [`e2e-${testInfo.project.name}`],
        },
      });
      expect(application.files).toEqual([
        {
          field: "resume",
          name: cv.name,
          type: cv.mimeType,
          size: cv.buffer.length,
          sha256: createHash("sha256").update(cv.buffer).digest("hex"),
        },
      ]);
    },
  );

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

  test("the careers feed and the sitemap list the board's roles", { tag: "@one-width" }, async ({ request }) => {
    const feed = await (await request.get(`${origin}/careers/feed.xml`)).text();
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    for (const slug of ["senior-backend-engineer", "customer-support-specialist", "warehouse-operations-analyst"]) {
      expect(feed).toContain(`/careers/${slug}`);
      expect(sitemap).toContain(`/careers/${slug}</loc>`);
    }
    expect(sitemap).not.toContain("/careers/data-scientist<");
  });
});
