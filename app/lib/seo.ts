import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/config/paths";
import { site } from "~/config/site";

export type SeoInput = {
  title: string;
  description: string;
  /** Canonical path on the site's origin, e.g. "/careers". */
  path: string;
  /** Social card image path; the site-wide card by default. */
  image?: string;
  type?: "website" | "article";
  /** Keep the page out of search engines (the Not Found page). */
  noindex?: boolean;
};

export const defaultSocialImage = "/social-card.png";

/** "{page} | {company}", except where the page title already leads with the company name. */
export function pageTitle(title: string): string {
  return title.startsWith(site.name) ? title : `${title} | ${site.name}`;
}

/** One set of head tags for every route: title, description, canonical, Open Graph and Twitter card. */
export function seo({
  title,
  description,
  path,
  image = defaultSocialImage,
  type = "website",
  noindex,
}: SeoInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
