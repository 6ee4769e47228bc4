import { expect, test, type Locator, type Page } from "@playwright/test";
import { refusedNoticeId } from "../../app/config/form-pages.ts";
import { sentPaths } from "../../app/forms/model/definitions/index.ts";
import { paths } from "../../app/config/paths.ts";
import { axe } from "./support/axe.ts";
import { gotoHydrated, waitForHydration } from "./support/hydrated.ts";
import { deliveredMail } from "./support/server-env.ts";

// A vacancy's own questions (its front matter's `questions`): the Senior Product Designer asks for a link to a
// portfolio (url, required), the Software Engineer for a notice period (select, required). Each is asked on the
// role's application form, checked by the page and by the forms API, and reaches the team's mail.

const designerPath = paths.career("senior-product-designer");
const portfolioName = "Link to your portfolio";
const portfolioLink = "https://grace.example.com/work";
const consentName = /may use my details/;

const pdf = {
  name: "cv.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(256, 0x20)]),
};

/** Everything the application asks but the role's own question. */
async function fillStandardFields(scope: Locator) {
  await scope.getByRole("textbox", { name: "First name" }).fill("Grace");
  await scope.getByRole("textbox", { name: "Last name" }).fill("Hopper");
  await scope.getByRole("textbox", { name: "Email" }).fill("grace@example.com");
  await scope.getByLabel(/^CV\*?$/).setInputFiles(pdf);
  await scope.getByRole("checkbox", { name: consentName }).check();
}

/** The team's copy of submission `ref`, once the server has delivered it and the confirmation. */
async function teamMail(ref: string) {
  await expect.poll(() => Object.keys(deliveredMail(ref)).sort()).toEqual(["confirmation", "inbox"]);
  return deliveredMail(ref);
}

/** The live application dialog: its code has taken over (the browser's own checks are off). */
async function openApply(page: Page): Promise<Locator> {
  await gotoHydrated(page, designerPath);
  await page.getByRole("button", { name: "Apply Now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Apply for Senior Product Designer" });
  await dialog.locator("form[novalidate]").waitFor({ state: "attached" });
  return dialog;
}

/** Fills the whole application (the portfolio question too), sends it, and returns the forms API's answer. */
async function sendFilledApplication(page: Page, dialog: Locator) {
  await fillStandardFields(dialog);
  await expect(dialog.getByText("Uploaded: cv.pdf")).toBeVisible();
  await dialog.getByRole("textbox", { name: portfolioName }).fill(portfolioLink);
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/forms/career-interest",
  );
  await dialog.getByRole("button", { name: "Submit application" }).click();
  return answered;
}

test.describe("with script", () => {
  test("the answers reach the team mail", async ({ page }) => {
    const answer = await sendFilledApplication(page, await openApply(page));
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    const mail = await teamMail(id);
    expect(mail.inbox).toContain(`${portfolioName}: ${portfolioLink}`);
    // The applicant's confirmation carries nothing they typed.
    expect(mail.confirmation).not.toContain(portfolioLink);
  });

  test("an application carries where the visit came from to the team mail", { tag: "@one-width" }, async ({ page }) => {
    // The visit lands on the careers list from a campaign's link, then applies on a role's page.
    await gotoHydrated(page, `${paths.careers()}?utm_source=linkedin&utm_campaign=winter&gh_src=abc123`);
    const answer = await sendFilledApplication(page, await openApply(page));
    const { id } = (await answer.json()) as { id: string };
    const mail = await teamMail(id);
    expect(mail.inbox).toContain("Came from: utm_source=linkedin, utm_campaign=winter, gh_src=abc123");
    expect(mail.confirmation).not.toContain("linkedin");
  });

  test("a required question left empty is refused with its message", async ({ page }) => {
    const dialog = await openApply(page);
    await fillStandardFields(dialog);
    await expect(dialog.getByText("Uploaded: cv.pdf")).toBeVisible();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await dialog.getByRole("button", { name: "Submit application" }).click();
    const portfolio = dialog.getByRole("textbox", { name: portfolioName });
    await expect(portfolio).toBeFocused();
    await expect(portfolio).toHaveAttribute("aria-invalid", "true");
    await expect(portfolio).toHaveAccessibleDescription(/Enter a full link, like https:\/\/example\.com$/);
    expect(posts).toEqual([]);
  });

  test("the role's question has no axe violations while showing its error", async ({ page }) => {
    const dialog = await openApply(page);
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByRole("textbox", { name: "First name" })).toBeFocused();
    await expect(dialog.getByRole("textbox", { name: portfolioName })).toHaveAttribute("aria-invalid", "true");
    expect((await axe(page, "dialog[open]").analyze()).violations).toEqual([]);
  });
});

test.describe("without script", () => {
  test.describe("the browser posting the form itself", () => {
    test.use({ javaScriptEnabled: false });

    test("the answers reach the team mail", async ({ page }) => {
      await page.goto(designerPath);
      await page.getByRole("button", { name: "Apply Now" }).first().click();
      await page.waitForURL((url) => url.hash === "#apply");
      const form = page.locator("#apply form");
      await fillStandardFields(form);
      await form.getByRole("textbox", { name: portfolioName }).fill(portfolioLink);
      await form.getByRole("button", { name: "Submit application" }).click();
      await page.waitForURL((url) => url.pathname === sentPaths["career-interest"] && url.searchParams.has("ref"));
      const mail = await teamMail(new URL(page.url()).searchParams.get("ref") ?? "");
      expect(mail.inbox).toContain(`${portfolioName}: ${portfolioLink}`);
    });
  });

  test("a required question left empty is refused with its message", async ({ page }) => {
    // The page's scripts refused, as for a visitor whose scripts failed; let through again once the form is
    // on screen, so the page the post comes back to lists what to correct.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto(designerPath);
    await page.getByRole("button", { name: "Apply Now" }).first().click();
    await page.waitForURL((url) => url.hash === "#apply");
    await page.unroute("**/*.js");
    const form = page.locator("#apply form");
    await fillStandardFields(form);
    // A browser that does not check `required` itself: the forms API is the last word.
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await form.getByRole("button", { name: "Submit application" }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === designerPath &&
        url.searchParams.get("error") === "question-portfolio" &&
        url.hash === `#${refusedNoticeId}`,
    );
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Apply for Senior Product Designer" });
    await expect(dialog.getByRole("heading", { name: "Nothing was sent yet" }).locator("..")).toBeFocused();
    await dialog.getByRole("link", { name: `${portfolioName}: Enter a full link, like https://example.com` }).click();
    await expect(dialog.getByRole("textbox", { name: portfolioName })).toBeFocused();
  });
});
