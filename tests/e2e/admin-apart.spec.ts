import { expect, test } from "@playwright/test";
import { resourcePaths } from "../../app/features/search/resource-paths.ts";

// The content editor (/admin) is apart from the site: its own policy, out of search, and nothing of it on a
// public page.

test("no public page requests, links or preloads anything of the content editor @one-width", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ["/", "/careers", "/blogs", "/contact"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const html = await page.content();
    expect(html).not.toMatch(/\/admin|assets\/admin/);
  }
  expect(requested.filter((path) => path.startsWith("/admin") || path.startsWith("/assets/admin/"))).toEqual([]);
});

test("/admin is served with its own policy, kept out of search engines, the sitemap and the search index @one-width", async ({
  request,
}) => {
  const admin = await request.get("/admin");
  expect(admin.status()).toBe(200);
  const policy = admin.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self' 'unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
  const html = await admin.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  expect(html).toMatch(
    /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-eval';/,
  );
  // Every public page keeps its own policy, without the editor's allowances.
  expect((await request.get("/")).headers()["content-security-policy"]).not.toContain("unsafe-eval");
  for (const resource of [
    resourcePaths.sitemap,
    resourcePaths.searchIndex,
    resourcePaths.blogFeed,
    resourcePaths.careersFeed,
  ]) {
    const answer = await request.get(resource);
    expect(answer.status(), resource).toBe(200);
    expect(await answer.text(), resource).not.toContain("/admin");
  }
});
