import { expect, test } from "@playwright/test";
import { axe } from "./support/axe.ts";
import { paths } from "../../app/config/paths.ts";
import { gotoHydrated } from "./support/hydrated.ts";
import { posts } from "./support/content.ts";

const withVideo = posts.find((post) => post.video) ?? posts[0]!;

test("a post shows its title, date, category, article and video", async ({ page }) => {
  await gotoHydrated(page, paths.blog(withVideo.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(withVideo.title);
  await expect(page.locator("header time")).toHaveAttribute("datetime", withVideo.date);
  await expect(page.locator("header").getByText(withVideo.category, { exact: true })).toBeVisible();
  const article = page.getByRole("article", { name: withVideo.title });
  await expect(article.locator(".prose-content h2").first()).toBeVisible();
  await expect(article.locator(".prose-content li").first()).toBeVisible();
  await expect(article.getByRole("button", { name: /^Play video/ })).toBeVisible();
});

test(
  "a post's NewsArticle names its own picture in three shapes, served, and dates with a time zone",
  { tag: "@one-width" },
  async ({ page, request }) => {
    await page.goto(paths.blog(withVideo.slug));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = blocks.map((text) => JSON.parse(text)).find((json) => json["@type"] === "NewsArticle");
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(article?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    const images: string[] = article?.image ?? [];
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toContain(`/${withVideo.image}-`);
      const response = await request.get(new URL(image).pathname);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/webp");
    }
  },
);

/** A post with another post in its category, so its Related Posts has a same-category card to put first. */
const withSibling = posts.find((post) =>
  posts.some((other) => other.slug !== post.slug && other.category === post.category),
)!;

test("Related Posts shows three cards, same category first, and their links open the post", async ({ page }) => {
  await gotoHydrated(page, paths.blog(withSibling.slug));
  const related = page.getByRole("region", { name: "Related Posts" }).getByRole("listitem");
  await expect(related).toHaveCount(3);
  await expect(related.first().locator("time + span")).toHaveText(withSibling.category);
  const link = related.first().getByRole("link");
  const title = (await link.textContent()) ?? "";
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).not.toHaveURL(new RegExp(`${paths.blog(withSibling.slug)}$`));
});

test("an unknown post slug answers 404 with Post not found and a way back", { tag: "@one-width" }, async ({ page }) => {
  const response = await page.goto(paths.blog("no-such-post"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
  await page.getByRole("link", { name: "See all news and events" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.blogs()}$`));
});

test("following an in-app link to an unknown post shows Post not found", async ({ page }) => {
  await gotoHydrated(page, paths.blogs());
  // No page links to a missing post, so play the part of an old link: a client-side navigation.
  await page.evaluate((path) => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, paths.blog("removed-story"));
  await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See all news and events" })).toBeVisible();
});

// Posts themselves are checked by the audit (`scripts/audit/axe.mjs`); the Not Found page of the section is not one of its pages.
test("the Post not found page has no axe violations", async ({ page }) => {
  await gotoHydrated(page, paths.blog("no-such-post"));
  expect((await axe(page).analyze()).violations).toEqual([]);
});
