import { expect, test } from "@playwright/test";
import { pagePaths, redirectList } from "../../app/prerender.ts";
import { site } from "../../app/config/site.ts";
import { servedDocument } from "./support/served-html.ts";

// Aliases answer with a redirect, so they have no head of their own.
const aliases = new Set(redirectList().map(({ from }) => from));
const pages = pagePaths().filter((path) => !aliases.has(path));

for (const path of pages) {
  test(`${path} has a complete, well-sized head for search engines and social cards`, async ({ request }) => {
    const document = await servedDocument(request, path);
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? null;
    const title = document.title;
    expect(title.length, title).toBeGreaterThanOrEqual(5);
    expect(title.length, title).toBeLessThanOrEqual(70);
    const description = meta('meta[name="description"]') ?? "";
    expect(description.length, description).toBeGreaterThanOrEqual(15);
    expect(description.length, description).toBeLessThanOrEqual(160);
    // A page kept out of search engines (a closed role) names no canonical address and no breadcrumb.
    const noindex = document.head.querySelector('meta[name="robots"][content="noindex"]') !== null;
    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    if (noindex) expect(canonical).toHaveLength(0);
    else expect(canonical[0]?.getAttribute("href")).toBe(new URL(path, site.origin).toString());
    expect(meta('meta[property="og:title"]')).toBe(title);
    expect(meta('meta[property="og:image"]')).toMatch(/^https:\/\/.+\.(png|jpe?g|webp)$/);
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(meta('meta[name="theme-color"]')).toBe(site.themeColor);
    expect(document.documentElement.getAttribute("lang")).toBe("en");
    // Structured data: valid JSON, and every page below home describes its breadcrumb, ending at itself (home has none).
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (block) =>
        JSON.parse(block.textContent ?? "") as {
          "@context": string;
          "@type": string;
          itemListElement?: { item: string }[];
        },
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

test("the home and about pages describe the organisation", async ({ request }) => {
  for (const path of ["/", "/about"]) {
    const document = await servedDocument(request, path);
    const organization = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((block) => JSON.parse(block.textContent ?? "") as Record<string, unknown>)
      .find((block) => block["@type"] === "Organization");
    expect(organization, path).toMatchObject({ name: site.name, url: new URL("/", site.origin).toString() });
  }
});

test("the home page advertises both feeds, the news and careers lists their own", async ({ request }) => {
  const feeds = async (path: string) => {
    const document = await servedDocument(request, path);
    return [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute("href"));
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
