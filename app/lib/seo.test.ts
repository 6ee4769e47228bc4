import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { defaultSocialImage, maxTitleLength, pageBreadcrumb, pageMeta, pageTitle } from "./seo";

const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

describe("pageTitle", () => {
  it("appends the company name", () => {
    expect(pageTitle("Careers")).toBe(`Careers | ${site.name}`);
  });
  it("leaves a title that leads with the company name alone", () => {
    expect(pageTitle(`${site.name} Academy`)).toBe(`${site.name} Academy`);
  });
  it("drops the suffix rather than run past the length search engines show", () => {
    const long = "x".repeat(maxTitleLength - 5);
    expect(pageTitle(long)).toBe(long);
  });
});

const at = (pathname: string, handle?: unknown, loaderData?: unknown) => ({
  location: { pathname },
  matches: [
    { handle: undefined, loaderData: undefined },
    { handle, loaderData },
  ],
});
const structuredTypes = (tags: ReturnType<typeof pageMeta>) =>
  tags.map((tag) => (tag as { "script:ld+json"?: { "@type": string } })["script:ld+json"]?.["@type"]).filter(Boolean);

describe("pageMeta", () => {
  const tags = pageMeta(at("/careers"), { title: "Careers", description: "Open roles at the company." });
  it("writes the title, description and the page's own address as its absolute canonical URL", () => {
    expect(tags[0]).toEqual({ title: `Careers | ${site.name}` });
    expect(find(tags, "name", "description")?.content).toBe("Open roles at the company.");
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.origin}/careers`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.origin}/careers`);
  });
  it("drops a trailing slash from the canonical URL, but not the home page's", () => {
    expect(find(pageMeta(at("/careers/"), { title: "C", description: "D" }), "rel", "canonical")?.href).toBe(
      `${site.origin}/careers`,
    );
    expect(find(pageMeta(at("/"), { title: "H", description: "D" }), "rel", "canonical")?.href).toBe(`${site.origin}/`);
  });
  it("writes Open Graph and Twitter tags with the default social card", () => {
    expect(find(tags, "property", "og:title")?.content).toBe(`Careers | ${site.name}`);
    expect(find(tags, "property", "og:image")?.content).toBe(`${site.origin}${defaultSocialImage}`);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });
  it("writes the breadcrumb the route declares, then further structured data", () => {
    const withData = pageMeta(at("/about", pageBreadcrumb, { page: { breadcrumb: "About" } }), {
      title: "About us",
      description: "About the company.",
      jsonLd: [{ "@type": "Organization" }],
    });
    expect(structuredTypes(withData)).toEqual(["BreadcrumbList", "Organization"]);
    const list = (
      withData.find((tag) => "script:ld+json" in tag) as { "script:ld+json": { itemListElement: unknown } }
    )["script:ld+json"];
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.origin}/` },
      { "@type": "ListItem", position: 2, name: "About", item: `${site.origin}/about` },
    ]);
  });
  it("writes no breadcrumb data for a route that declares no breadcrumb", () => {
    expect(structuredTypes(tags)).toEqual([]);
  });
  it("keeps a noindex page out of search engines, without a canonical address or breadcrumbs", () => {
    const hidden = pageMeta(at("/404", { breadcrumb: "Not found" }), {
      title: "Not found",
      description: "Nothing here.",
      noindex: true,
    });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
    expect(find(hidden, "rel", "canonical")).toBeUndefined();
    expect(hidden.some((tag) => "script:ld+json" in tag)).toBe(false);
  });
});
