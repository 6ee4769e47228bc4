import type { MetaDescriptor } from "react-router";
import { absoluteUrl, paths } from "~/config/paths";
import { offices, site } from "~/config/site";
import { clip } from "./format";

/** One step of a breadcrumb: the last one (the current page) has no link. */
export type Crumb = { label: string; to?: string };

/**
 * What a page route puts in its `handle` to have a breadcrumb: its own label, or the trail below Home when it
 * sits under another page; fixed, or read from its loader data. The header (useMatches) and the
 * BreadcrumbList data (meta's `matches`) both read it.
 */
export type BreadcrumbHandle<Data = never> = { breadcrumb: Trail | ((data: Data) => Trail) };
type Trail = string | Crumb[];

/** Route matches as useMatches() and meta's `matches` give them. */
export type Matches = readonly ({ handle?: unknown; loaderData?: unknown } | undefined)[];

/** The page's breadcrumb from Home, read from the deepest match's handle; none when the page declares none. */
export function breadcrumbTrail(matches: Matches): Crumb[] | undefined {
  const page = matches.at(-1);
  const declared = (page?.handle as BreadcrumbHandle<unknown> | undefined)?.breadcrumb;
  if (declared === undefined) return undefined;
  const trail = typeof declared === "function" ? declared(page?.loaderData) : declared;
  return [{ label: "Home", to: paths.home() }, ...(typeof trail === "string" ? [{ label: trail }] : trail)];
}

/** The logo search engines show beside results; the same file the JobPosting data names. */
export const logoPath = "/icon-512.png";

/** A route's structured data as a head tag: React Router writes an escaped ld+json script. */
export function jsonLdMeta(data: object): MetaDescriptor {
  return { "script:ld+json": data };
}

/** schema.org Organization (home and about): name, address, contact points, logo and social profiles. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(paths.home())}#organization`,
    name: site.name,
    description: site.description,
    url: absoluteUrl(paths.home()),
    logo: absoluteUrl(logoPath),
    foundingDate: String(site.foundedYear),
    email: site.contact.supportEmail,
    telephone: site.contact.phone,
    sameAs: site.social.map((link) => link.href),
    parentOrganization: { "@type": "Organization", name: site.parent.name, url: site.parent.website },
    address: { "@type": "PostalAddress", ...offices[0] },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: site.contact.supportEmail,
        telephone: site.contact.phone,
        availableLanguage: "en",
      },
      {
        "@type": "ContactPoint",
        contactType: "recruitment",
        email: site.contact.careersEmail,
        availableLanguage: "en",
      },
    ],
  };
}

/** schema.org BreadcrumbList from a page's breadcrumb; the unlinked last item is `currentPath`. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], currentPath: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.to ?? currentPath),
    })),
  };
}

/**
 * What the article data needs of a post (app/content/collections/posts.ts; lib sits below content), its dates
 * as full date-times with the company's offset, worked out by the loader so no time zone code reaches the browser.
 */
type ArticlePost = Record<"slug" | "title" | "description" | "category" | "published" | "modified", string>;

/**
 * schema.org NewsArticle for a post: headline, dates, author and publisher with logo, and the post's own
 * picture in the shapes search engines ask for (`images`: 1:1, 4:3 and 16:9, from the image pipeline).
 */
export function newsArticleJsonLd(post: ArticlePost, images: readonly string[]) {
  const url = absoluteUrl(paths.blog(post.slug));
  const organization = { "@type": "Organization", name: site.name, url: absoluteUrl(paths.home()) };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: clip(post.title, 110),
    description: post.description,
    articleSection: post.category,
    image: images.map((image) => absoluteUrl(image)),
    datePublished: post.published,
    dateModified: post.modified,
    author: [organization],
    publisher: { ...organization, logo: { "@type": "ImageObject", url: absoluteUrl(logoPath) } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    inLanguage: "en",
  };
}
