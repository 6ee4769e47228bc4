import { describe, expect, it } from "vitest";
import { absoluteUrl, isActivePath, paths } from "./paths";
import { site } from "./site";

describe("paths", () => {
  it("builds every static page path", () => {
    expect(paths.home()).toBe("/");
    expect(paths.about()).toBe("/about");
    expect(paths.foodServices()).toBe("/food-services");
    expect(paths.sustainability()).toBe("/sustainability");
    expect(paths.technology()).toBe("/technology");
    expect(paths.disciplines()).toBe("/disciplines");
    expect(paths.blogs()).toBe("/blogs");
    expect(paths.awards()).toBe("/awards");
    expect(paths.contact()).toBe("/contact");
    expect(paths.vacancyAlerts()).toBe("/vacancy-alerts");
    expect(paths.vacancyAlerts("check-email")).toBe("/vacancy-alerts/check-email");
    expect(paths.vacancyAlerts("expired", "a.b+c")).toBe("/vacancy-alerts/expired?token=a.b%2Bc");
    expect(paths.history()).toBe("/history");
    expect(paths.accessibility()).toBe("/accessibility");
  });
  it("puts the brand slug into the life-at and academy paths", () => {
    expect(paths.lifeAt()).toBe(`/life-at-${site.slug}`);
    expect(paths.academy()).toBe(`/${site.slug}-academy`);
  });
  it("builds entry paths from slugs", () => {
    expect(paths.career("data-scientist")).toBe("/careers/data-scientist");
    expect(paths.discipline("design")).toBe("/disciplines/design");
    expect(paths.blog("a-post")).toBe("/blogs/a-post");
    expect(paths.policy("privacy-policy")).toBe("/policies/privacy-policy");
  });
  it("keeps a careers filter in the query string", () => {
    expect(paths.careers()).toBe("/careers");
    expect(paths.careers({ department: "Customer Success", level: "Senior" })).toBe(
      "/careers?department=Customer+Success&level=Senior",
    );
  });
  it("links technology sections by hash", () => {
    expect(paths.technology("tech-stack")).toBe("/technology#tech-stack");
  });
  it("encodes search queries, including an empty one", () => {
    expect(paths.search("a&b c")).toBe("/search-results?q=a%26b%20c");
    expect(paths.search("")).toBe("/search-results?q=");
    expect(paths.search()).toBe("/search-results");
  });
  it("makes absolute URLs on the site's origin", () => {
    expect(absoluteUrl("/about")).toBe(`${site.origin}/about`);
  });
});

describe("isActivePath", () => {
  it("matches home only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/about")).toBe(false);
  });
  it("matches a section and its children", () => {
    expect(isActivePath("/careers", "/careers/data-scientist")).toBe(true);
    expect(isActivePath("/careers", "/careers-fair")).toBe(false);
  });
  it("ignores the query and hash of the link", () => {
    expect(isActivePath("/technology#tech-stack", "/technology")).toBe(true);
  });
  it("can require an exact match", () => {
    expect(isActivePath("/careers", "/careers/data-scientist", true)).toBe(false);
  });
});
