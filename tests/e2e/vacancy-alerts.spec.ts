import { expect, test, type Page } from "@playwright/test";
import { alertSteps, paths } from "../../app/config/paths.ts";
import { alertOptions } from "../../app/features/alerts/options.ts";
import { createTokens, loadSecret } from "../../server/alerts/tokens.mjs";
import { addressFor } from "./support/alerts-site.ts";
import { axe } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydrated.ts";
import { deliveredAlertMail, e2eDataDir } from "./support/server-env.ts";

const options = alertOptions();
const signUpPage = paths.vacancyAlerts();
const consentName = /may keep my email address to send me vacancy alerts/;

type Tokens = { sign(purpose: string, subscriptionId: string, options?: { nonce?: string; now?: number }): string };

/** Signs links as the server under test does: with ALERTS_SECRET when it is set, else the secret in its DATA_DIR. */
const tokens = () =>
  createTokens(loadSecret({ secret: process.env.ALERTS_SECRET, dataDir: e2eDataDir })) as unknown as Tokens;

/** The path and query of the first link in `text` that goes to `path` (the mail's links name the public origin). */
function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/[?]/g, "\\?")}\\?token=[^\\s"<>]+`).exec(text);
  if (!match) throw new Error(`No link to ${path} in the mail`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/** Waits for the confirmation the server mailed to `address`; returns it. */
async function confirmationFor(address: string) {
  await expect
    .poll(() => deliveredAlertMail(address).filter((mail) => mail.kind === "confirmation").length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  return deliveredAlertMail(address).filter((mail) => mail.kind === "confirmation")[0]!;
}

type Choices = { departments: string[]; levels: string[] };

/** A sign-up through the API itself (from the page's origin): its subscription id and confirm link. */
async function signedUp(page: Page, address: string, choices: Choices = { departments: ["design"], levels: [] }) {
  const headers = { Origin: new URL(page.url()).origin, Accept: "application/json" };
  const signUp = await page.request.post("/api/vacancy-alerts", {
    headers,
    data: { email: address, ...choices, location: "", consent: "yes", website: "" },
  });
  expect(signUp.status()).toBe(202);
  const mail = await confirmationFor(address);
  return { subscriptionId: mail.subscriptionId, confirmLink: linkTo(mail.text, "/vacancy-alerts/confirm"), headers };
}

/** A sign-up, confirmed: for the tests of what comes after. */
async function confirmedSubscription(page: Page, address: string, choices?: Choices) {
  const { subscriptionId, confirmLink, headers } = await signedUp(page, address, choices);
  const token = new URLSearchParams(confirmLink.split("?")[1]).get("token");
  const confirm = await page.request.post("/api/vacancy-alerts/confirm", { headers, data: { token } });
  expect(confirm.status()).toBe(200);
  return subscriptionId;
}

/**
 * What the server holds: the manage link's reading answers for a confirmed subscription only (200), and
 * with 400 for one still waiting for its confirmation.
 */
async function preferencesStatus(page: Page, subscriptionId: string) {
  const token = tokens().sign("manage", subscriptionId);
  const response = await page.request.get(`/api/vacancy-alerts/preferences?token=${encodeURIComponent(token)}`);
  return response.status();
}

/** The paths of the POSTs the page sends from now on. */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

async function fillSignUp(page: Page, address: string) {
  await page.getByRole("textbox", { name: /^Email/ }).fill(address);
  const departments = page.getByRole("group", { name: "Departments" });
  await departments.getByRole("checkbox", { name: "Engineering" }).check();
  await page
    .getByRole("group", { name: "Seniority levels" })
    .getByRole("checkbox", { name: "Senior", exact: true })
    .check();
  await page.getByRole("textbox", { name: /Location/ }).fill("Colombo");
  await page.getByRole("checkbox", { name: consentName }).check();
}

test.describe("the sign-up page", () => {
  test(
    "the department and level boxes are the vacancy content's, with the ids of the vacancy list",
    { tag: "@one-width" },
    async ({ page, request }) => {
      await page.goto(signUpPage);
      const values = (group: string) =>
        page
          .getByRole("group", { name: group })
          .getByRole("checkbox")
          .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
      expect(await values("Departments")).toEqual(options.departments.map((option) => option.value));
      expect(await values("Seniority levels")).toEqual(options.levels.map((option) => option.value));
      // Every open vacancy's ids are among the choices, so an alert can match it.
      const { vacancies } = (await (await request.get("/careers/vacancies.json")).json()) as {
        vacancies: { departmentId: string; levelId: string }[];
      };
      expect(vacancies.length).toBeGreaterThan(0);
      for (const vacancy of vacancies) {
        expect(await values("Departments")).toContain(vacancy.departmentId);
        expect(await values("Seniority levels")).toContain(vacancy.levelId);
      }
      await expect(page.getByRole("group", { name: "Departments" })).toHaveAccessibleDescription(/Tick none/);
    },
  );

  test("a refused post's ?error= lists the fields to fix in a summary that takes focus", async ({ page }) => {
    await gotoHydrated(page, `${signUpPage}?error=email,consent`);
    const summary = page.getByRole("group", { name: "Nothing was sent yet" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Email: Enter a valid email address, like name@example.com",
      "Consent: Confirm that we may email you vacancy alerts",
    ]);
    await summary.getByRole("link", { name: "Consent: Confirm that we may email you vacancy alerts" }).click();
    await expect(page.getByRole("checkbox", { name: consentName })).toBeFocused();
  });

  test("an empty send is stopped on the page, with the first field to fix focused and nothing posted", async ({
    page,
  }) => {
    await gotoHydrated(page, signUpPage);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.getByRole("button", { name: "Sign me up" }).click();
    const email = page.getByRole("textbox", { name: /^Email/ });
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/Enter your email address/);
    await expect(page.getByRole("checkbox", { name: consentName })).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  test(
    "what was entered is still there when the visitor comes back to the page in the same tab",
    { tag: "@one-width" },
    async ({ page }) => {
      await gotoHydrated(page, signUpPage);
      await page.getByRole("textbox", { name: /^Email/ }).fill("ada@example.com");
      await page.getByRole("checkbox", { name: "Engineering" }).check();
      await page.getByRole("checkbox", { name: "Senior", exact: true }).check();
      // A new visit, not a reload: the browser restores no form state of its own, only the draft can.
      await gotoHydrated(page, "/");
      await gotoHydrated(page, signUpPage);
      await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue("ada@example.com");
      await expect(page.getByRole("checkbox", { name: "Engineering" })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Senior", exact: true })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Design" })).not.toBeChecked();
    },
  );

  test("the form is filled and sent with the keyboard alone", async ({ page }, info) => {
    await gotoHydrated(page, signUpPage);
    const address = addressFor(info);
    const email = page.getByRole("textbox", { name: /^Email/ });
    await email.focus();
    await page.keyboard.type(address);
    // Tab through to the first department and tick it with the space bar.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Engineering" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: "Engineering" })).toBeChecked();
    const consent = page.getByRole("checkbox", { name: consentName });
    for (let i = 0; i < 40 && !(await consent.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeFocused();
    await expect(page.getByText(address)).toBeVisible();
  });

  test(
    "the page asks nothing of another origin, and its policy frames no sign-up provider",
    { tag: "@one-width" },
    async ({ page }) => {
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      const response = await gotoHydrated(page, signUpPage);
      await page.getByRole("textbox", { name: /^Email/ }).focus();
      await page.waitForLoadState("networkidle");
      const own = new URL(page.url()).origin;
      expect(requests.filter((url) => !url.startsWith(own) && !url.startsWith("data:"))).toEqual([]);
      await expect(page.locator("iframe")).toHaveCount(0);
      const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
      expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com(;|$)/);
    },
  );

  // The page as it loads, and its summary after a refused post (?error=), are the audit's (docs/accessibility.md).
  test("the form meets WCAG 2.2 AA with the errors of an empty sign-up showing", async ({ page }) => {
    await gotoHydrated(page, signUpPage);
    await page.getByRole("button", { name: "Sign me up" }).click();
    await expect(page.getByText("Confirm that we may email you vacancy alerts")).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  test("the vacancies' Atom feed is offered for a feed reader", { tag: "@one-width" }, async ({ page, request }) => {
    await page.goto(signUpPage);
    const link = page.getByRole("link", { name: "Subscribe in a feed reader" });
    await expect(link).toHaveAttribute("href", "/careers/feed.xml");
    expect(await (await request.get("/careers/feed.xml")).text()).toContain(
      '<feed xmlns="http://www.w3.org/2005/Atom"',
    );
  });
});

test.describe("the email flow's pages", () => {
  test("each step is a noindex page under the site's layout, with a heading and a way on", async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const step of alertSteps) {
      const path = paths.vacancyAlerts(step);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      await expect(page.getByRole("banner"), path).toBeVisible();
      await expect(page.getByRole("contentinfo"), path).toBeAttached();
      await expect(
        page.getByRole("main").getByRole("link").or(page.getByRole("main").getByRole("button")).first(),
      ).toBeVisible();
      expect(sitemap, path).not.toContain(`${path}<`);
    }
  });

  for (const step of ["confirm", "expired", "unsubscribe"] as const)
    test(`the ${step} step, a page with a button, meets WCAG 2.2 AA`, async ({ page }) => {
      await gotoHydrated(page, paths.vacancyAlerts(step, "not-a-real-token"));
      expect((await axe(page).analyze()).violations).toEqual([]);
    });

  test(
    "signing up mails a confirmation link whose page confirms on the press, not on opening",
    { tag: "@one-width" },
    async ({ page }, info) => {
      await gotoHydrated(page, signUpPage);
      const address = addressFor(info);
      await fillSignUp(page, address);
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/vacancy-alerts");
      await page.getByRole("button", { name: "Sign me up" }).click();
      expect((await answered).status()).toBe(202);
      await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

      const mail = await confirmationFor(address);
      expect(mail.text).toMatch(/Engineering/);
      // Mailed to an address nobody has confirmed: the typed location is not in it.
      expect(mail.text).toContain("Location: The location you entered");
      expect(mail.text).not.toContain("Colombo");

      // Opened and live, as a mail gateway that renders links would leave it: still pending.
      const posts = postsOf(page);
      await gotoHydrated(page, linkTo(mail.text, "/vacancy-alerts/confirm"));
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
      expect(posts).toEqual([]);
      expect(await preferencesStatus(page, mail.subscriptionId)).toBe(400);

      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await expect(page).toHaveURL(/\/vacancy-alerts\/confirmed$/);
      await expect(page.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeFocused();
      expect(posts).toEqual(["/api/vacancy-alerts/confirm"]);
      expect(await preferencesStatus(page, mail.subscriptionId)).toBe(200);

      // The link was for one use: pressed again, it says so.
      await gotoHydrated(page, linkTo(mail.text, "/vacancy-alerts/confirm"));
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await expect(page).toHaveURL(/\/vacancy-alerts\/invalid$/);
      await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    },
  );

  test("an expired confirmation link leads to a new one", { tag: "@one-width" }, async ({ page }, info) => {
    await page.goto(signUpPage);
    const address = addressFor(info);
    const { subscriptionId } = await signedUp(page, address);
    const old = tokens().sign("confirm", subscriptionId, { nonce: "stale", now: Date.now() - 8 * 86_400_000 });
    await gotoHydrated(page, paths.vacancyAlerts("confirm", old));
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page).toHaveURL(/\/vacancy-alerts\/expired\?token=/);
    await page.getByRole("button", { name: "Email me a new link" }).click();
    await expect(page).toHaveURL(/\/vacancy-alerts\/check-email$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeFocused();
  });

  test("the unsubscribe page acts only on the press", { tag: "@one-width" }, async ({ page }, info) => {
    await page.goto(signUpPage);
    const subscriptionId = await confirmedSubscription(page, addressFor(info));
    const token = tokens().sign("unsubscribe", subscriptionId);
    const posts = postsOf(page);
    await gotoHydrated(page, paths.vacancyAlerts("unsubscribe", token));
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from vacancy alerts" })).toBeVisible();
    expect(posts).toEqual([]);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/\/vacancy-alerts\/unsubscribed$/);
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeFocused();
    expect(posts).toEqual(["/api/vacancy-alerts/unsubscribe"]);
  });

  test(
    "a manage link loads the subscription's choices and saves changes",
    { tag: "@one-width" },
    async ({ page }, info) => {
      await page.goto(signUpPage);
      const address = addressFor(info);
      const subscriptionId = await confirmedSubscription(page, address, {
        departments: ["design", "data"],
        levels: [],
      });
      const posts = postsOf(page);
      await gotoHydrated(page, `${signUpPage}?manage=${encodeURIComponent(tokens().sign("manage", subscriptionId))}`);
      await expect(page.getByRole("heading", { name: "Change your vacancy alerts" })).toBeVisible();
      await expect(page.getByText(address)).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Design" })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Data", exact: true })).toBeChecked();
      // Loading the link only reads the choices: nothing is saved until the press.
      expect(posts).toEqual([]);
      await page.getByRole("checkbox", { name: "Data", exact: true }).uncheck();
      await page.getByRole("checkbox", { name: "Junior" }).check();
      await page.getByRole("button", { name: "Save my choices" }).click();
      await expect(page.getByRole("heading", { name: "Your choices are saved" })).toBeFocused();
    },
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the form is a plain post to the alerts API with the browser's own checks",
    { tag: "@one-width" },
    async ({ page }) => {
      await page.goto(signUpPage);
      const form = page.getByRole("form", { name: "Sign up for vacancy alerts" });
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", "/api/vacancy-alerts");
      await expect(form).not.toHaveAttribute("novalidate", /.*/);
      await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("required", "");
      await expect(form.locator('input[name="website"]')).toHaveCount(1);
      await expect(form.locator('input[name="startedAt"]')).toHaveCount(1);
    },
  );

  test(
    "sign-up and confirmation work through plain posts and redirects",
    { tag: "@one-width" },
    async ({ page }, info) => {
      await page.goto(signUpPage);
      const address = addressFor(info);
      await fillSignUp(page, address);
      await page.getByRole("button", { name: "Sign me up" }).click();
      await expect(page).toHaveURL(/\/vacancy-alerts\/check-email$/);
      await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

      const mail = await confirmationFor(address);
      await page.goto(linkTo(mail.text, "/vacancy-alerts/confirm"));
      // Nothing happens on opening the link without script: the press posts to the page itself.
      await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await expect(page).toHaveURL(/\/vacancy-alerts\/confirmed$/);
      await expect(page.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();
    },
  );

  test("the unsubscribe button works through a plain post", { tag: "@one-width" }, async ({ page }, info) => {
    await page.goto(signUpPage);
    const subscriptionId = await confirmedSubscription(page, addressFor(info));
    await page.goto(paths.vacancyAlerts("unsubscribe", tokens().sign("unsubscribe", subscriptionId)));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/\/vacancy-alerts\/unsubscribed$/);
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  });
});
