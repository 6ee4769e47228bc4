import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { postCollection } from "../../app/content/collections/posts.ts";
import { loadMarkdownCollection } from "../../app/content/markdown.ts";
import { brandSchema } from "../../app/content/brand.ts";
import { homeSchema } from "../../app/content/schemas.ts";
import { fillPost, photo, signIn as signInTo, startEditorOnClone, uploadPicture } from "./support/cms-clone.ts";

// The content editor as an editor uses it: `npm run cms` (scripts/cms.mjs) on a temporary clone of this
// repository, decap-server writing real commits into it, /admin driven in Chromium.

let root = "";
let clone = "";
let editor = "";
let git: (...args: string[]) => string = () => "";
let stop = () => {};

test.describe("the content editor @one-width", () => {
  test.describe.configure({ mode: "serial" });
  // A step that does not happen fails the test soon, not at the test's own (long) deadline.
  test.use({ actionTimeout: 30_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    ({ root, clone, editor, git, stop } = await startEditorOnClone());
  });

  test.afterAll(() => stop());

  const signIn = (page: Page) => signInTo(page, editor);

  async function publish(page: Page) {
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
  }

  test("an editor creates a post with a picture and its alt text: one commit holding both, built into responsive WebP", async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await signIn(page);
    const before = git("rev-parse", "HEAD");
    await page.goto(`${editor}#/collections/posts/new`);
    await fillPost(page, "Kitchen robots arrive in Kandy", "2026-11-20");
    await uploadPicture(page, await photo("kandy-robots.jpg"));
    await page
      .getByLabel("Image alt (optional)", { exact: true })
      .fill("A robot arm plating rice in a partner kitchen");

    // The preview draws the post with the site's own page header and article, the new picture with its alt text.
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: "Kitchen robots arrive in Kandy" })).toBeVisible();
    await expect(preview.getByText("The robots chop, stir and plate")).toBeVisible();
    await expect(preview.getByRole("img", { name: "A robot arm plating rice in a partner kitchen" })).toBeVisible();

    await publish(page);
    await expect.poll(() => git("rev-list", "--count", `${before}..HEAD`), { timeout: 30_000 }).toBe("1");

    const file = "app/content/posts/kitchen-robots-arrive-in-kandy.md";
    expect(git("show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual(
      ["art/kandy-robots.jpg", file].sort(),
    );
    // The build's own loader takes the file as written.
    const [post] = loadMarkdownCollection(postCollection, {
      [`./posts/kitchen-robots-arrive-in-kandy.md`]: readFileSync(join(clone, file), "utf8"),
    });
    expect(post).toMatchObject({
      title: "Kitchen robots arrive in Kandy",
      image: "kandy-robots.jpg",
      imageAlt: "A robot arm plating rice in a partner kitchen",
    });

    // The build of that commit, on the clone: the post's page has the picture as the pipeline renders it.
    const build = join(clone, "build");
    execFileSync("ln", ["-s", join(root, "node_modules"), join(clone, "node_modules")]);
    // The drawn art as this checkout rendered it (build output, not in git), newer than the clone's sources: the
    // pipeline renders only what is new, the uploaded picture.
    cpSync(join(root, "public", "images", "generated"), join(clone, "public", "images", "generated"), {
      recursive: true,
    });
    execFileSync(process.execPath, ["scripts/build.mjs"], {
      cwd: clone,
      env: { ...process.env, BUILD_DIR: build },
      stdio: "ignore",
    });
    const html = readFileSync(join(build, "current", "client", "blogs", "kitchen-robots-arrive-in-kandy.html"), "utf8");
    const img = html.match(/<img[^>]*alt="A robot arm plating rice in a partner kitchen"[^>]*>/)?.[0] ?? "";
    expect(img).toContain("/images/generated/kandy-robots-800.webp 800w");
    expect(img).toContain("/images/generated/kandy-robots-1200.webp 1200w");
    expect(existsSync(join(build, "current", "client", "images", "generated", "kandy-robots-1200.webp"))).toBe(true);
  });

  test("a picture without alt text is refused with the schema's message and nothing is committed", async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const before = git("rev-parse", "HEAD");
    await page.goto(`${editor}#/collections/posts/new`);
    await fillPost(page, "Robots learn to plate hoppers", "2026-11-22");
    await uploadPicture(page, await photo("hopper-robots.jpg"));
    await publish(page);
    await expect(
      page.getByText("imageAlt: describe what the picture shows, or mark it decorative").first(),
    ).toBeVisible();
    expect(git("rev-parse", "HEAD")).toBe(before);
    expect(git("status", "--porcelain")).toBe("");
    expect(existsSync(join(clone, "art/hopper-robots.jpg"))).toBe(false);
  });

  test("an SEO description over its limit is refused with the schema's message and nothing is committed", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const before = git("rev-parse", "HEAD");
    await page.goto(`${editor}#/collections/posts/new`);
    await fillPost(page, "Robots learn to plate string hoppers", "2026-11-23");
    await page.getByRole("switch", { name: "Image decorative (optional)" }).click();
    await page.getByLabel("Description", { exact: true }).nth(1).fill("A pilot of kitchen robots. ".repeat(8));
    await publish(page);
    await expect(page.getByText("Too big: expected string to have <=160 characters").first()).toBeVisible();
    expect(git("rev-parse", "HEAD")).toBe(before);
    expect(git("status", "--porcelain")).toBe("");
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
