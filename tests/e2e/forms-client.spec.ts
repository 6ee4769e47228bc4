import { expect, test, type Locator, type Page, type Request, type Route } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { cvMaxSize } from "../../app/forms/model/file-checks.ts";
import { axe } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydrated.ts";

/**
 * How the forms behave for each answer of the forms API. The API is answered here, in the browser, the way
 * its contract says it answers (201 with a reference; problem+json refusals): these are tests of the
 * client, and states such as a 5xx or an upload in flight cannot be produced on demand by the real server.
 * The real round trip is in forms.spec.ts.
 */

const cvLabel = /^CV\*?$/;
const consentName = /may use my details/;

const pdf = (name = "cv.pdf", size = 64) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(Math.max(0, size - 9))]),
});

const created = (id = "ML-7K3F9Q2X") => ({
  status: 201,
  contentType: "application/json",
  body: JSON.stringify({ id }),
});

function problem(status: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return {
    status,
    contentType: "application/problem+json",
    headers,
    body: JSON.stringify({
      type: `https://example.test/problems/${status}`,
      title: "Problem",
      status,
      detail: "",
      ...extra,
    }),
  };
}

type Answer = ReturnType<typeof problem> | ReturnType<typeof created>;

/** Answers the form's posts in turn with `answers` (the last one repeats); returns the requests seen. */
async function answerWith(page: Page, form: string, ...answers: Answer[]): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(`**/api/forms/${form}`, async (route) => {
    requests.push(route.request());
    await route.fulfill(answers[Math.min(requests.length, answers.length) - 1]!);
  });
  return requests;
}

/** Holds the form's first post unanswered; resolves with it, for the test to answer (or not) when it chooses. */
async function holdPost(page: Page, form: string): Promise<() => Promise<Route>> {
  let held!: (route: Route) => void;
  const route = new Promise<Route>((resolve) => (held = resolve));
  await page.route(`**/api/forms/${form}`, (incoming) => held(incoming));
  return () => route;
}

async function fillContact(page: Page) {
  await page.getByRole("textbox", { name: "First name" }).fill("Ada");
  await page.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await page.getByRole("combobox", { name: "Subject" }).selectOption({ label: "General Inquiry" });
  await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await page.getByRole("textbox", { name: "Message" }).fill("Hello from the browser tests.");
}

async function openApplication(page: Page): Promise<Locator> {
  await gotoHydrated(page, paths.career("software-engineer"));
  await page.getByRole("button", { name: "Apply Now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Apply for Software Engineer" });
  await dialog.getByRole("textbox", { name: "First name" }).fill("Ada");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await dialog.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await dialog.getByRole("combobox", { name: "What is your notice period?" }).selectOption("1 month");
  await dialog.getByLabel(cvLabel).setInputFiles(pdf());
  await expect(dialog.getByText("Uploaded: cv.pdf")).toBeVisible();
  await dialog.getByRole("checkbox", { name: consentName }).check();
  return dialog;
}

test.describe("contact form against the forms API's answers", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, paths.contact());
    await fillContact(page);
  });

  test("the thank-you and reference appear only once the 201 has arrived, and the button says Sending… until then", async ({
    page,
  }) => {
    const posted = await holdPost(page, "contact");
    await page.getByRole("button", { name: "Send message" }).click();
    const route = await posted();
    await expect(page.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("heading", { name: /^Thank you/ })).toHaveCount(0);
    await route.fulfill(created());
    await expect(page.getByRole("heading", { name: "Thank you, Ada. Your message is on its way." })).toBeFocused();
    await expect(page.getByText(/^Your reference is/)).toHaveText("Your reference is ML-7K3F9Q2X.");
  });

  test("the field messages of a 422 land on their fields, the first of them focused, and the values stay", async ({
    page,
  }) => {
    await answerWith(
      page,
      "contact",
      problem(422, {
        errors: { message: "Keep this under 5000 characters", email: "Enter an email address we can reach" },
      }),
    );
    await page.getByRole("button", { name: "Send message" }).click();
    const email = page.getByRole("textbox", { name: "Email" });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter an email address we can reach");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "Keep this under 5000 characters",
    );
    await expect(page.getByRole("alert")).toContainText("Some details need attention.");
    await expect(email).toHaveValue("ada@example.com");
  });

  test("a 429 says how many seconds to wait and keeps the values", { tag: "@one-width" }, async ({ page }) => {
    await answerWith(page, "contact", problem(429, { retryAfter: 42 }, { "Retry-After": "42" }));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Too many sends from your connection; try again in 42 seconds.",
    );
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Hello from the browser tests.");
  });

  test(
    "a retry after a 5xx sends the same Idempotency-Key and then shows the reference",
    { tag: "@one-width" },
    async ({ page }) => {
      const requests = await answerWith(page, "contact", problem(503), created("ML-0A1B2C3D"));
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("alert")).toContainText("Something went wrong on our side; try again.");
      await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Ada");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText(/^Your reference is/)).toHaveText("Your reference is ML-0A1B2C3D.");
      expect(requests).toHaveLength(2);
      const [first, retry] = requests.map((request) => request.headers()["idempotency-key"]);
      expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(retry).toBe(first);
    },
  );

  test("a dropped connection says the visitor appears to be offline and keeps the values", async ({ page }) => {
    await page.route("**/api/forms/contact", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toContainText("You appear to be offline.");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    await expect(page.getByRole("button", { name: "Send message" })).not.toHaveAttribute("aria-disabled");
  });

  test(
    "a browser that knows it is offline does not try to send, and says so",
    { tag: "@one-width" },
    async ({ page, context }) => {
      const requests = await answerWith(page, "contact", created());
      await context.setOffline(true);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("alert")).toContainText("You appear to be offline.");
      expect(requests).toHaveLength(0);
      await expect(page.getByRole("combobox", { name: "Subject" })).toHaveValue("inquiry");
    },
  );

  test("the contact form has no axe violations while showing a failure with field messages", async ({ page }) => {
    await answerWith(page, "contact", problem(422, { errors: { email: "Enter an email address we can reach" } }));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
    expect((await axe(page, "main form").analyze()).violations).toEqual([]);
  });
});

test.describe("application against the forms API's answers", () => {
  test("a 413 is shown on the CV field, which is focused, and the CV stays attached", async ({ page }) => {
    const dialog = await openApplication(page);
    await answerWith(
      page,
      "career-interest",
      problem(413, {
        detail: `The CV is larger than ${cvMaxSize}.`,
        errors: { cv: `Attach a file of up to ${cvMaxSize}` },
      }),
    );
    await dialog.getByRole("button", { name: "Submit application" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Your CV is too large to send.");
    const cv = dialog.getByLabel(cvLabel);
    await expect(cv).toBeFocused();
    await expect(cv).toHaveAttribute("aria-invalid", "true");
    await expect(cv).toHaveAccessibleDescription(new RegExp(`Attach a file of up to ${cvMaxSize}$`));
    await expect(dialog.getByText("Uploaded: cv.pdf")).toBeVisible();
  });

  test("while the application uploads, its progress shows and cancelling keeps the application", async ({ page }) => {
    const dialog = await openApplication(page);
    const posted = await holdPost(page, "career-interest");
    await dialog.getByRole("button", { name: "Submit application" }).click();
    const route = await posted();
    await expect(dialog.getByRole("progressbar", { name: "Sending your application…" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel sending" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Sending stopped." })).toBeVisible();
    await expect(dialog.getByRole("progressbar")).toHaveCount(0);
    await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    await expect(dialog.getByText("Uploaded: cv.pdf")).toBeVisible();
    // The browser has given up on this request; answering it now changes nothing on the page.
    await route.abort().catch(() => {});
  });
});
