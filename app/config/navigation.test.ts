import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { disciplines } from "../content/disciplines.ts";
import { barNav, menuSections } from "./navigation.ts";
import { paths } from "./paths.ts";
import { resolveRedirect } from "./redirects.ts";
import { site } from "./site.ts";

const allLinks = menuSections.flatMap((section) => section.items.flatMap((item) => [item, ...(item.children ?? [])]));
const section = (id: string) => menuSections.find((candidate) => candidate.id === id)?.items ?? [];

describe("navigation", () => {
  it("groups the menu as Explore, Careers & news and Disciplines", () => {
    expect(menuSections.map(({ label }) => label)).toEqual(["Explore", "Careers & news", "Disciplines"]);
  });

  it("lists the discipline pages with the same titles and addresses as the content", () => {
    expect(section("disciplines").map(({ label, href }) => [label, href])).toEqual(
      disciplines.map((d) => [d.title, paths.discipline(d.id)]),
    );
  });

  it("links only to page routes or to aliases that redirect to one", () => {
    const layoutRoute = routes.find((route) => route.file === "routes/layout.tsx");
    const pageRoutes = (layoutRoute?.children ?? []).filter(
      (route) => route.path !== "*" && !route.id?.startsWith("alias-"),
    );
    for (const { href, label } of allLinks) {
      const target = (resolveRedirect(href) ?? href).split("#")[0] ?? "";
      const match = pageRoutes.some((route) => matchPath({ path: `/${route.path ?? ""}`, end: true }, target));
      expect(match, `${label} -> ${href}`).toBe(true);
    }
  });

  it("has no placeholder links", () => {
    expect(allLinks.filter(({ href }) => href === "#" || !href.startsWith("/"))).toEqual([]);
  });

  it("gives the primary links in order", () => {
    const primaryNav = section("explore");
    expect(primaryNav.map(({ label, href }) => [label, href])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Food Service", "/food-services"],
      [`Life at ${site.name}`, paths.lifeAt()],
      ["Technology", "/technology"],
      ["Contact us", "/contact"],
    ]);
    expect(primaryNav[1]?.children?.map((child) => child.href)).toEqual(["/sustainability", "/awards", "/history"]);
    expect(primaryNav[4]?.children?.map((child) => child.href)).toEqual([
      "/technology/bus-eus",
      "/technology/disciplines",
      "/technology/tech-stack",
      "/technology/rd-ai-ml",
      "/technology/testimonials",
    ]);
  });

  it("gives the secondary links in order", () => {
    const secondaryNav = section("careers-news");
    expect(secondaryNav.map(({ href }) => href)).toEqual(["/blogs", "/careers", "/news-events", "/contact"]);
    expect(secondaryNav[1]?.children?.map((child) => child.href)).toEqual(["/careers/engineering", "/careers/design"]);
  });

  it("keeps Home out of the desktop bar because the logo goes home", () => {
    expect(barNav.map(({ label }) => label)).toEqual([
      "About",
      "Food Service",
      `Life at ${site.name}`,
      "Technology",
      "Contact us",
    ]);
    expect(barNav.length).toBeLessThanOrEqual(5);
  });
});
