import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { disciplines } from "../content/disciplines.ts";
import {
  alias,
  barNav,
  disciplineNav,
  disciplineTitles,
  menuSections,
  primaryNav,
  secondaryNav,
} from "./navigation.ts";
import { paths } from "./paths.ts";
import { resolveRedirect } from "./redirects.ts";
import { site } from "./site.ts";

const allLinks = menuSections.flatMap((section) => section.items.flatMap((item) => [item, ...(item.children ?? [])]));

describe("navigation", () => {
  it("lists the discipline pages with the same ids and titles as the content", () => {
    expect(disciplineTitles).toEqual(disciplines.map(({ id, title }) => ({ id, title })));
    expect(disciplineNav.map((link) => link.href)).toEqual(disciplines.map((d) => paths.discipline(d.id)));
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

  it("gives the primary links of SPEC 2.2 in order", () => {
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

  it("gives the secondary links of SPEC 2.2 in order", () => {
    expect(secondaryNav.map(({ href }) => href)).toEqual(["/blogs", "/careers", "/news-events", "/contact"]);
    expect(secondaryNav[1]?.children?.map((child) => child.href)).toEqual(["/careers/engineering", "/careers/design"]);
  });

  it("keeps Home out of the desktop bar because the logo goes home", () => {
    expect(barNav.map(({ label }) => label)).not.toContain("Home");
    expect(barNav.length).toBeLessThanOrEqual(5);
  });

  it("refuses an alias that is not in the redirects table", () => {
    expect(alias("/news-events")).toBe("/news-events");
    expect(() => alias("/technology/nothing-here")).toThrow(/not an alias/);
  });
});
