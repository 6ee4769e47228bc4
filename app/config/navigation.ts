// Only the titles of the disciplines' file (a named import of JSON), not zod nor the rest of its text: the menu is
// in every page's script. The build checks the file (app/content/disciplines.ts) before it writes a page.
import { titles as disciplineTitles } from "../content/disciplines.json" with { type: "json" };
import { disciplineIds } from "./disciplines.ts";
import { paths } from "./paths.ts";
import { redirects } from "./redirects.ts";
import { site } from "./site.ts";

/**
 * The header's links. Every one leads to a real page, directly or through an alias that redirects to
 * one. Components render these lists and never type a URL themselves.
 */
type NavLink = { label: string; href: string };
export type NavItem = NavLink & { children?: readonly NavLink[] };
type NavSection = { id: string; label: string; items: readonly NavItem[] };

/**
 * An alias address the header links to. It must be a row of the redirects table, so the link is
 * always answered with a 301 to a real page; a typo fails at load (and in navigation.test.ts).
 */
function alias(from: string): string {
  if (!redirects.some((row) => row.from === from)) {
    throw new Error(`navigation: "${from}" is not an alias in app/config/redirects.ts`);
  }
  return from;
}

const primaryNav: readonly NavItem[] = [
  { label: "Home", href: paths.home() },
  {
    label: "About",
    href: paths.about(),
    children: [
      { label: "Sustainability", href: paths.sustainability() },
      { label: "Awards", href: paths.awards() },
      { label: "History", href: paths.history() },
    ],
  },
  { label: "Food Service", href: paths.foodServices() },
  { label: `Life at ${site.name}`, href: paths.lifeAt() },
  {
    label: "Technology",
    href: paths.technology(),
    children: [
      { label: "Business units", href: alias("/technology/bus-eus") },
      { label: "Disciplines", href: alias("/technology/disciplines") },
      { label: "Tech stack", href: alias("/technology/tech-stack") },
      { label: "R&D and AI/ML", href: alias("/technology/rd-ai-ml") },
      { label: "Testimonials", href: alias("/technology/testimonials") },
    ],
  },
  { label: "Contact us", href: paths.contact() },
];

const secondaryNav: readonly NavItem[] = [
  { label: "Blog", href: paths.blogs() },
  {
    label: "Careers",
    href: paths.careers(),
    children: [
      // /careers/{department} lands on the careers list filtered to that department.
      { label: "Engineering", href: paths.career("engineering") },
      { label: "Design", href: paths.career("design") },
    ],
  },
  { label: "News & events", href: alias("/news-events") },
  { label: "Contact", href: paths.contact() },
];

const disciplineNav = disciplineIds.map((id) => ({ label: disciplineTitles[id], href: paths.discipline(id) }));

/** The menu overlay's three groups, in reading order. */
export const menuSections: readonly NavSection[] = [
  { id: "explore", label: "Explore", items: primaryNav },
  { id: "careers-news", label: "Careers & news", items: secondaryNav },
  { id: "disciplines", label: "Disciplines", items: disciplineNav },
];

/** The desktop bar stays short: the primary links minus Home (the logo is the way home). */
export const barNav: readonly NavItem[] = primaryNav.filter((item) => item.href !== paths.home());
