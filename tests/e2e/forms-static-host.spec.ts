import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { site } from "../../app/config/site.ts";
import { axe } from "./support/axe.ts";
import { waitForHydration } from "./support/hydrated.ts";
import { e2eServerEnv } from "./support/server-env.ts";
import { buildVariant, freePorts, serveForTheRun, tempDataDir, variant } from "./support/variant-build.ts";

// The site as a static host serves it with no forms API anywhere (FORMS_API_ORIGIN=none): each form is a notice
// with the inbox instead. A build of its own (made once per run, ~15 s) and its server, shared by every worker of
// the run. The build whose forms API is on another origin is tested in server-cross-origin-forms.spec.ts.

/** The origin serving this run's FORMS_API_ORIGIN=none build. */
const withoutApi = () =>
  variant("forms-none", async (buildDir) => {
    await buildVariant(buildDir, { FORMS_API_ORIGIN: "none" });
    const [port] = (await freePorts(1)) as [number];
    return serveForTheRun(buildDir, port, { ...e2eServerEnv, DATA_DIR: tempDataDir("none") }, buildDir);
  });

test.describe("a build without a forms API (FORMS_API_ORIGIN=none)", () => {
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    origin = await withoutApi();
  });

  /** The notice's box, measured once the page's fonts are settled (a fallback face would make the text differ). */
  async function noticeBox(page: Page) {
    const notice = page.getByText("Messages cannot be sent from this copy of the site");
    await expect(notice).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return notice.boundingBox();
  }

  test("the contact page shows that sending is not available here, with the support inbox, and no form", async ({
    page,
  }) => {
    await page.goto(`${origin}${paths.contact()}`);
    await waitForHydration(page);
    await expect(page.getByText("Sending is not available on this copy of the site.")).toBeVisible();
    const inbox = page.locator("#main").getByRole("link", { name: site.contact.supportEmail }).first();
    await expect(inbox).toHaveAttribute("href", `mailto:${site.contact.supportEmail}`);
    await expect(page.locator("form[method=post]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send message" })).toHaveCount(0);
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  test("the notice is the same before and after hydration: nothing moves", async ({ page }) => {
    // One page, measured as prerendered (the app's entry script held back) and again once hydrated: the same
    // fonts throughout, whichever face font-display: optional settled on for this load.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${origin}${paths.contact()}`, { waitUntil: "commit" });
    const before = await noticeBox(page);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    release();
    await waitForHydration(page);
    expect(await noticeBox(page)).toEqual(before);
  });

  test("a vacancy's Apply Now opens the notice with the careers inbox instead of the application form", async ({
    page,
  }) => {
    await page.goto(`${origin}${paths.career("software-engineer")}`);
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
