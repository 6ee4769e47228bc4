import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { awardsFileSchema } from "../../app/content/awards.ts";
import { pageSchema } from "../../app/content/schemas.ts";
import { startEditorOnClone } from "./support/cms-clone.ts";

// The pages' and lists' content files as an editor changes them: `npm run cms` on a temporary clone of this
// repository, decap-server writing real commits into it, /admin driven in Chromium.

let clone = "";
let editor = "";
let git: (...args: string[]) => string = () => "";
let stop = () => {};

test.describe("the content editor's pages and lists @one-width", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    ({ clone, editor, git, stop } = await startEditorOnClone());
  });

  test.afterAll(() => stop());

  test("an editor changes a page's texts in Pages: a short introduction is refused in the schema's words, a good change is one commit of its file", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto(editor, { timeout: 180_000 });
    await page.getByRole("button", { name: "Login" }).click({ timeout: 120_000 });
    await expect(page.getByRole("link", { name: "Pages" }).first()).toBeVisible();
    const before = git("rev-parse", "HEAD");

    await page.getByRole("link", { name: "Pages" }).first().click();
    await page.getByRole("link", { name: "Not found page" }).click();
    const heading = page.getByLabel("Heading", { exact: true });
    await expect(heading).toHaveValue("Page not found");
    const intro = page.getByLabel("Intro", { exact: true });
    await intro.clear();
    await intro.fill("Gone.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Too small: expected string to have >=20 characters").first()).toBeVisible();
    expect(git("rev-parse", "HEAD")).toBe(before);

    await intro.clear();
    await intro.fill("This address leads nowhere. Try one of the links below or search the site.");
    await heading.clear();
    await heading.fill("Nothing lives here");
    // The generic preview draws the page's header with the site's own component.
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: "Nothing lives here" })).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect.poll(() => git("rev-list", "--count", `${before}..HEAD`), { timeout: 30_000 }).toBe("1");
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe("app/content/not-found.json");
    const notFound = pageSchema.parse(JSON.parse(readFileSync(join(clone, "app/content/not-found.json"), "utf8")));
    expect(notFound.heading).toBe("Nothing lives here");
    expect(notFound.seo.title).toBe("Page not found");
  });

  test("an editor opens the awards in Lists: the preview draws every award the file holds", async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(`${editor}#/collections/lists/entries/awards`, { timeout: 180_000 });
    await page.getByRole("button", { name: "Login" }).click({ timeout: 120_000 });
    const { awards } = awardsFileSchema.parse(JSON.parse(readFileSync(join(clone, "app/content/awards.json"), "utf8")));
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("listitem")).toHaveCount(awards.length, { timeout: 60_000 });
    await expect(preview.getByText(`Title: ${awards[0]!.title}`, { exact: true })).toBeVisible();
    await expect(preview.getByText(`Title: ${awards.at(-1)!.title}`, { exact: true })).toBeAttached();
  });
});
