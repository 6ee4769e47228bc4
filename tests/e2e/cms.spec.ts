import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { awardsFileSchema, awardYears } from "../../app/content/awards.ts";
import { initialView, showMoreLabel, visibleAwards } from "../../app/features/awards/paging.ts";
import { postCollection } from "../../app/content/collections/posts.ts";
import { vacancyCollection } from "../../app/content/collections/vacancies.ts";
import { loadMarkdownCollection } from "../../app/content/markdown.ts";
import { brandSchema } from "../../app/content/brand.ts";
import { homeSchema, pageSchema } from "../../app/content/schemas.ts";
import { choose, fillPost, photo, signIn as signInTo, startEditorOnClone, uploadPicture } from "./support/cms-clone.ts";

// The content editor as an editor uses it: `npm run cms` (scripts/cms.mjs) on a temporary clone of this
// repository, decap-server writing real commits into it, /admin driven in Chromium. Each editing test checks its
// commit; the last one builds the clone once and finds every edit in the pages, feeds and indexes it writes.

let root = "";
let clone = "";
let editor = "";
let git: (...args: string[]) => string = () => "";
let stop = () => {};

const post = { slug: "kitchen-robots-arrive-in-kandy", title: "Kitchen robots arrive in Kandy" };
const oldPhone = "+94 11 234 5678";
const newPhone = "+94 11 765 4321";
const servicesSentence =
  "Four platforms carry food from the farm to the chef's pass, each built and run by our own teams.";
const vacancy = {
  slug: "kitchen-systems-engineer",
  position: "Kitchen Systems Engineer",
  question: "Which of our partner kitchens have you visited?",
  pay: "LKR 350,000 to 500,000 a month",
};

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

  test("an editor creates a post with a picture and its alt text: one commit holding both", async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const before = git("rev-parse", "HEAD");
    await page.goto(`${editor}#/collections/posts/new`);
    await fillPost(page, post.title, "2026-11-20");
    await uploadPicture(page, await photo("kandy-robots.jpg"));
    await page
      .getByLabel("Image alt (optional)", { exact: true })
      .fill("A robot arm plating rice in a partner kitchen");

    // The preview draws the post with the site's own page header and article, the new picture with its alt text.
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(preview.getByText("The robots chop, stir and plate")).toBeVisible();
    await expect(preview.getByRole("img", { name: "A robot arm plating rice in a partner kitchen" })).toBeVisible();

    await publish(page);
    await expect.poll(() => git("rev-list", "--count", `${before}..HEAD`), { timeout: 30_000 }).toBe("1");

    const file = `app/content/posts/${post.slug}.md`;
    expect(git("show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual(
      ["art/kandy-robots.jpg", file].sort(),
    );
    // The build's own loader takes the file as written.
    const [written] = loadMarkdownCollection(postCollection, {
      [`./posts/${post.slug}.md`]: readFileSync(join(clone, file), "utf8"),
    });
    expect(written).toMatchObject({
      title: post.title,
      image: "kandy-robots.jpg",
      imageAlt: "A robot arm plating rice in a partner kitchen",
    });
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
    await expect(phone).toHaveValue(oldPhone);
    // A number the build would refuse is refused here, with the schema's own words, and nothing is written.
    await phone.fill("011 234 5678");
    await publish(page);
    await expect(page.getByText("must be an international number, written like +94 11 234 5678").first()).toBeVisible();
    expect(git("rev-parse", "HEAD")).toBe(before);
    await phone.clear();
    await phone.fill(newPhone);
    await expect(phone).toHaveValue(newPhone);
    await publish(page);
    await expect.poll(() => git("rev-list", "--count", `${before}..HEAD`), { timeout: 30_000 }).toBe("1");
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe("app/content/brand.json");
    const brand = brandSchema.parse(JSON.parse(readFileSync(join(clone, "app/content/brand.json"), "utf8")));
    expect(brand.contact.phone).toBe(newPhone);
    expect(brand.offices).toHaveLength(2);

    // From the Site collection's list, as an editor goes there.
    await page.getByRole("link", { name: /Writing in Site collection/ }).click();
    await page.getByRole("link", { name: "Home page" }).click();
    await expect(page.getByLabel("Prefix", { exact: true })).toHaveValue("Technology that moves");
    // hero, stats, services, news: the third "Text" is the services section's.
    await expect(page.getByLabel("Text", { exact: true })).toHaveCount(4);
    const text = page.getByLabel("Text", { exact: true }).nth(2);
    await expect(text).toHaveValue(/^Four platforms carry food/);
    await text.clear();
    await text.fill(servicesSentence);
    await expect(text).toHaveValue(servicesSentence);
    await publish(page);
    await expect.poll(() => git("rev-list", "--count", `${before}..HEAD`), { timeout: 30_000 }).toBe("2");
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe("app/content/home.json");
    const home = homeSchema.parse(JSON.parse(readFileSync(join(clone, "app/content/home.json"), "utf8")));
    expect(home.services.text).toBe(servicesSentence);
    expect(home.hero.text).toContain("{parent}");
  });

  test("an editor changes a page's texts in Pages: a short introduction is refused in the schema's words, a good change is one commit of its file", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const before = git("rev-parse", "HEAD");

    await page.getByRole("link", { name: "Pages" }).first().click();
    await page.getByRole("link", { name: "Not found page" }).click();
    const heading = page.getByLabel("Heading", { exact: true });
    await expect(heading).toHaveValue("Page not found");
    const intro = page.getByLabel("Intro", { exact: true });
    await intro.clear();
    await intro.fill("Gone.");
    await publish(page);
    await expect(page.getByText("Too small: expected string to have >=20 characters").first()).toBeVisible();
    expect(git("rev-parse", "HEAD")).toBe(before);

    await intro.clear();
    await intro.fill("This address leads nowhere. Try one of the links below or search the site.");
    await heading.clear();
    await heading.fill("Nothing lives here");
    // The generic preview draws the page's header with the site's own component.
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: "Nothing lives here" })).toBeVisible();
    await publish(page);
    await expect.poll(() => git("rev-list", "--count", `${before}..HEAD`), { timeout: 30_000 }).toBe("1");
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe("app/content/not-found.json");
    const notFound = pageSchema.parse(JSON.parse(readFileSync(join(clone, "app/content/not-found.json"), "utf8")));
    expect(notFound.heading).toBe("Nothing lives here");
    expect(notFound.seo.title).toBe("Page not found");
  });

  test("an editor opens the awards in Lists: the preview draws them as the awards page shows them first", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    await page.goto(`${editor}#/collections/lists/entries/awards`);
    const { awards } = awardsFileSchema.parse(JSON.parse(readFileSync(join(clone, "app/content/awards.json"), "utf8")));
    // The page's own browser: the latest year's first awards, and a button for the rest of that year.
    const { shown, hidden } = visibleAwards(awards, initialView(awardYears[0]));
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 3 })).toHaveText(
      shown.map((award) => award.title),
      { timeout: 60_000 },
    );
    if (hidden > 0) await expect(preview.getByRole("button", { name: showMoreLabel(hidden) })).toBeVisible();
  });

  test("a recruiter creates a vacancy with a pay range and a question, choosing its department and places: one commit of its file", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const before = git("rev-parse", "HEAD");
    await page.goto(`${editor}#/collections/vacancies/new`);
    const field = (label: string, n = 0) => page.getByLabel(label, { exact: true }).nth(n);
    await field("Position").fill(vacancy.position);
    // The department and the discipline are chosen from the site's own lists, not typed.
    await choose(page, "Department", "Engineering");
    await choose(page, "Discipline", "Engineering");
    await choose(page, "Level", "Senior");
    await field("Summary").fill(
      "Keep the ordering and kitchen display systems of our partner kitchens running, from the first order to the pass.",
    );
    // A place is a city and an ISO country code: a country written out is refused below, in the schema's words.
    await page.getByRole("button", { name: "Add place" }).click();
    await field("City").fill("Kandy");
    await field("Country").fill("Sri Lanka");
    await choose(page, "Employment type", "FULL_TIME");
    await choose(page, "Workplace type", "hybrid");
    await field("Date posted").fill("2026-11-24");
    await field("Min").fill("350000");
    await field("Max").fill("500000");
    await field("Currency").fill("LKR");
    await choose(page, "Period", "month");
    await page.getByRole("button", { name: "Add question" }).click();
    await field("ID").fill("kitchen-visits");
    await field("Label").fill(vacancy.question);
    await choose(page, "Type", "text");
    await field("Title").fill(vacancy.position);
    await field("Description").fill("Keep the ordering and kitchen display systems of our partner kitchens running.");
    await page.locator("[data-slate-editor=true]").first().click();
    await page.keyboard.type("You will look after the systems our partner kitchens run on, with our field teams.");

    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByRole("heading", { level: 1, name: vacancy.position })).toBeVisible();

    await publish(page);
    await expect(page.getByText("must be an ISO 3166 country code such as LK").first()).toBeVisible();
    expect(git("rev-parse", "HEAD")).toBe(before);
    await field("Country").clear();
    await field("Country").fill("LK");
    await publish(page);
    await expect.poll(() => git("rev-list", "--count", `${before}..HEAD`), { timeout: 30_000 }).toBe("1");
    const file = `app/content/vacancies/${vacancy.slug}.md`;
    expect(git("show", "--name-only", "--format=", "HEAD")).toBe(file);
    // The build's own loader, with the Markdown collection's check, takes the file as written.
    const [written] = loadMarkdownCollection(vacancyCollection, {
      [`./vacancies/${vacancy.slug}.md`]: readFileSync(join(clone, file), "utf8"),
    });
    expect(written).toMatchObject({
      position: vacancy.position,
      department: "Engineering",
      discipline: "engineering",
      level: "Senior",
      locations: [{ city: "Kandy", country: "LK" }],
      salary: { min: 350000, max: 500000, currency: "LKR", period: "month" },
      questions: [{ id: "kitchen-visits", label: vacancy.question, type: "text", required: false }],
    });
  });

  test("the build of the editor's commits shows each of them on the pages, feeds and indexes it writes", async () => {
    test.setTimeout(600_000);
    // The build of the clone's branch as the editor left it.
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
      stdio: ["ignore", "ignore", "pipe"],
    });
    const client = join(build, "current", "client");
    const read = (path: string) => readFileSync(join(client, path), "utf8");
    /**
     * The text of an HTML or XML file with the entities React and the feeds write turned back into characters, and
     * the no-break space a currency is written with (LKR 350,000) as a space.
     */
    const text = (path: string) =>
      read(path)
        .replaceAll("&#x27;", "'")
        .replaceAll("&#39;", "'")
        .replaceAll("&apos;", "'")
        .replaceAll("&quot;", '"')
        .replaceAll("&amp;", "&")
        .replaceAll("\u00a0", " ");

    // The post: its page with the picture as responsive WebP, the news list, the feed, the sitemap, the search.
    const img = read(`blogs/${post.slug}.html`).match(/<img[^>]*alt="A robot arm plating rice[^"]*"[^>]*>/)?.[0] ?? "";
    expect(img).toContain("/images/generated/kandy-robots-800.webp 800w");
    expect(img).toContain("/images/generated/kandy-robots-1200.webp 1200w");
    expect(existsSync(join(client, "images", "generated", "kandy-robots-1200.webp"))).toBe(true);
    expect(read("blogs.html")).toContain(`href="/blogs/${post.slug}"`);
    expect(text("blogs/feed.xml")).toContain(post.title);
    expect(read("blogs/feed.xml")).toContain(`/blogs/${post.slug}</link>`);
    expect(read("sitemap.xml")).toMatch(new RegExp(`<loc>https?://[^<]+/blogs/${post.slug}</loc>`));
    const search = JSON.parse(read("search-index.json")) as {
      storedFields: Record<string, { title: string; url: string }>;
    };
    expect(Object.values(search.storedFields)).toContainEqual(
      expect.objectContaining({ url: `/blogs/${post.slug}`, title: expect.stringContaining(post.title) }),
    );

    // The phone number: on the contact page, in every page's footer and structured data; the old one nowhere.
    expect(read("contact.html")).toContain(`href="tel:${newPhone.replaceAll(" ", "")}"`);
    expect(read("index.html")).toContain(`"telephone":"${newPhone}"`);
    const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
      (path) => path.endsWith(".html") && path !== "admin.html",
    );
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) expect(read(page), page).toContain(newPhone);
    // Every file the build wrote (the pages' data, scripts, feeds, indexes, the Academy brochure), but the
    // compressed copies and the pictures; the phone field's message gives the old number as an example of the form.
    const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
      (path) => !/\.(br|gz)$/.test(path) && !path.startsWith("images") && statSync(join(client, path)).isFile(),
    );
    const stale = files.filter((path) => {
      const content = readFileSync(join(client, path)).toString("latin1").replaceAll(`written like ${oldPhone}`, "");
      return content.includes(oldPhone) || content.includes(oldPhone.replaceAll(" ", ""));
    });
    expect(stale).toEqual([]);
    // The home page's sentence, and the page an unknown address shows.
    expect(text("index.html")).toContain(servicesSentence);
    expect(read("404.html")).toContain("Nothing lives here");

    // The vacancy: its page shows the pay range and its form asks the question; it is in the careers list and feed.
    const role = text(`careers/${vacancy.slug}.html`);
    expect(role).toContain(vacancy.pay);
    expect(role).toMatch(new RegExp(`<label[^>]*>${vacancy.question.replace("?", "\\?")}`));
    expect(read("careers.html")).toContain(`href="/careers/${vacancy.slug}"`);
    expect(text("careers/feed.xml")).toContain(vacancy.position);
  });
});
