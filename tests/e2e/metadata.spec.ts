import { expect, test } from "@playwright/test";
import { pagePaths, redirectList } from "../../app/prerender.ts";
import { site } from "../../app/config/site.ts";

// Aliases answer with a redirect, so they have no head of their own.
const aliases = new Set(redirectList().map(({ from }) => from));
const pages = pagePaths().filter((path) => !aliases.has(path));

for (const path of pages) {
  test(`${path} has a complete, well-sized head for search engines and social cards`, async ({ page }) => {
    await page.goto(path);
    const head = page.locator("head");
    const title = await page.title();
    expect(title.length, title).toBeGreaterThanOrEqual(5);
    expect(title.length, title).toBeLessThanOrEqual(70);
    const description = (await head.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(description.length, description).toBeGreaterThanOrEqual(15);
    expect(description.length, description).toBeLessThanOrEqual(160);
    // A page kept out of search engines (a closed role) names no canonical address and no breadcrumb.
    const noindex = (await head.locator('meta[name="robots"][content="noindex"]').count()) > 0;
    const canonical = head.locator('link[rel="canonical"]');
    if (noindex) await expect(canonical).toHaveCount(0);
    else await expect(canonical).toHaveAttribute("href", new URL(path, site.origin).toString());
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^https:\/\/.+\.(png|jpe?g|webp)$/,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute("content", site.themeColor);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Structured data: valid JSON, and every page below home describes its breadcrumb, ending at itself (home has none).
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map(
      (text) => JSON.parse(text) as { "@context": string; "@type": string; itemListElement?: { item: string }[] },
    );
    for (const block of data) expect(block["@context"]).toBe("https://schema.org");
    const breadcrumb = data.find((block) => block["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement?.at(-1)?.item).toBe(
      path === "/" || noindex ? undefined : new URL(path, site.origin).toString(),
    );
  });
}

test("titles and descriptions are unique across pages", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect(titles.get(title), `${path} repeats the title "${title}"`).toBeUndefined();
    expect(
      descriptions.get(description),
      `${path} repeats the description of ${descriptions.get(description)}`,
    ).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
});

test("the home and about pages describe the organisation", async ({ page }) => {
  for (const path of ["/", "/about"]) {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((block) => block["@type"] === "Organization");
    expect(organization, path).toMatchObject({ name: site.name, url: new URL("/", site.origin).toString() });
  }
});

test("the home page advertises both feeds, the news and careers lists their own", async ({ page }) => {
  const feeds = async (path: string) => {
    await page.goto(path);
    return page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  };
  const blogFeed = new URL("/blogs/feed.xml", site.origin).toString();
  const careersFeed = new URL("/careers/feed.xml", site.origin).toString();
  expect(await feeds("/")).toEqual([blogFeed, careersFeed]);
  expect(await feeds("/blogs")).toEqual([blogFeed]);
  expect(await feeds("/careers")).toEqual([careersFeed]);
});

test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("Allow: /");
  expect(body).toContain(`Sitemap: ${new URL("/sitemap.xml", site.origin).toString()}`);
});

for (const [path, type] of [
  ["/sitemap.xml", /^application\/xml;/],
  ["/blogs/feed.xml", /^application\/rss\+xml;/],
  ["/careers/feed.xml", /^application\/atom\+xml;/],
  ["/search-index.json", /^application\/json;/],
] as const) {
  test(`${path} is served with its own content type`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(type);
  });
}
