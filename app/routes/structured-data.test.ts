// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { MetaDescriptor } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { isOpen } from "~/content/collections/vacancies";
import { openVacancies, posts, vacancies } from "~/content/entries";
import { disciplines } from "~/content/disciplines";
import { searchDocuments } from "~/features/search/search-documents";
import { organizationJsonLd } from "~/lib/json-ld";
import * as blogRoute from "./blog";
import * as careerRoute from "./career";
import * as careersRoute from "./careers";
import * as disciplineRoute from "./discipline";
import * as blogFeed from "./resources/blog-feed";
import * as careersFeed from "./resources/careers-feed";
import * as sitemap from "./resources/sitemap";
import * as vacanciesJson from "./resources/vacancies-json";

/**
 * The properties search engines document for each structured-data type the site writes (Google Search
 * Central's pages for job postings, articles, organisations and breadcrumbs). Every required one must be
 * there; every recommended one too, unless `gaps` says why the content cannot give it yet. Paths reach
 * into nested objects ("jobLocation.address.postalCode"); a list's every item must have the rest of the path.
 */
type Documented = { required: string[]; recommended: string[]; gaps?: Record<string, string> };

const documented = {
  // A posting without these is not shown in job search at all.
  JobPosting: {
    required: ["datePosted", "description", "hiringOrganization.name", "jobLocation.address", "title"],
    // Ranked and shown better with them: who hires, where exactly, how long, how to apply, the pay.
    recommended: [
      "hiringOrganization.sameAs",
      "hiringOrganization.logo",
      "jobLocation.address.streetAddress",
      "jobLocation.address.addressLocality",
      "jobLocation.address.addressRegion",
      "jobLocation.address.postalCode",
      "jobLocation.address.addressCountry",
      "employmentType",
      "identifier.name",
      "identifier.value",
      "directApply",
      "baseSalary",
    ],
    gaps: { baseSalary: "only a role with a pay range (`salary`) has one; checked below" },
  },
  // No article property is required; these make the result show its picture, dates and author.
  NewsArticle: {
    required: [],
    recommended: ["author.name", "author.url", "dateModified", "datePublished", "headline", "image"],
  },
  // No organisation property is required; these feed the knowledge panel and the logo beside results.
  Organization: {
    required: [],
    recommended: [
      "name",
      "url",
      "logo",
      "description",
      "email",
      "telephone",
      "foundingDate",
      "sameAs",
      "contactPoint",
      "address.streetAddress",
      "address.addressLocality",
      "address.addressRegion",
      "address.postalCode",
      "address.addressCountry",
      "legalName",
      "taxID",
      "vatID",
      "duns",
      "leiCode",
      "naics",
      "numberOfEmployees",
    ],
    gaps: Object.fromEntries(
      ["legalName", "taxID", "vatID", "duns", "leiCode", "naics", "numberOfEmployees"].map((name) => [
        name,
        "a registration fact the brand config does not hold; add it to app/config/site.ts when it is known",
      ]),
    ),
  },
  // A breadcrumb needs every step's name, position and address.
  BreadcrumbList: {
    required: ["itemListElement.name", "itemListElement.position", "itemListElement.item"],
    recommended: [],
  },
} satisfies Record<string, Documented>;

/** The values at `path` in `data`, through lists; empty when a step is missing. */
function valuesAt(data: unknown, path: string[]): unknown[] {
  if (Array.isArray(data)) return data.length === 0 ? [] : data.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) return data === undefined || data === null || data === "" ? [] : [data];
  if (typeof data !== "object" || data === null) return [];
  return valuesAt((data as Record<string, unknown>)[path[0]!], path.slice(1));
}

/** Every property `type` must have that `data` lacks. */
function missing(type: keyof typeof documented, data: object): string[] {
  const { required, recommended, gaps = {} } = documented[type] as Documented;
  return [...required, ...recommended.filter((name) => !(name in gaps))].filter(
    (name) => valuesAt(data, name.split(".")).length === 0,
  );
}

const jsonLdOf = (tags: MetaDescriptor[], type: string) =>
  tags
    .flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []))
    .find((data) => data["@type"] === type);

/** A route's head as the prerender writes it: its loader's data through its meta function. */
function headOf<Data>(
  route: { meta: (args: never) => MetaDescriptor[] },
  pathname: string,
  loaderData: Data,
  handle: unknown,
) {
  const matches = [
    { id: "layout", handle: {} },
    { id: "page", handle, loaderData },
  ];
  return route.meta({ loaderData, location: { pathname }, matches, params: {} } as never);
}

const careerHead = (slug: string) => {
  const loaderData = careerRoute.loader({ params: { slug } } as never);
  return { loaderData, tags: headOf(careerRoute, `/careers/${slug}`, loaderData, careerRoute.handle) };
};
const blogHead = (slug: string) => {
  const loaderData = blogRoute.loader({ params: { slug } } as never);
  return { loaderData, tags: headOf(blogRoute, `/blogs/${slug}`, loaderData, blogRoute.handle) };
};

/** An RFC 3339 date-time with its offset, which search engines read as an instant rather than a guessed day. */
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

const open = openVacancies();
const closed = vacancies.filter((vacancy) => !isOpen(vacancy));

describe("JobPosting", () => {
  it.each(open.map((v) => v.slug))("%s has every documented property", (slug) => {
    const posting = jsonLdOf(careerHead(slug).tags, "JobPosting");
    expect(posting, slug).toBeDefined();
    expect(missing("JobPosting", posting!)).toEqual([]);
  });

  it("ends each role with a closing date at validThrough, as a date-time with the company's offset", () => {
    for (const vacancy of open.filter((v) => v.closingDate)) {
      const posting = jsonLdOf(careerHead(vacancy.slug).tags, "JobPosting")!;
      expect(posting.validThrough, vacancy.slug).toMatch(new RegExp(`^${vacancy.closingDate}T23:59:59[+-]`));
    }
  });

  it("gives every role with a pay range its baseSalary, in the range's currency", () => {
    const paid = open.filter((v) => v.salary);
    expect(paid.length).toBeGreaterThan(0);
    for (const vacancy of paid) {
      const posting = jsonLdOf(careerHead(vacancy.slug).tags, "JobPosting")!;
      expect(valuesAt(posting, ["baseSalary", "currency"]), vacancy.slug).toEqual([vacancy.salary!.currency]);
    }
  });

  it("marks a remote role as telecommute, with the country applicants must be in", () => {
    const remote = open.filter((v) => v.workplaceType === "remote");
    expect(remote.length).toBeGreaterThan(0);
    for (const vacancy of remote) {
      const posting = jsonLdOf(careerHead(vacancy.slug).tags, "JobPosting")!;
      expect(posting.jobLocationType).toBe("TELECOMMUTE");
      expect(valuesAt(posting, ["applicantLocationRequirements", "name"])).toEqual([
        ...new Set(vacancy.locations.map((place) => place.country)),
      ]);
    }
  });
});

describe("a closed role", () => {
  it("exists among the content, so the checks below check something", () => {
    expect(closed.length).toBeGreaterThan(0);
  });

  it.each(closed.map((v) => v.slug))("%s's page is noindex, with no canonical address and no JobPosting", (slug) => {
    const { tags } = careerHead(slug);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
    expect(jsonLdOf(tags, "JobPosting")).toBeUndefined();
  });

  it("is in no list: careers, disciplines, similar roles, search, sitemap, feeds or vacancies.json", async () => {
    const lists = [
      JSON.stringify(careersRoute.loader()),
      ...disciplines.map((d) => JSON.stringify(disciplineRoute.loader({ params: { id: d.id } } as never))),
      ...open.map((v) => JSON.stringify(careerHead(v.slug).loaderData.similar)),
      JSON.stringify(searchDocuments()),
      await sitemap.loader().text(),
      await careersFeed.loader().text(),
      await vacanciesJson.loader().text(),
    ];
    for (const vacancy of closed)
      for (const list of lists)
        expect(list.includes(`/careers/${vacancy.slug}`) || list.includes(`"${vacancy.slug}"`)).toBe(false);
  });
});

describe("NewsArticle", () => {
  it.each(posts.map((p) => p.slug))("%s has every documented property and full date-times", (slug) => {
    const article = jsonLdOf(blogHead(slug).tags, "NewsArticle");
    expect(article, slug).toBeDefined();
    expect(missing("NewsArticle", article!)).toEqual([]);
    expect(article!.datePublished).toMatch(dateTime);
    expect(article!.dateModified).toMatch(dateTime);
    expect(Date.parse(article!.dateModified as string)).toBeGreaterThanOrEqual(
      Date.parse(article!.datePublished as string),
    );
  });

  it.each(posts.map((p) => p.slug))(
    "%s names its own picture at 1:1, 4:3 and 16:9, each at least 1200 px wide",
    async (slug) => {
      const images = jsonLdOf(blogHead(slug).tags, "NewsArticle")!.image as string[];
      const post = posts.find((p) => p.slug === slug)!;
      const shapes = [];
      for (const url of images) {
        expect(url.startsWith(`${site.origin}/images/generated/${post.image}-`), url).toBe(true);
        const file = join(process.cwd(), "public", new URL(url).pathname);
        expect(existsSync(file), file).toBe(true);
        const { width = 0, height = 0 } = await sharp(file).metadata();
        expect(width, url).toBeGreaterThanOrEqual(1200);
        shapes.push(Math.round((width / height) * 1000) / 1000);
      }
      expect(shapes).toEqual([1, 1.333, 1.778]);
    },
  );

  it("has a feed whose every item is a post", async () => {
    const feed = await blogFeed.loader().text();
    expect(feed.match(/<item>/g)).toHaveLength(posts.length);
  });
});

describe("Organization", () => {
  const organization = organizationJsonLd();
  it("has every documented property the brand config can give", () => {
    expect(missing("Organization", organization)).toEqual([]);
  });

  it("lists the company's own profiles, not the networks' home pages", () => {
    expect(organization.sameAs.length).toBeGreaterThan(0);
    for (const profile of organization.sameAs) {
      const url = new URL(profile);
      expect(url.protocol, profile).toBe("https:");
      expect(url.pathname.replace(/\/$/, ""), profile).not.toBe("");
    }
  });
});

describe("BreadcrumbList", () => {
  it("has every documented property on a role's and a post's page", () => {
    for (const tags of [careerHead(open[0]!.slug).tags, blogHead(posts[0]!.slug).tags]) {
      const breadcrumb = jsonLdOf(tags, "BreadcrumbList");
      expect(breadcrumb).toBeDefined();
      expect(missing("BreadcrumbList", breadcrumb!)).toEqual([]);
    }
  });
});
