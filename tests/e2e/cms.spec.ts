import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { postCollection } from "../../app/content/collections/posts.ts";
import { loadMarkdownCollection } from "../../app/content/markdown.ts";
import { brandSchema } from "../../app/content/brand.ts";
import { homeSchema } from "../../app/content/schemas.ts";
import { freePorts } from "../support/ports.mjs";

// The content editor as an editor uses it: `npm run cms` (scripts/cms.mjs) on a temporary clone of this
// repository, decap-server writing real commits into it, /admin driven in Chromium.

const root = process.cwd();
let clone = "";
let editor = "";
let cms: ChildProcess | undefined;

const git = (...args: string[]) => execFileSync("git", args, { cwd: clone, encoding: "utf8" }).trim();

test.describe("the content editor @one-width", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    clone = mkdtempSync(join(tmpdir(), "cms-clone-"));
    execFileSync("git", ["clone", "--quiet", root, clone]);
    git("config", "user.name", "Ada Editor");
    git("config", "user.email", "ada@example.com");
    const [backendPort, editorPort] = await freePorts(2);
    cms = spawn("node", ["scripts/cms.mjs", "--no-site"], {
      cwd: root,
      detached: true,
      stdio: "ignore",
      env: {
        ...process.env,
        GIT_REPO_DIRECTORY: clone,
        CMS_PROXY_PORT: String(backendPort),
        CMS_PORT: String(editorPort),
      },
    });
    editor = `http://127.0.0.1:${editorPort}/admin/`;
    // The dev server answers once it listens; its first page waits for the editor's libraries to be prepared.
    await expect
      .poll(
        () =>
          fetch(editor).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 120_000, intervals: [500] },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    // scripts/cms.mjs stops decap-server and the editor's server when it is stopped.
    if (cms?.pid) process.kill(-cms.pid, "SIGTERM");
    if (clone) rmSync(clone, { recursive: true, force: true });
  });

  async function signIn(page: Page) {
    await page.goto(editor, { timeout: 180_000 });
    await page.getByRole("button", { name: "Login" }).click({ timeout: 120_000 });
    await expect(page.getByRole("link", { name: "News & Events" }).first()).toBeVisible();
  }

  async function publish(page: Page) {
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
  }

  test("an editor creates a post and publishing it is one commit holding its file", async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const before = git("rev-parse", "HEAD");
    await page.goto(`${editor}#/collections/posts/new`);
    const field = (label: string, n = 0) => page.getByLabel(label, { exact: true }).nth(n);
    await field("Title").fill("Kitchen robots arrive in Kandy");
    await field("Date").fill("2026-11-20");
    await page.getByLabel("Category", { exact: true }).click();
    await page.getByText("Innovation", { exact: true }).click();
    await field("Description").fill(
      "A pilot of kitchen robots starts in Kandy, where three partner kitchens test them.",
    );
    await field("Image").fill("community-kitchen");
    await field("Title", 1).fill("Kitchen robots arrive in Kandy");
    await field("Description", 1).fill("A pilot of kitchen robots starts in Kandy this month.");
    await page.locator("[data-slate-editor=true]").first().click();
    await page.keyboard.type("The robots chop, stir and plate; our engineers wrote their planning software.");

    // The preview draws the post with the site's own page header and article.
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: "Kitchen robots arrive in Kandy" })).toBeVisible();
    await expect(preview.getByText("The robots chop, stir and plate")).toBeVisible();

    await publish(page);
    await expect.poll(() => git("rev-list", "--count", `${before}..HEAD`), { timeout: 30_000 }).toBe("1");

    const file = "app/content/posts/kitchen-robots-arrive-in-kandy.md";
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe(file);
    // The build's own loader takes the file as written.
    const [post] = loadMarkdownCollection(postCollection, {
      [`./posts/kitchen-robots-arrive-in-kandy.md`]: readFileSync(join(clone, file), "utf8"),
    });
    expect(post).toMatchObject({ title: "Kitchen robots arrive in Kandy", date: "2026-11-20", category: "Innovation" });
  });

  test("a post without a title is refused with the schema's message and nothing is committed", async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const before = git("rev-parse", "HEAD");
    await page.goto(`${editor}#/collections/posts/new`);
    await page.getByLabel("Date", { exact: true }).fill("2026-11-21");
    await publish(page);
    await expect(page.getByText("Title: Too small: expected string to have >=5 characters").first()).toBeVisible();
    await expect(page.getByText("Oops, you've missed a required field")).toBeVisible();
    expect(git("rev-parse", "HEAD")).toBe(before);
    expect(git("status", "--porcelain")).toBe("");
    expect(existsSync(join(clone, "app/content/posts/untitled.md"))).toBe(false);
  });

  test("an editor changes the phone number and a home page sentence: each a commit the build's schemas take", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const before = git("rev-parse", "HEAD");

    await page.goto(`${editor}#/collections/site/entries/brand`);
    const phone = page.getByLabel("Phone", { exact: true });
    await expect(phone).toHaveValue("+94 11 234 5678");
    // A number the build would refuse is refused here, with the schema's own words, and nothing is written.
    await phone.fill("011 234 5678");
    await publish(page);
    await expect(page.getByText("must be an international number, written like +94 11 234 5678").first()).toBeVisible();
    expect(git("rev-parse", "HEAD")).toBe(before);
    await phone.clear();
    await phone.fill("+94 11 765 4321");
    await expect(phone).toHaveValue("+94 11 765 4321");
    await publish(page);
    await expect.poll(() => git("rev-list", "--count", `${before}..HEAD`), { timeout: 30_000 }).toBe("1");
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe("app/content/brand.json");
    const brand = brandSchema.parse(JSON.parse(readFileSync(join(clone, "app/content/brand.json"), "utf8")));
    expect(brand.contact.phone).toBe("+94 11 765 4321");
    expect(brand.offices).toHaveLength(2);

    // From the Site collection's list, as an editor goes there.
    await page.getByRole("link", { name: /Writing in Site collection/ }).click();
    await page.getByRole("link", { name: "Home page" }).click();
    const sentence = "Four platforms carry food from the farm to the chef's pass, each built and run by our own teams.";
    await expect(page.getByLabel("Prefix", { exact: true })).toHaveValue("Technology that moves");
    // hero, stats, services, news: the third "Text" is the services section's.
    await expect(page.getByLabel("Text", { exact: true })).toHaveCount(4);
    const text = page.getByLabel("Text", { exact: true }).nth(2);
    await expect(text).toHaveValue(/^Four platforms carry food/);
    await text.clear();
    await text.fill(sentence);
    await expect(text).toHaveValue(sentence);
    await publish(page);
    await expect.poll(() => git("rev-list", "--count", `${before}..HEAD`), { timeout: 30_000 }).toBe("2");
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe("app/content/home.json");
    const home = homeSchema.parse(JSON.parse(readFileSync(join(clone, "app/content/home.json"), "utf8")));
    expect(home.services.text).toBe(sentence);
    expect(home.hero.text).toContain("{parent}");
  });
});
