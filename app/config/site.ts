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
  contact: {
    supportEmail: "hello@miselabs.example",
    careersEmail: "careers@miselabs.example",
    phone: "+94 11 234 5678",
    fax: "+94 11 234 5679",
    address: "Level 9, 100 Galle Road, Colombo 03, Sri Lanka",
    addressLocality: "Colombo",
    addressCountry: "LK",
  },
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
  ],
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
