import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { defaultSocialImage, maxTitleLength, pageTitle, seo } from "./seo";

const find = (tags: ReturnType<typeof seo>, key: string, value: string) =>
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

describe("seo", () => {
  const tags = seo({ title: "Careers", description: "Open roles at the company.", path: "/careers" });
  it("writes the title, description and an absolute canonical URL", () => {
    expect(tags[0]).toEqual({ title: `Careers | ${site.name}` });
    expect(find(tags, "name", "description")?.content).toBe("Open roles at the company.");
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.origin}/careers`);
  });
  it("writes Open Graph and Twitter tags with the default social card", () => {
    expect(find(tags, "property", "og:title")?.content).toBe(`Careers | ${site.name}`);
    expect(find(tags, "property", "og:image")?.content).toBe(`${site.origin}${defaultSocialImage}`);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });
  it("adds the breadcrumb and further structured data", () => {
    const withData = seo({
      title: "About us",
      description: "About the company.",
      path: "/about",
      crumbs: [{ label: "Home", to: "/" }, { label: "About" }],
      jsonLd: [{ "@type": "Organization" }],
    });
    const types = withData
      .map((tag) => (tag as { "script:ld+json"?: { "@type": string } })["script:ld+json"]?.["@type"])
      .filter(Boolean);
    expect(types).toEqual(["BreadcrumbList", "Organization"]);
  });
  it("keeps a noindex page out of search engines and out of breadcrumbs", () => {
    const hidden = seo({
      title: "Not found",
      description: "Nothing here.",
      path: "/404",
      noindex: true,
      crumbs: [{ label: "Home", to: "/" }],
    });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
    expect(hidden.some((tag) => "script:ld+json" in tag)).toBe(false);
  });
});
