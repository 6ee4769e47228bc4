import { describe, expect, it } from "vitest";
import { notFoundPaths, pagePaths, redirectList } from "~/prerender";
import { site } from "~/config/site";
import { disciplines } from "~/content/disciplines";
import { blogFeedXml, careersFeedXml } from "./feeds";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";
import { escapeXml, rfc822 } from "./xml";
import { isOpen } from "~/content/collections/vacancies";
import { policies, posts, openVacancies, vacancies } from "~/content/entries";

const on = "2026-11-01";

const allPages = pagePaths();
const aliases = redirectList().map(({ from }) => from);
const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");
const wellFormed = (xml: string) => parse(xml).getElementsByTagName("parsererror").length === 0;
const texts = (xml: string, tag: string) =>
  Array.from(parse(xml).getElementsByTagName(tag), (node) => node.textContent ?? "");

const open = openVacancies(on);
const sitemap = sitemapXml(sitemapEntries({ openVacancies: open, posts, disciplines, policies }));
const sitemapPaths = texts(sitemap, "loc").map((loc) => new URL(loc).pathname);

describe("sitemap.xml", () => {
  it("is well-formed XML", () => {
    expect(wellFormed(sitemap)).toBe(true);
  });
  it("lists only known pages on the site's origin", () => {
    const known = new Set(allPages);
    for (const loc of texts(sitemap, "loc")) expect(loc.startsWith(site.origin)).toBe(true);
    for (const path of sitemapPaths) expect(known.has(path), path).toBe(true);
  });
  it("lists every canonical page: no aliases, no Not Found pages, no closed roles", () => {
    const closed = vacancies.filter((v) => !isOpen(v, on)).map((v) => `/careers/${v.slug}`);
    expect(closed.length).toBeGreaterThan(0);
    const excluded = new Set([...aliases, ...notFoundPaths, ...closed]);
    expect(sitemapPaths.sort()).toEqual(allPages.filter((path) => !excluded.has(path)).sort());
  });
  it("dates vacancies and posts by their last change, policies by their update, the lists by their latest", () => {
    const entry = (path: string) =>
      sitemapEntries({ openVacancies: open, posts, disciplines, policies }).find((e) => e.path === path);
    expect(entry(`/careers/${open[0]!.slug}`)?.lastmod).toBe(open[0]!.modified);
    expect(entry(`/blogs/${posts[0]!.slug}`)?.lastmod).toBe(posts[0]!.modified);
    expect(entry(`/policies/${policies[0]!.slug}`)?.lastmod).toBe(policies[0]!.updated);
    const latest = (dates: string[]) => Math.max(...dates.map((date) => Date.parse(date)));
    expect(Date.parse(entry("/careers")!.lastmod!)).toBe(latest(open.map((v) => v.modified)));
    expect(Date.parse(entry("/blogs")!.lastmod!)).toBe(latest(posts.map((p) => p.modified)));
  });
  it("writes each lastmod as a W3C date-time with the company's offset", () => {
    for (const lastmod of texts(sitemap, "lastmod"))
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/);
  });
});

describe("robots.txt", () => {
  it("allows everything and names the sitemap by absolute URL", () => {
    expect(robotsTxt("/sitemap.xml")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  });
});

describe("the news RSS feed", () => {
  const feed = blogFeedXml(posts);
  it("is well-formed RSS 2.0 with one item per post", () => {
    expect(wellFormed(feed)).toBe(true);
    expect(parse(feed).documentElement.getAttribute("version")).toBe("2.0");
    expect(texts(feed, "item")).toHaveLength(posts.length);
  });
  it("lists posts newest first with absolute links and RFC 822 dates", () => {
    const dates = texts(feed, "pubDate").map((date) => Date.parse(date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const link of texts(feed, "link")) expect(link.startsWith(site.origin)).toBe(true);
    expect(rfc822("2026-09-14")).toBe("Mon, 14 Sep 2026 00:00:00 GMT");
  });
  it("escapes markup in titles", () => {
    const hostile = blogFeedXml([{ ...posts[0]!, title: `Fish & chips <script>alert("x")</script>` }]);
    expect(wellFormed(hostile)).toBe(true);
    expect(texts(hostile, "title")).toContain(`Fish & chips <script>alert("x")</script>`);
  });
});

describe("the careers Atom feed", () => {
  const feed = careersFeedXml(open, on);
  it("is well-formed Atom with one entry per open vacancy only", () => {
    expect(wellFormed(feed)).toBe(true);
    expect(parse(feed).documentElement.namespaceURI).toBe("http://www.w3.org/2005/Atom");
    expect(texts(feed, "title").slice(1).sort()).toEqual(open.map((v) => v.position).sort());
  });
  it("carries each description as escaped HTML", () => {
    expect(texts(feed, "content")[0]).toContain("<h2>");
  });
  it("updates an entry when its role last changed, and the feed with the latest of them", () => {
    const entries = Array.from(parse(feed).getElementsByTagName("entry"));
    for (const entry of entries) {
      const url = entry.getElementsByTagName("id")[0]!.textContent!;
      const vacancy = open.find((v) => url.endsWith(`/careers/${v.slug}`))!;
      const [published = "", updated = ""] = ["published", "updated"].map(
        (tag) => entry.getElementsByTagName(tag)[0]!.textContent!,
      );
      expect(updated).toBe(vacancy.modified);
      expect(published).toBe(`${vacancy.datePosted}T00:00:00+05:30`);
      expect(Date.parse(updated)).toBeGreaterThanOrEqual(Date.parse(published));
    }
    const feedUpdated = parse(feed).documentElement.getElementsByTagName("updated")[0]!.textContent!;
    expect(Date.parse(feedUpdated)).toBe(Math.max(...open.map((v) => Date.parse(v.modified))));
  });
  it("shows an edited role as updated after it was posted", () => {
    const edited = { ...open[0]!, modified: "2026-11-20T09:30:00+05:30" };
    expect(careersFeedXml([edited], on)).toContain("<updated>2026-11-20T09:30:00+05:30</updated>");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials and drops characters XML forbids", () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\ud800`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
    );
  });
});
