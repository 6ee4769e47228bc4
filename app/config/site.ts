import brand from "../content/brand.json" with { type: "json" };

/**
 * The company's public facts an editor changes (contact details, offices, social profiles) live in
 * app/content/brand.json, the content editor's "Brand facts"; the build checks them against their schema
 * (app/content/brand.ts) before it writes a page.
 */
type Office = {
  streetAddress: string;
  addressLocality: string;
  addressRegion?: string;
  postalCode: string;
  addressCountry: string;
};

/**
 * The company's offices as postal addresses (schema.org PostalAddress), the head office first: the footer shows
 * its address, the Organization data gives it in parts. A vacancy's structured data takes the full address of
 * the office in its city.
 */
export const offices: readonly Office[] = brand.offices;

/** The brand's facts as app/content/brand.json holds them, as far as the pages show them. */
type BrandFacts = {
  contact: { supportEmail: string; careersEmail: string; phone: string; fax: string };
  offices: readonly Office[];
};

/** The ways to reach the company the pages show (footer, contact page): the contact details and the head office. */
export function contactOf(facts: BrandFacts) {
  const headOffice = facts.offices[0] as Office | undefined;
  const address = headOffice
    ? `${headOffice.streetAddress}, ${headOffice.addressLocality} ${headOffice.postalCode}, Sri Lanka`
    : "";
  return { ...facts.contact, address };
}

export type SiteContact = ReturnType<typeof contactOf>;
export type SocialProfile = { name: string; href: string };

/**
 * The brand: every company fact the site shows comes from here.
 * Changing the company is a one-file edit (a test proves no other file hard-codes the name or slug).
 */
export const site = {
  name: "Mise Labs",
  slug: "mise-labs",
  tagline: "The software and technology arm of Mise Foodservice",
  description:
    "Mise Labs builds the software behind one of the world's largest foodservice distributors: ordering, logistics, data and AI for the kitchens that feed millions.",
  origin: "https://www.miselabs.example",
  parent: {
    name: "Mise Foodservice",
    website: "https://www.mise-foodservice.example",
    websiteLabel: "mise-foodservice.example",
  },
  contact: contactOf(brand),
  /**
   * The company's own profile on each network: the footer links them and the Organization data lists them
   * (`sameAs`). PLACEHOLDERS: replace each with the real profile's address before launch.
   */
  social: brand.social as readonly SocialProfile[],
  themeColor: "#0b3d2e",
  foundedYear: 2016,
} as const;

export type Site = typeof site;

/**
 * The company's time zone (IANA), where its calendar days begin and end: a vacancy closes at the end of its
 * closing date here, wherever the visitor is. Apart from `site` so pages' scripts do not carry it.
 */
export const siteTimeZone = "Asia/Colombo";

/** Year the site was built, for the copyright line. */
export const buildYear = new Date().getFullYear();

/** The footer's id: the document's render-blocking `<link rel="expect">` (root.tsx) waits for it to be parsed. */
export const footerId = "site-footer";
