import { expect, test, type Page } from "@playwright/test";
import { refusedNoticeId } from "../../app/config/form-pages.ts";
import { sentPaths } from "../../app/forms/model/definitions/index.ts";
import { paths } from "../../app/config/paths.ts";
import { waitForHydration } from "./support/hydrated.ts";
import { deliveredMail } from "./support/server-env.ts";

// Forms posted by the browser itself, without the site's script: each is a real HTML form that the forms
// API answers with a 303 to a "sent" page (with the reference) or back to the form (with the fields to fix).

const careerPath = paths.career("software-engineer");
/** The reference the forms API gives a submission (server/forms/reference.mjs). */
const reference = /^ML-[0-9A-HJKMNP-TV-Z]{8}$/;
const consentName = /may use my details/;

const pdf = {
  name: "cv.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(256, 0x20)]),
};

/** The reference a "sent" page was reached with, once the browser is there. */
async function landedOn(page: Page, path: string): Promise<string> {
  await page.waitForURL((url) => url.pathname === path && url.searchParams.has("ref"));
  const ref = new URL(page.url()).searchParams.get("ref") ?? "";
  expect(ref).toMatch(reference);
  return ref;
}

/**
 * The notice a page holds for a post made without script that came back (app/lib/refused-notice.ts),
 * once the browser is back on `path` with the fields in `?error=`: it must be visible and the page's target.
 */
async function expectRefusedNotice(page: Page, path: string, error: string) {
  await page.waitForURL(
    (url) => url.pathname === path && url.searchParams.get("error") === error && url.hash === `#${refusedNoticeId}`,
  );
  const notice = page.getByRole("region", { name: "Nothing was sent yet" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Some fields need attention. Please check the form and send it again.");
  expect(await notice.evaluate((element) => element.matches(":target"))).toBe(true);
  await expect(notice).toBeInViewport();
  return notice;
}

/** Waits until the server has delivered the inbox copy and the visitor's confirmation for `ref`. */
async function expectDelivered(ref: string, text: string) {
  await expect.poll(() => Object.keys(deliveredMail(ref)).sort()).toEqual(["confirmation", "inbox"]);
  expect(deliveredMail(ref).inbox).toContain(text);
}

/**
 * Loads `path` with every script refused, as for a visitor whose scripts failed (or had not arrived yet).
 * Returns what lets scripts through again: call it once the form is on screen, so that the page the post
 * lands on loads them as usual.
 */
async function gotoWithoutScripts(page: Page, path: string) {
  await page.route("**/*.js", (route) => route.abort());
  await page.goto(path);
  return () => page.unroute("**/*.js");
}

/** Fills the contact page's form as Ada and sends it; `country` is the phone number's, when not the default. */
async function sendContactForm(
  page: Page,
  { country, phone, message }: { country?: string; phone: string; message: string },
) {
  await page.goto(paths.contact());
  const form = page.locator("main form");
  await form.getByRole("textbox", { name: "First name" }).fill("Ada");
  await form.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await form.getByRole("combobox", { name: "Subject" }).selectOption({ label: "General Inquiry" });
  if (country) await form.getByRole("combobox", { name: "Country calling code" }).selectOption({ label: country });
  await form.getByRole("textbox", { name: "Phone number" }).fill(phone);
  await form.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await form.getByRole("textbox", { name: "Message" }).fill(message);
  await form.getByRole("button", { name: "Send message" }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts by itself, lands on the sent page and the message is delivered", async ({ page }) => {
    await sendContactForm(page, { phone: "2025550123", message: "Sent without any script." });
    const ref = await landedOn(page, sentPaths.contact);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you. Your message is on its way." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expectDelivered(ref, "Sent without any script.");
  });

  test("Apply Now shows the application form in the page, which posts a CV by itself", async ({ page }) => {
    await page.goto(careerPath);
    await page.getByRole("button", { name: "Apply Now" }).first().click();
    await page.waitForURL((url) => url.hash === "#apply");
    const form = page.locator("#apply form");
    await expect(form.getByRole("textbox", { name: "First name" })).toBeInViewport();
    await form.getByRole("textbox", { name: "First name" }).fill("Grace");
    await form.getByRole("textbox", { name: "Last name" }).fill("Hopper");
    await form.getByRole("textbox", { name: "Email" }).fill("grace@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill("Applied without any script.");
    await form.getByRole("combobox", { name: "What is your notice period?" }).selectOption("1 month");
    await form.getByLabel(/^CV\*?$/).setInputFiles(pdf);
    await form.getByRole("checkbox", { name: consentName }).check();
    await form.getByRole("button", { name: "Submit application" }).click();
    const ref = await landedOn(page, sentPaths["career-interest"]);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you. Your application is in." })).toBeVisible();
    await expectDelivered(ref, "Software Engineer");
  });

  test("Apply now on the Academy page shows its form in the page, which posts by itself", async ({ page }) => {
    await page.goto(paths.academy());
    await page.getByRole("button", { name: "Apply now" }).first().click();
    await page.waitForURL((url) => url.hash === "#apply");
    const form = page.locator("#apply form");
    await form.getByRole("textbox", { name: "First name" }).fill("Katherine");
    await form.getByRole("textbox", { name: "Last name" }).fill("Johnson");
    await form.getByRole("textbox", { name: "Email" }).fill("katherine@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill("Registered without any script.");
    await form.getByRole("checkbox", { name: consentName }).check();
    await form.getByRole("button", { name: "Register interest" }).click();
    const ref = await landedOn(page, sentPaths["academy-interest"]);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you. Your interest is registered." }),
    ).toBeVisible();
    await expectDelivered(ref, "Registered without any script.");
  });

  test("a refused contact post comes back to the form with a notice that is the page's target", async ({ page }) => {
    await page.goto(paths.contact());
    const form = page.locator("main form");
    await form.getByRole("textbox", { name: "First name" }).fill("Ada");
    await form.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
    await form.getByRole("combobox", { name: "Subject" }).selectOption({ label: "Feedback" });
    // A valid address to the browser, without a domain the server can deliver to.
    await form.getByRole("textbox", { name: "Email" }).fill("ada@localhost");
    await form.getByRole("textbox", { name: "Message" }).fill("Hello");
    await form.getByRole("button", { name: "Send message" }).click();
    const notice = await expectRefusedNotice(page, paths.contact(), "email");
    await expect(notice).toBeFocused();
    // Just before the form, so the next thing read and tabbed to is the form itself.
    expect(await notice.evaluate((element) => element.nextElementSibling?.querySelector("form") !== null)).toBe(true);
  });

  test("a refused application comes back to its vacancy with the form in the page under the notice", async ({
    page,
  }) => {
    await page.goto(careerPath);
    await page.getByRole("button", { name: "Apply Now" }).first().click();
    const form = page.locator("#apply form");
    await form.getByRole("textbox", { name: "First name" }).fill("Grace");
    await form.getByRole("textbox", { name: "Last name" }).fill("Hopper");
    await form.getByRole("textbox", { name: "Email" }).fill("grace@localhost");
    await form.getByRole("combobox", { name: "What is your notice period?" }).selectOption("1 month");
    await form.getByLabel(/^CV\*?$/).setInputFiles(pdf);
    await form.getByRole("checkbox", { name: consentName }).check();
    await form.getByRole("button", { name: "Submit application" }).click();
    await expectRefusedNotice(page, careerPath, "email");
    await expect(form.getByRole("textbox", { name: "Email" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Submit application" })).toBeVisible();
  });

  test("a refused Academy registration comes back with its form in the page under the notice", async ({ page }) => {
    await page.goto(paths.academy());
    await page.getByRole("button", { name: "Apply now" }).first().click();
    const form = page.locator("#apply form");
    await form.getByRole("textbox", { name: "First name" }).fill("Katherine");
    await form.getByRole("textbox", { name: "Last name" }).fill("Johnson");
    await form.getByRole("textbox", { name: "Email" }).fill("katherine@localhost");
    await form.getByRole("checkbox", { name: consentName }).check();
    await form.getByRole("button", { name: "Register interest" }).click();
    await expectRefusedNotice(page, paths.academy(), "email");
    await expect(form.getByRole("button", { name: "Register interest" })).toBeVisible();
  });

  test("a refused vacancy alerts sign-up comes back with the notice above the form", async ({ page }) => {
    await page.goto(paths.vacancyAlerts());
    await page.getByRole("textbox", { name: /^Email/ }).fill("ada@localhost");
    await page.getByRole("checkbox", { name: /may keep my email address to send me vacancy alerts/ }).check();
    await page.getByRole("button", { name: "Sign me up" }).click();
    await expectRefusedNotice(page, paths.vacancyAlerts(), "email");
    await expect(page.getByRole("button", { name: "Sign me up" })).toBeVisible();
  });

  test(
    "a UK number typed with United Kingdom chosen is delivered as a +44 number",
    { tag: "@one-width" },
    async ({ page }) => {
      await sendContactForm(page, { country: "United Kingdom", phone: "020 7946 0958", message: "Call me in London." });
      const ref = await landedOn(page, sentPaths.contact);
      await expectDelivered(ref, "Call me in London.");
      expect(deliveredMail(ref).inbox).toContain("+442079460958");
    },
  );

  test("the browser itself refuses a contact form with a required field left empty", async ({ page }) => {
    await page.goto(paths.contact());
    await page.getByRole("button", { name: "Send message" }).click();
    // Nothing was posted: the browser stopped at the first required field.
    await expect(page).toHaveURL((url) => url.pathname === paths.contact() && url.search === "");
    expect(
      await page
        .getByRole("textbox", { name: "First name" })
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
  });
});

test.describe("a post made before the page's script ran", () => {
  test("with script, the notice stays hidden and the error summary speaks instead", async ({ page }) => {
    await page.goto(`${paths.contact()}?error=email#${refusedNoticeId}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Nothing was sent yet" }).locator("..")).toBeFocused();
    await expect(page.locator(`#${refusedNoticeId}`)).toBeHidden();
    await expect(page.getByRole("heading", { name: "Nothing was sent yet" })).toHaveCount(1);
  });

  test("a sent page shows the reference it was reached with", { tag: "@one-width" }, async ({ page }) => {
    await (
      await gotoWithoutScripts(page, paths.contact())
    )();
    const form = page.locator("main form");
    await form.getByRole("textbox", { name: "First name" }).fill("Ada");
    await form.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
    await form.getByRole("combobox", { name: "Subject" }).selectOption({ label: "Feedback" });
    await form.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill("Posted before the script arrived.");
    await form.getByRole("button", { name: "Send message" }).click();
    const ref = await landedOn(page, sentPaths.contact);
    await waitForHydration(page);
    await expect(page.getByText(`Your reference is ${ref}.`, { exact: false })).toBeVisible();
    await expectDelivered(ref, "Posted before the script arrived.");
  });

  test("an invalid contact post comes back to the form with a focused summary linking to the field", async ({
    page,
  }) => {
    await (
      await gotoWithoutScripts(page, paths.contact())
    )();
    const form = page.locator("main form");
    await form.getByRole("textbox", { name: "First name" }).fill("Ada");
    await form.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
    await form.getByRole("combobox", { name: "Subject" }).selectOption({ label: "Feedback" });
    // A valid address to the browser, without a domain the server can deliver to.
    await form.getByRole("textbox", { name: "Email" }).fill("ada@localhost");
    await form.getByRole("textbox", { name: "Message" }).fill("Hello");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL((url) => url.pathname === paths.contact() && url.searchParams.get("error") === "email");
    await waitForHydration(page);
    const summary = page.getByRole("heading", { name: "Nothing was sent yet" });
    await expect(summary.locator("..")).toBeFocused();
    await page.getByRole("link", { name: /^Email: Enter a valid email address/ }).click();
    await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
  });

  test("an invalid application comes back to its vacancy with the form open and the summary focused", async ({
    page,
  }) => {
    const allowScripts = await gotoWithoutScripts(page, careerPath);
    await page.getByRole("button", { name: "Apply Now" }).first().click();
    await page.waitForURL((url) => url.hash === "#apply");
    await allowScripts();
    const form = page.locator("#apply form");
    await form.getByRole("textbox", { name: "First name" }).fill("Grace");
    await form.getByRole("textbox", { name: "Last name" }).fill("Hopper");
    await form.getByRole("textbox", { name: "Email" }).fill("grace@localhost");
    await form.getByRole("combobox", { name: "What is your notice period?" }).selectOption("1 month");
    await form.getByLabel(/^CV\*?$/).setInputFiles(pdf);
    await form.getByRole("checkbox", { name: consentName }).check();
    await form.getByRole("button", { name: "Submit application" }).click();
    await page.waitForURL((url) => url.pathname === careerPath && url.searchParams.get("error") === "email");
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Apply for Software Engineer" });
    await expect(dialog.getByRole("heading", { name: "Nothing was sent yet" }).locator("..")).toBeFocused();
    await expect(dialog.getByRole("link", { name: /^Email:/ })).toBeVisible();
  });
});
