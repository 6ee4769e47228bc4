import { expect, test, type Locator, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { cvMaxBytes, cvMaxSize, cvMessages } from "../../app/forms/model/file-checks.ts";
import { axe } from "./support/axe.ts";
import { gotoHydrated, waitForHydration } from "./support/hydrated.ts";
import { deliveredMail } from "./support/server-env.ts";

const careerPath = paths.career("software-engineer");
/** The file input has no role; its label reads "CV" followed by the required star. */
const cvLabel = /^CV\*?$/;

const pdf = (name = "cv.pdf", size = 64) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(Math.max(0, size - 9))]),
});

/**
 * The form's prerendered markup shows as the dialog opens; its code (checks, drop zone, draft) takes over
 * a moment later, and then switches the browser's own checks off: these tests drive the live form.
 */
async function openApply(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Apply Now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Apply for Software Engineer" });
  await expect(dialog.getByRole("textbox", { name: "First name" })).toBeVisible();
  await dialog.locator("form[novalidate]").waitFor({ state: "attached" });
  return dialog;
}

async function openAcademy(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Apply now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Register Your Interest in the Academy" });
  await expect(dialog.getByRole("textbox", { name: "First name" })).toBeVisible();
  await dialog.locator("form[novalidate]").waitFor({ state: "attached" });
  return dialog;
}

async function fillNames(scope: Locator) {
  await scope.getByRole("textbox", { name: "First name" }).fill("Ada");
  await scope.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await scope.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
}

/** The reference the forms API gives a submission (server/forms/reference.mjs): initials, then 8 of Crockford's base32. */
const referenceText = /^Your reference is ML-[0-9A-HJKMNP-TV-Z]{8}\.$/;

const consentName = /may use my details/;

/**
 * Sends a form for real with `send`, then waits until the server has delivered the inbox copy and the
 * visitor's confirmation for the reference it answered (written as .eml files: the test server has no
 * SMTP_URL). Returns the API's answer and the inbox copy's text.
 */
async function sendForReal(page: Page, form: string, send: () => Promise<void>) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/forms/${form}`);
  await send();
  const answer = await answered;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  await expect.poll(() => Object.keys(deliveredMail(id)).sort()).toEqual(["confirmation", "inbox"]);
  return { answer, inbox: deliveredMail(id).inbox ?? "" };
}

/** The name of the CV the application's draft keeps in IndexedDB (app/forms/use-draft.ts), or "". */
function keptCvName(): Promise<string> {
  return new Promise((resolve) => {
    const opening = indexedDB.open("forms-drafts");
    opening.onerror = () => resolve("");
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains("files")) return resolve("");
      const reading = database.transaction("files").objectStore("files").get("career-interest");
      reading.onsuccess = () =>
        resolve((reading.result as { files?: { cv?: File } } | undefined)?.files?.cv?.name ?? "");
      reading.onerror = () => resolve("");
    };
  });
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the target");
}

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => gotoHydrated(page, paths.contact()));

  test("an empty contact form shows its errors and focuses the first name", async ({ page }) => {
    await page.getByRole("button", { name: "Send message" }).click();
    const firstName = page.getByRole("textbox", { name: "First name" });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("Enter your first name");
    await expect(page.getByRole("combobox", { name: "Subject" })).toHaveAccessibleDescription("Choose a subject");
  });

  test("a complete contact message is sent and ends in a focused thank-you with its reference", async ({ page }) => {
    await fillNames(page.locator("main"));
    await page.getByRole("combobox", { name: "Subject" }).selectOption({ label: "Technical Support" });
    await page.getByRole("textbox", { name: "Phone number" }).fill("2025550123");
    await page.getByRole("textbox", { name: "Message" }).fill("The careers page is lovely.");
    const { inbox } = await sendForReal(page, "contact", () =>
      page.getByRole("button", { name: "Send message" }).click(),
    );
    expect(inbox).toContain("The careers page is lovely.");
    await expect(page.getByRole("heading", { name: "Thank you, Ada. Your message is on its way." })).toBeFocused();
    await expect(page.getByText(/^Your reference is/)).toHaveText(referenceText);
  });

  test("the form library loads only when the visitor first touches the form, and keeps what was typed", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => path.includes("defined-form"))).toEqual([]);
    const firstName = page.getByRole("textbox", { name: "First name" });
    await firstName.pressSequentially("Ada");
    await expect.poll(() => scripts.some((path) => path.includes("defined-form"))).toBe(true);
    await expect(page.getByRole("combobox", { name: "Country calling code" }).locator("option")).not.toHaveCount(1);
    await expect(firstName).toHaveValue("Ada");
    await expect(firstName).toBeFocused();
  });

  test(
    "a UK number typed with United Kingdom chosen before the form's code arrives is sent as +44",
    { tag: "@one-width" },
    async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/defined-form-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // The prerendered controls take these; the form's code is held back until both are in.
      await page.getByRole("combobox", { name: "Country calling code" }).selectOption({ label: "United Kingdom" });
      await page.getByRole("textbox", { name: "Phone number" }).fill("020 7946 0958");
      release();
      await page.locator("form[novalidate]").waitFor({ state: "attached" });
      await page.getByRole("textbox", { name: "First name" }).fill("Ada");
      await page.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
      await page.getByRole("combobox", { name: "Subject" }).selectOption("General Inquiry");
      await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
      await page.getByRole("textbox", { name: "Message" }).fill("Please call me.");
      const { inbox } = await sendForReal(page, "contact", () =>
        page.getByRole("button", { name: "Send message" }).click(),
      );
      expect(inbox).toContain("+442079460958");
    },
  );

  test("a typed contact message survives a reload", { tag: "@one-width" }, async ({ page }) => {
    await page.getByRole("textbox", { name: "Message" }).fill("Half-written thoughts");
    // The draft is saved shortly after typing stops; reload once it is stored.
    await expect
      .poll(() => page.evaluate(() => Object.values(sessionStorage).some((value) => value.includes("Half-written"))))
      .toBe(true);
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Half-written thoughts");
  });

  test("the contact form has no axe violations while showing errors", async ({ page }) => {
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("textbox", { name: "First name" })).toBeFocused();
    // The rest of the page belongs to the contact page; this checks the form's own markup.
    expect((await axe(page, "main form").analyze()).violations).toEqual([]);
  });
});

test.describe("career interest dialog", () => {
  test.beforeEach(async ({ page }) => gotoHydrated(page, careerPath));

  test("an empty application shows its errors and focuses the first name", async ({ page }) => {
    const dialog = await openApply(page);
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByRole("textbox", { name: "First name" })).toBeFocused();
    await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "Enter your email address",
    );
    await expect(dialog.getByText("Attach your CV")).toBeVisible();
  });

  test("a CV of the wrong type is refused with the accepted types", { tag: "@one-width" }, async ({ page }) => {
    const dialog = await openApply(page);
    await dialog
      .getByLabel(cvLabel)
      .setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(dialog.getByText("File type must be one of .pdf, .doc, .docx")).toBeVisible();
    await expect(dialog.getByText(/^Uploaded:/)).toHaveCount(0);
  });

  test("a renamed executable is refused with a plain sentence", { tag: "@one-width" }, async ({ page }) => {
    const dialog = await openApply(page);
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62)]);
    await dialog.getByLabel(cvLabel).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: exe });
    await expect(dialog.getByText("This file's contents are not a PDF or Word document.")).toBeVisible();
  });

  test(`a CV over ${cvMaxSize} is refused with the size in bytes`, { tag: "@one-width" }, async ({ page }) => {
    const dialog = await openApply(page);
    await dialog.getByLabel(cvLabel).setInputFiles(pdf("big.pdf", cvMaxBytes + 1));
    await expect(dialog.getByText(cvMessages.tooLarge)).toBeVisible();
  });

  test("two CVs dropped at once are refused as too many files", { tag: "@one-width" }, async ({ page }) => {
    const dialog = await openApply(page);
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      for (const name of ["a.pdf", "b.pdf"])
        transfer.items.add(new File(["%PDF-1.7"], name, { type: "application/pdf" }));
      return transfer;
    });
    await dialog.getByText("Drag and drop your CV here, or").dispatchEvent("drop", { dataTransfer });
    await expect(dialog.getByText("Too many files")).toBeVisible();
  });

  test("the chosen CV shows as uploaded and can be removed", async ({ page }) => {
    const dialog = await openApply(page);
    await dialog.getByLabel(cvLabel).setInputFiles(pdf());
    await expect(dialog.getByRole("status").filter({ hasText: "Uploaded: cv.pdf" })).toBeVisible();
    await dialog.getByRole("button", { name: "Remove cv.pdf" }).click();
    await expect(dialog.getByText("Uploaded: cv.pdf")).toHaveCount(0);
    await expect(dialog.getByLabel(cvLabel)).toBeFocused();
  });

  test("the application draft and CV survive closing and reopening the dialog", async ({ page }) => {
    let dialog = await openApply(page);
    await dialog.getByRole("textbox", { name: "First name" }).fill("Ada");
    await dialog.getByLabel(cvLabel).setInputFiles(pdf());
    await expect(dialog.getByText("Uploaded: cv.pdf")).toBeVisible();
    await dialog.getByRole("button", { name: "Close modal" }).click();
    await expect(dialog).toHaveCount(0);
    dialog = await openApply(page);
    await expect(dialog.getByRole("textbox", { name: "First name" })).toHaveValue("Ada");
    await expect(dialog.getByText("Uploaded: cv.pdf")).toBeVisible();
  });

  test("the application draft survives a reload", { tag: "@one-width" }, async ({ page }) => {
    const dialog = await openApply(page);
    await dialog.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
    await page.reload();
    await waitForHydration(page);
    const reopened = await openApply(page);
    await expect(reopened.getByRole("textbox", { name: "Last name" })).toHaveValue("Lovelace");
  });

  test("a reload mid-form brings back every field and the chosen CV", async ({ page }) => {
    const dialog = await openApply(page);
    const typed = {
      "First name": "Ada",
      "Last name": "Lovelace",
      Organisation: "Analytical Engines",
      Email: "ada@example.com",
      Location: "London",
      Message: "Notes on the engine",
    };
    for (const [name, value] of Object.entries(typed))
      await dialog.getByRole("textbox", { name, exact: true }).fill(value);
    const phone = dialog.getByRole("textbox", { name: "Phone number" });
    await phone.fill("202 555 0123");
    await dialog.getByRole("checkbox", { name: consentName }).check();
    await dialog.getByLabel(cvLabel).setInputFiles(pdf("ada-cv.pdf", 2048));
    await expect(dialog.getByText("Uploaded: ada-cv.pdf")).toBeVisible();
    // The draft is saved shortly after the last change: its text in sessionStorage, the CV in IndexedDB.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("forms:draft:career-interest") ?? ""))
      .toContain("Notes on the engine");
    await expect.poll(() => page.evaluate(keptCvName)).toBe("ada-cv.pdf");

    await page.reload();
    await waitForHydration(page);
    const reopened = await openApply(page);
    for (const [name, value] of Object.entries(typed))
      await expect(reopened.getByRole("textbox", { name, exact: true })).toHaveValue(value);
    // The same number, shown as the draft holds it (E.164, so in international form).
    await expect(reopened.getByRole("textbox", { name: "Phone number" })).toHaveValue(/^\+1 202 555 0123$/);
    await expect(reopened.getByRole("checkbox", { name: consentName })).toBeChecked();
    await expect(reopened.getByRole("status").filter({ hasText: "Uploaded: ada-cv.pdf" })).toBeVisible();
    // The file input holds it too, so a post the browser makes by itself carries it.
    expect(
      await reopened.getByLabel(cvLabel).evaluate((input: HTMLInputElement) => {
        const file = input.files?.[0];
        return file && { name: file.name, size: file.size };
      }),
    ).toEqual({ name: "ada-cv.pdf", size: 2048 });
  });

  test("the CV is kept when other fields fail validation", async ({ page }) => {
    const dialog = await openApply(page);
    await dialog.getByLabel(cvLabel).setInputFiles(pdf());
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByRole("textbox", { name: "First name" })).toBeFocused();
    await expect(dialog.getByText("Uploaded: cv.pdf")).toBeVisible();
  });

  test("the application can be completed and sent with the keyboard alone", async ({ page }) => {
    await page.getByRole("button", { name: "Apply Now" }).first().focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Apply for Software Engineer" });
    const type = async (name: string, text: string) => {
      await tabTo(page, dialog.getByRole("textbox", { name }));
      await page.keyboard.type(text);
    };
    await type("First name", "Ada");
    await type("Last name", "Lovelace");
    await type("Email", "ada@example.com");
    // The role's own question (its front matter's questions): a select, changed with the arrow keys.
    const notice = dialog.getByRole("combobox", { name: "What is your notice period?" });
    await tabTo(page, notice);
    await page.keyboard.press("ArrowDown");
    await expect(notice).toHaveValue("Immediately");
    const cv = dialog.getByLabel(cvLabel);
    await tabTo(page, cv);
    await cv.setInputFiles(pdf());
    await expect(dialog.getByText("Uploaded: cv.pdf")).toBeVisible();
    const consent = dialog.getByRole("checkbox", { name: consentName });
    await tabTo(page, consent);
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await tabTo(page, dialog.getByRole("button", { name: "Submit application" }));
    const { inbox } = await sendForReal(page, "career-interest", () => page.keyboard.press("Enter"));
    expect(inbox).toContain("Software Engineer");
    const thanks = dialog.getByRole("heading", {
      name: "Thank you, Ada. Your application for Software Engineer is in.",
    });
    await expect(thanks).toBeFocused();
    await expect(dialog.getByText(/^Your reference is/)).toHaveText(referenceText);
    await tabTo(page, dialog.getByRole("button", { name: "Close", exact: true }));
    await page.keyboard.press("Space");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Apply Now" }).first()).toBeFocused();
  });

  test(
    "an application is posted as multipart with an Idempotency-Key, and the server's reference is shown",
    { tag: "@one-width" },
    async ({ page }) => {
      const dialog = await openApply(page);
      await fillNames(dialog);
      await dialog.getByRole("combobox", { name: "What is your notice period?" }).selectOption("1 month");
      await dialog.getByLabel(cvLabel).setInputFiles(pdf());
      await dialog.getByRole("checkbox", { name: consentName }).check();
      const { answer, inbox } = await sendForReal(page, "career-interest", () =>
        dialog.getByRole("button", { name: "Submit application" }).click(),
      );
      // The API answers 201 only when the CV and consent arrived and passed its checks; the careers inbox
      // gets the CV attached.
      expect(inbox).toMatch(/Content-Disposition: attachment;\s*filename=cv\.pdf/i);
      const headers = answer.request().headers();
      expect(headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
      expect(headers["accept"]).toBe("application/json");
      expect(headers["idempotency-key"]).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      await expect(dialog.getByRole("heading", { name: /^Thank you, Ada\./ })).toBeFocused();
      await expect(dialog.getByText(/^Your reference is/)).toHaveText(referenceText);
    },
  );

  test("the application dialog has no axe violations while open with errors", async ({ page }) => {
    const dialog = await openApply(page);
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByRole("textbox", { name: "First name" })).toBeFocused();
    expect((await axe(page, "dialog[open]").analyze()).violations).toEqual([]);
  });
});

test.describe("academy interest dialog", () => {
  test.beforeEach(async ({ page }) => gotoHydrated(page, paths.academy()));

  test("an academy registration without an email focuses the email field", async ({ page }) => {
    const dialog = await openAcademy(page);
    await dialog.getByRole("textbox", { name: "First name" }).fill("Grace");
    await dialog.getByRole("textbox", { name: "Last name" }).fill("Hopper");
    await dialog.getByRole("button", { name: "Register interest" }).click();
    await expect(dialog.getByRole("textbox", { name: "Email" })).toBeFocused();
  });

  test("a registration without consent asks for it and sends nothing", async ({ page }) => {
    const dialog = await openAcademy(page);
    await fillNames(dialog);
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/forms/")) posts += 1;
    });
    await dialog.getByRole("button", { name: "Register interest" }).click();
    const consent = dialog.getByRole("checkbox", { name: consentName });
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAccessibleDescription("Confirm that we may use your details to answer you");
    expect(posts).toBe(0);
  });

  test("a complete academy registration is sent and ends in a focused thank-you with its reference", async ({
    page,
  }) => {
    const dialog = await openAcademy(page);
    await fillNames(dialog);
    await dialog.getByRole("checkbox", { name: consentName }).check();
    const { inbox } = await sendForReal(page, "academy-interest", () =>
      dialog.getByRole("button", { name: "Register interest" }).click(),
    );
    expect(inbox).toContain("ada@example.com");
    await expect(dialog.getByRole("heading", { name: "Thank you, Ada. Your interest is registered." })).toBeFocused();
    await expect(dialog.getByText(/^Your reference is/)).toHaveText(referenceText);
  });
});
