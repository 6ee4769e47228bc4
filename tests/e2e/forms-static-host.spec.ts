import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { site } from "../../app/config/site.ts";
import { axe } from "./support/axe.ts";
import { waitForHydration } from "./support/hydrated.ts";
import { e2eServerEnv } from "./support/server-env.ts";
import { freePort, startServer, type RunningServer, variantBuild } from "./support/variant-build.ts";

// The site as a static host serves it, in two builds of its own (made once per run, ~15 s each):
// - FORMS_API_ORIGIN set to another server's origin: the pages (served by one server) post to the forms API
//   of another (the same server program on a second loopback port, told the site's origin in SITE_ORIGIN);
// - FORMS_API_ORIGIN=none: no forms API anywhere; each form is a notice with the inbox instead.

const reference = /^ML-[0-9A-HJKMNP-TV-Z]{8}$/;

/** The messages the API server at `dataDir` delivered for `ref` (no SMTP_URL: .eml files), by kind. */
function deliveredIn(dataDir: string, ref: string): Record<string, string> {
  const dir = join(dataDir, "mail");
  try {
    return Object.fromEntries(
      readdirSync(dir)
        .filter((name) => name.startsWith(`${ref}-`) && name.endsWith(".eml"))
        .map((name) => [name.slice(ref.length + 1, -".eml".length), readFileSync(join(dir, name), "utf8")]),
    );
  } catch {
    return {};
  }
}

async function fillContact(page: Page, message: string) {
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByRole("textbox", { name: "First name" }).fill("Ada");
  await form.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await form.getByRole("combobox", { name: "Subject" }).selectOption({ label: "General Inquiry" });
  await form.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await form.getByRole("textbox", { name: "Message" }).fill(message);
  return form;
}

test.describe("a build whose forms API is on another origin", () => {
  // What is tested is HTTP between two origins, the same at any width: it runs once, at the desktop width.
  test.skip(({ viewport }) => viewport?.width !== 1440, "width-independent: runs at 1440 px only");

  let api: RunningServer;
  let pages: RunningServer;
  let apiDataDir: string;
  let pagesDataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const [apiPort, sitePort] = [await freePort(), await freePort()];
    const buildDir = await variantBuild("forms-remote-api", { FORMS_API_ORIGIN: `http://127.0.0.1:${apiPort}` });
    apiDataDir = mkdtempSync(join(tmpdir(), "site-e2e-remote-api-"));
    // The API: the project's server on its usual build, told where the site is.
    api = await startServer(process.env.BUILD_DIR ?? "build", apiPort, {
      ...e2eServerEnv,
      DATA_DIR: apiDataDir,
      SITE_ORIGIN: `http://127.0.0.1:${sitePort}`,
    });
    // The pages: the same program serving the variant, as a static host would (its own API is not used).
    pagesDataDir = mkdtempSync(join(tmpdir(), "site-e2e-remote-pages-"));
    pages = await startServer(buildDir, sitePort, { ...e2eServerEnv, DATA_DIR: pagesDataDir });
  });

  test.afterAll(async () => {
    await Promise.all([api?.stop(), pages?.stop()]);
    for (const dir of [apiDataDir, pagesDataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("the contact form sends to the API's origin with script and shows the reference it answered", async ({
    page,
  }) => {
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") blocked.push(message.text());
    });
    await page.goto(`${pages.origin}${paths.contact()}`);
    await waitForHydration(page);
    const form = await fillContact(page, "Sent from the static copy, with script.");
    await expect(form).toHaveAttribute("action", `${api.origin}/api/forms/contact`);
    const posted = page.waitForResponse(
      (response) => response.url() === `${api.origin}/api/forms/contact` && response.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Send message" }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(reference);
    await expect(page.getByRole("heading", { name: "Thank you, Ada. Your message is on its way." })).toBeVisible();
    await expect(page.getByText(id)).toBeVisible();
    expect(page.url()).toBe(`${pages.origin}${paths.contact()}`);
    await expect.poll(() => Object.keys(deliveredIn(apiDataDir, id)).sort()).toEqual(["confirmation", "inbox"]);
    expect(deliveredIn(apiDataDir, id).inbox).toContain("Sent from the static copy, with script.");
    expect(blocked).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the contact form posts to the API's origin and lands on the site's own sent page", async ({ page }) => {
      await page.goto(`${pages.origin}${paths.contact()}`);
      const form = await fillContact(page, "Sent from the static copy, without script.");
      await form.getByRole("button", { name: "Send message" }).click();
      await page.waitForURL((url) => url.origin === pages.origin && url.pathname === "/contact/sent");
      const ref = new URL(page.url()).searchParams.get("ref") ?? "";
      expect(ref).toMatch(reference);
      await expect(
        page.getByRole("heading", { level: 1, name: "Thank you. Your message is on its way." }),
      ).toBeVisible();
      await expect.poll(() => Object.keys(deliveredIn(apiDataDir, ref)).sort()).toEqual(["confirmation", "inbox"]);
    });
  });
});

test.describe("a build without a forms API (FORMS_API_ORIGIN=none)", () => {
  let pages: RunningServer;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const buildDir = await variantBuild("forms-none", { FORMS_API_ORIGIN: "none" });
    dataDir = mkdtempSync(join(tmpdir(), "site-e2e-none-"));
    pages = await startServer(buildDir, await freePort(), { ...e2eServerEnv, DATA_DIR: dataDir });
  });

  test.afterAll(async () => {
    await pages?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The notice's box before any script (the prerendered page) and once hydrated. */
  async function noticeBox(page: Page) {
    const notice = page.getByText("Messages cannot be sent from this copy of the site");
    await expect(notice).toBeVisible();
    // Measured once the web font is in: a fallback face would make the text, not the page, differ.
    // (Polled: a page without script runs no promise callbacks or animation frames to wait on.)
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe("loaded");
    return notice.boundingBox();
  }

  test("the contact page shows that sending is not available here, with the support inbox, and no form", async ({
    page,
  }) => {
    await page.goto(`${pages.origin}${paths.contact()}`);
    await waitForHydration(page);
    await expect(page.getByText("Sending is not available on this copy of the site.")).toBeVisible();
    const inbox = page.locator("#main").getByRole("link", { name: site.contact.supportEmail }).first();
    await expect(inbox).toHaveAttribute("href", `mailto:${site.contact.supportEmail}`);
    await expect(page.locator("form[method=post]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send message" })).toHaveCount(0);
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  test("the notice is the same before and after hydration: nothing moves", async ({ page, browser }) => {
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    try {
      const prerendered = await still.newPage();
      await prerendered.goto(`${pages.origin}${paths.contact()}`);
      const before = await noticeBox(prerendered);
      await page.goto(`${pages.origin}${paths.contact()}`);
      await waitForHydration(page);
      expect(await noticeBox(page)).toEqual(before);
    } finally {
      await still.close();
    }
  });

  test("a vacancy's Apply Now opens the notice with the careers inbox instead of the application form", async ({
    page,
  }) => {
    await page.goto(`${pages.origin}${paths.career("software-engineer")}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Apply Now" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Apply for Software Engineer" });
    await expect(dialog.getByText("Applications cannot be sent from this copy of the site")).toBeVisible();
    await expect(dialog.getByRole("link", { name: site.contact.careersEmail })).toHaveAttribute(
      "href",
      `mailto:${site.contact.careersEmail}`,
    );
    await expect(dialog.getByRole("button", { name: "Submit application" })).toHaveCount(0);
  });
});
