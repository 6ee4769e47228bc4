import { describe, expect, it } from "vitest";
import { offices, site } from "~/config/site";
import { breadcrumbJsonLd, breadcrumbTrail, jsonLdMeta, newsArticleJsonLd, organizationJsonLd } from "./json-ld";

const isAbsolute = (url: unknown) => typeof url === "string" && url.startsWith(`${site.origin}/`);

describe("organizationJsonLd", () => {
  const org = organizationJsonLd();
  it("has the properties Google reads for an organisation", () => {
    expect(org).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: site.name });
    expect(isAbsolute(org.url)).toBe(true);
    expect(isAbsolute(org.logo)).toBe(true);
  });
  it("lists the social profiles, a contact point and the postal address", () => {
    expect(org.sameAs).toEqual(site.social.map((link) => link.href));
    expect(org.contactPoint[0]).toMatchObject({ "@type": "ContactPoint", email: site.contact.supportEmail });
    expect(org.address).toEqual({ "@type": "PostalAddress", ...offices[0] });
  });
});

describe("breadcrumbJsonLd", () => {
  const list = breadcrumbJsonLd(
    [{ label: "Home", to: "/" }, { label: "News & Events", to: "/blogs" }, { label: "A post" }],
    "/blogs/a-post",
  );
  it("numbers every item from 1 with a name and an absolute URL", () => {
    expect(list["@type"]).toBe("BreadcrumbList");
    list.itemListElement.forEach((item, i) => {
      expect(item).toMatchObject({ "@type": "ListItem", position: i + 1 });
      expect(item.name).toBeTruthy();
      expect(isAbsolute(item.item)).toBe(true);
    });
  });
  it("gives the unlinked current page its own address", () => {
    expect(list.itemListElement.at(-1)?.item).toBe(`${site.origin}/blogs/a-post`);
  });
});

describe("breadcrumbTrail", () => {
  const layout = { handle: { headerOverImage: true }, loaderData: undefined };
  it("puts Home before the label the page's route declares", () => {
    expect(breadcrumbTrail([layout, { handle: { breadcrumb: "About" } }])).toEqual([
      { label: "Home", to: "/" },
      { label: "About" },
    ]);
  });
  it("reads a dynamic page's trail from its loader data, under the page it sits in", () => {
    const handle = {
      breadcrumb: (data: { post: { title: string } }) => [
        { label: "News & Events", to: "/blogs" },
        { label: data.post.title },
      ],
    };
    expect(breadcrumbTrail([layout, { handle, loaderData: { post: { title: "A post" } } }])).toEqual([
      { label: "Home", to: "/" },
      { label: "News & Events", to: "/blogs" },
      { label: "A post" },
    ]);
  });
  it("reads the deepest match only, and gives none when that page declares none", () => {
    expect(
      breadcrumbTrail([{ handle: { breadcrumb: "Layout" } }, { handle: { headerOverImage: true } }]),
    ).toBeUndefined();
    expect(breadcrumbTrail([])).toBeUndefined();
  });
});

describe("newsArticleJsonLd", () => {
  const post = {
    slug: "a-post",
    title: "A post about mangroves",
    description: "Students planted mangroves on the lagoon shore this year.",
    category: "Environment" as const,
    published: "2026-09-14T00:00:00+05:30",
    modified: "2026-10-01T09:12:00+05:30",
  };
  const crops = ["/images/a-1x1.webp", "/images/a-4x3.webp", "/images/a-16x9.webp"];
  const article = newsArticleJsonLd(post, crops);
  it("has Google's article properties: headline, image, dates, author and publisher", () => {
    expect(article).toMatchObject({
      "@type": "NewsArticle",
      headline: post.title,
      datePublished: post.published,
      dateModified: post.modified,
    });
    expect(article.image).toEqual(crops.map((path) => `${site.origin}${path}`));
    expect(article.author[0]).toMatchObject({ "@type": "Organization", name: site.name });
    expect(article.publisher.logo["@type"]).toBe("ImageObject");
    expect(isAbsolute(article.publisher.logo.url)).toBe(true);
    expect(article.mainEntityOfPage["@id"]).toBe(`${site.origin}/blogs/a-post`);
  });
  it("keeps the headline within 110 characters", () => {
    expect(newsArticleJsonLd({ ...post, title: "x".repeat(200) }, crops).headline.length).toBeLessThanOrEqual(110);
  });
});

describe("jsonLdMeta", () => {
  it("wraps data as a React Router ld+json meta descriptor", () => {
    expect(jsonLdMeta({ a: 1 })).toEqual({ "script:ld+json": { a: 1 } });
  });
});
