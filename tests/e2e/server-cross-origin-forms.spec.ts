import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/config/paths.ts";
import { waitForHydration } from "./support/hydrated.ts";
import { e2eServerEnv } from "./support/server-env.ts";
import { buildVariant, freePorts, serveForTheRun, tempDataDir, variant } from "./support/variant-build.ts";

// The site as a static host serves it, with its forms API on another origin: a build of its own with
// FORMS_API_ORIGIN set to the API's origin (made once per run, ~15 s), whose pages (served by one server) post to
// the forms API of another (the same server program on its usual build, on a second loopback port, told the
// site's origin in SITE_ORIGIN). Both servers are shared by every worker of the run. What is tested is HTTP
// between two origins, the same at any width: as a server-*.spec.ts it runs once, at the desktop width.

type CrossOrigin = { pages: string; api: string; apiDataDir: string };

const crossOrigin = () =>
  variant<CrossOrigin>("forms-remote-api", async (buildDir) => {
    const [apiPort, pagesPort] = (await freePorts(2)) as [number, number];
    const [api, pages] = [`http://127.0.0.1:${apiPort}`, `http://127.0.0.1:${pagesPort}`];
    await buildVariant(buildDir, { FORMS_API_ORIGIN: api });
    const apiDataDir = tempDataDir("remote-api");
    await serveForTheRun(
      process.env.BUILD_DIR ?? "build",
      apiPort,
      { ...e2eServerEnv, DATA_DIR: apiDataDir, SITE_ORIGIN: pages },
      buildDir,
    );
    // The pages: the same program serving the variant, as a static host would (its own API is not used).
    await serveForTheRun(buildDir, pagesPort, { ...e2eServerEnv, DATA_DIR: tempDataDir("remote-pages") }, buildDir);
    return { pages, api, apiDataDir };
  });

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
  let site: CrossOrigin;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    site = await crossOrigin();
  });

  test("the contact form sends to the API's origin with script and shows the reference it answered", async ({
    page,
  }) => {
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") blocked.push(message.text());
    });
    await page.goto(`${site.pages}${paths.contact()}`);
    await waitForHydration(page);
    const form = await fillContact(page, "Sent from the static copy, with script.");
    await expect(form).toHaveAttribute("action", `${site.api}/api/forms/contact`);
    const posted = page.waitForResponse(
      (response) => response.url() === `${site.api}/api/forms/contact` && response.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Send message" }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(reference);
    await expect(page.getByRole("heading", { name: "Thank you, Ada. Your message is on its way." })).toBeVisible();
    await expect(page.getByText(id)).toBeVisible();
    expect(page.url()).toBe(`${site.pages}${paths.contact()}`);
    await expect.poll(() => Object.keys(deliveredIn(site.apiDataDir, id)).sort()).toEqual(["confirmation", "inbox"]);
    expect(deliveredIn(site.apiDataDir, id).inbox).toContain("Sent from the static copy, with script.");
    expect(blocked).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the contact form posts to the API's origin and lands on the site's own sent page", async ({ page }) => {
      await page.goto(`${site.pages}${paths.contact()}`);
      const form = await fillContact(page, "Sent from the static copy, without script.");
      await form.getByRole("button", { name: "Send message" }).click();
      await page.waitForURL((url) => url.origin === site.pages && url.pathname === "/contact/sent");
      const ref = new URL(page.url()).searchParams.get("ref") ?? "";
      expect(ref).toMatch(reference);
      await expect(
        page.getByRole("heading", { level: 1, name: "Thank you. Your message is on its way." }),
      ).toBeVisible();
      await expect.poll(() => Object.keys(deliveredIn(site.apiDataDir, ref)).sort()).toEqual(["confirmation", "inbox"]);
    });
  });
});
