import type { MetaDescriptor } from "react-router";
import { absoluteUrl, paths } from "~/config/paths";
import { site } from "~/config/site";

/** A breadcrumb item as the pages pass it to <Breadcrumb>: the last one (the current page) has no link. */
export type JsonLdCrumb = { label: string; to?: string };

/** The logo search engines show beside results; the same file the JobPosting data names. */
export const logoPath = "/icon-512.png";

/** A route's structured data as a head tag: React Router writes an escaped ld+json script. */
export function jsonLdMeta(data: object): MetaDescriptor {
  return { "script:ld+json": data };
}

function streetAddress(): string {
  const { address, addressLocality } = site.contact;
  const end = address.indexOf(addressLocality);
  return end > 0 ? address.slice(0, end).replace(/[,\s]+$/, "") : address;
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
    sameAs: site.social.map((link) => link.href),
    parentOrganization: { "@type": "Organization", name: site.parent.name, url: site.parent.website },
    address: {
      "@type": "PostalAddress",
      streetAddress: streetAddress(),
      addressLocality: site.contact.addressLocality,
      addressCountry: site.contact.addressCountry,
    },
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
export function breadcrumbJsonLd(crumbs: readonly JsonLdCrumb[], currentPath: string) {
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

/** The breadcrumb most pages show: Home, then the page itself. */
export function pageCrumbs(label: string): JsonLdCrumb[] {
  return [{ label: "Home", to: paths.home() }, { label }];
}

/** What the article data needs of a post (app/content/collections/posts.ts); lib sits below content. */
type ArticlePost = Record<"slug" | "title" | "description" | "date" | "category", string> & { updated?: string };

/** schema.org NewsArticle for a post: headline, dates, image, author and publisher with logo. */
export function newsArticleJsonLd(post: ArticlePost, image: string) {
  const url = absoluteUrl(paths.blog(post.slug));
  const organization = { "@type": "Organization", name: site.name, url: absoluteUrl(paths.home()) };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: post.description,
    articleSection: post.category,
    image: [absoluteUrl(image)],
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: [organization],
    publisher: { ...organization, logo: { "@type": "ImageObject", url: absoluteUrl(logoPath) } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    inLanguage: "en",
  };
}
