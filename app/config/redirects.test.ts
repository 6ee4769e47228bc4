import { describe, expect, it } from "vitest";
import { redirects, resolveRedirect } from "./redirects";

describe("the alias table", () => {
  it.each([
    ["/about/sustainability", "/sustainability"],
    ["/about/awards", "/awards"],
    ["/about/history", "/history"],
    ["/news", "/blogs"],
    ["/news-events", "/blogs"],
    ["/technology/disciplines", "/disciplines"],
    ["/technology/bus-eus", "/technology#bus-eus"],
    ["/technology/tech-stack", "/technology#tech-stack"],
    ["/technology/rd-ai-ml", "/technology#rd-ai-ml"],
    ["/technology/testimonials", "/technology#testimonials"],
  ])("sends %s to %s", (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it("carries the slug of news and old career links", () => {
    expect(resolveRedirect("/news/new-campus-opening")).toBe("/blogs/new-campus-opening");
    expect(resolveRedirect("/home/careers/data-scientist")).toBe("/careers/data-scientist");
  });

  it("ignores a trailing slash", () => {
    expect(resolveRedirect("/news/")).toBe("/blogs");
  });

  it("leaves real pages and deeper paths alone", () => {
    expect(resolveRedirect("/blogs")).toBeUndefined();
    expect(resolveRedirect("/news/a/b")).toBeUndefined();
    expect(resolveRedirect("/news/")).not.toBeUndefined();
  });

  it("never points an alias at another alias", () => {
    for (const { to } of redirects) {
      expect(resolveRedirect(to.split("#")[0]!.replace(":slug", "x"))).toBeUndefined();
    }
  });
});
