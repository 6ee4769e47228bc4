import { paths } from "./paths.ts";
import { site } from "./site.ts";

export type FooterLink = { label: string; href: string };
export type FooterColumn = { id: string; title: string; links: FooterLink[] };

/** The footer's link columns, pointing at real pages only (no "#" or placeholder links). */
export const footerColumns: FooterColumn[] = [
  {
    id: "quick-links",
    title: "Quick Links",
    links: [
      { label: "Home", href: paths.home() },
      { label: "Careers", href: paths.careers() },
      { label: "News & Events", href: paths.blogs() },
      { label: "Vacancy alerts", href: paths.vacancyAlerts() },
      { label: "Contact", href: paths.contact() },
      { label: "Search", href: paths.search() },
    ],
  },
  {
    id: "about-us",
    title: "About Us",
    links: [
      { label: "About", href: paths.about() },
      { label: "Sustainability", href: paths.sustainability() },
      { label: "Awards", href: paths.awards() },
      { label: "History", href: paths.history() },
      { label: `Life at ${site.name}`, href: paths.lifeAt() },
      { label: "Academy", href: paths.academy() },
      { label: "Food Service", href: paths.foodServices() },
    ],
  },
  {
    id: "technology",
    title: "Technology",
    links: [
      { label: "Technology", href: paths.technology() },
      { label: "Tech stack", href: paths.technology("tech-stack") },
      { label: "R&D and AI/ML", href: paths.technology("rd-ai-ml") },
      { label: "Disciplines", href: paths.disciplines() },
      { label: "UI/UX", href: paths.discipline("design") },
      { label: "Accessibility statement", href: paths.accessibility() },
    ],
  },
];

/**
 * The policy ribbon, in the footer's order. A static list rather than the policies collection so the
 * footer, which is on every page, does not pull Markdown parsing into the client bundle; a unit test
 * keeps it in step with app/content/policies/.
 */
export const footerPolicies = [
  { slug: "business-continuity-management-system-policy", title: "Business Continuity Management System Policy" },
  { slug: "integrated-management-system-policy", title: "Integrated Management System Policy" },
  { slug: "facility-management-system-policy", title: "Facility Management System Policy" },
  { slug: "privacy-policy", title: "Privacy Policy" },
  { slug: "terms-and-conditions", title: "Terms and Conditions" },
] as const;

/** "+94 11 234 5678" -> "tel:+94112345678": dialers want the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
