import type { Location, MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/config/paths";
import { site } from "~/config/site";
import { breadcrumbJsonLd, breadcrumbTrail, jsonLdMeta, type BreadcrumbHandle, type Matches } from "./json-ld";

export type SeoInput = {
  title: string;
  description: string;
  /** Social card image path; the site-wide card by default. */
  image?: string;
  type?: "website" | "article";
  /** Keep the page out of search engines (the Not Found pages, a closed role): no canonical address either. */
  noindex?: boolean;
  /** Further structured data (Organization, NewsArticle, JobPosting). */
  jsonLd?: readonly object[];
};

/** What pageMeta reads of a route's meta arguments: the address, and the matches for the breadcrumb. */
export type PageMetaArgs = {
  location: Pick<Location, "pathname">;
  matches: Matches;
};

/** A route with a page header from content: its breadcrumb is the page's own label under Home. */
export const pageBreadcrumb: BreadcrumbHandle<{ page: { breadcrumb: string } }> = {
  breadcrumb: ({ page }) => page.breadcrumb,
};

export const defaultSocialImage = "/social-card.png";
/** Search engines cut titles beyond this; the company suffix is dropped rather than the page's name. */
export const maxTitleLength = 70;

/** "{page} | {company}", except where the page title already leads with the company name or would run long. */
export function pageTitle(title: string): string {
  if (title.startsWith(site.name)) return title;
  const full = `${title} | ${site.name}`;
  return full.length <= maxTitleLength ? full : title;
}

/**
 * One set of head tags for every route: title, description, canonical, Open Graph, Twitter card, JSON-LD. The
 * canonical URL is the page's own address; the BreadcrumbList is the breadcrumb the route declares in `handle`.
 */
export function pageMeta(
  { location, matches }: PageMetaArgs,
  { title, description, image = defaultSocialImage, type = "website", noindex, jsonLd = [] }: SeoInput,
): MetaDescriptor[] {
  const path = location.pathname.replace(/(.)\/+$/, "$1");
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  const crumbs = noindex ? undefined : breadcrumbTrail(matches);
  const structured = crumbs ? [breadcrumbJsonLd(crumbs, path), ...jsonLd] : jsonLd;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    // A canonical on a noindex page would name an address to index while asking not to index it.
    ...(noindex ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: site.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...structured.map(jsonLdMeta),
  ];
}
