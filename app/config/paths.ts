import { site } from "./site.ts";

/**
 * Every URL the site links to. No component types a path by hand.
 */
export const paths = {
  home: () => "/",
  about: () => "/about",
  foodServices: () => "/food-services",
  sustainability: () => "/sustainability",
  careers: (filter?: { department?: string; level?: string }) => {
    const query = new URLSearchParams();
    if (filter?.department) query.set("department", filter.department);
    if (filter?.level) query.set("level", filter.level);
    const search = query.toString();
    return search ? `/careers?${search}` : "/careers";
  },
  career: (slug: string) => `/careers/${slug}`,
  /** Where an application made without script lands once accepted: a page of the site's own, never a role's. */
  applicationSent: () => "/careers/applied",
  technology: (section?: TechnologySection) => (section ? `/technology#${section}` : "/technology"),
  disciplines: () => "/disciplines",
  discipline: (id: string) => `/disciplines/${id}`,
  blogs: () => "/blogs",
  blog: (slug: string) => `/blogs/${slug}`,
  lifeAt: () => `/life-at-${site.slug}`,
  academy: () => `/${site.slug}-academy`,
  awards: () => "/awards",
  contact: () => "/contact",
  /** The sign-up form, or one step of the alerts' email flow; a token from an email travels as `?token=`. */
  vacancyAlerts: (step?: AlertStep, token?: string) => {
    const path = step ? `/vacancy-alerts/${step}` : "/vacancy-alerts";
    return token ? `${path}?token=${encodeURIComponent(token)}` : path;
  },
  search: (query?: string) =>
    query === undefined ? "/search-results" : `/search-results?q=${encodeURIComponent(query)}`,
  history: () => "/history",
  accessibility: () => "/accessibility",
  policy: (slug: string) => `/policies/${slug}`,
  brochure: () => `/downloads/${site.slug}-academy-brochure.pdf`,
} as const;

/** Every page that is not a content entry, in sitemap order; the prerender list and the sitemap read it. */
export const staticPages = () => [
  paths.home(),
  paths.about(),
  paths.foodServices(),
  paths.sustainability(),
  paths.careers(),
  paths.technology(),
  paths.disciplines(),
  paths.blogs(),
  paths.lifeAt(),
  paths.academy(),
  paths.awards(),
  paths.contact(),
  paths.vacancyAlerts(),
  paths.search(),
  paths.history(),
  paths.accessibility(),
];

export const technologySections = ["bus-eus", "tech-stack", "rd-ai-ml", "testimonials"] as const;
export type TechnologySection = (typeof technologySections)[number];

/** The pages of the vacancy alerts' email flow: after a sign-up, and where the emails' links land. */
export const alertSteps = [
  "check-email",
  "confirm",
  "confirmed",
  "expired",
  "invalid",
  "unsubscribe",
  "unsubscribed",
  "updated",
] as const;
export type AlertStep = (typeof alertSteps)[number];
/** The steps whose page has a button, by what its press asks: mail scanners open the links, so only a press acts. */
export const alertStepActions = { confirm: "confirm", expired: "resend", unsubscribe: "unsubscribe" } as const;

/** Absolute URL on the site's public origin (canonical links, feeds, structured data). */
/** The page a loader's request is for: build-time and client data requests carry a ".data" suffix on its path. */
export const pagePathOf = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "");

export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).toString();
}

/** Is `href` the current page or one of its ancestors? Used for the active link style. */
export function isActivePath(href: string, pathname: string, exact = false): boolean {
  const target = href.split(/[?#]/)[0] ?? href;
  if (target === "/") return pathname === "/";
  const current = pathname.replace(/\/+$/, "") || "/";
  if (exact) return current === target;
  return current === target || current.startsWith(`${target}/`);
}
