// @vitest-environment node
import { describe, expect, it } from "vitest";
import { misses, noindexMisses, seoFindings } from "./lighthouse.mjs";

const meta = '<meta name="robots" content="noindex" />';

/** A Lighthouse result with the SEO category's audits scored as given, is-crawlable blocked by `blockedBy`. */
function lhr(scores, blockedBy = []) {
  return {
    categories: { seo: { auditRefs: Object.keys(scores).map((id) => ({ id, weight: 1 })) } },
    audits: {
      ...Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score }])),
      "is-crawlable": { score: scores["is-crawlable"], details: { items: blockedBy.map((source) => ({ source })) } },
    },
  };
}

describe("seoFindings", () => {
  it("lists the failed SEO audits and what blocks crawling, leaving out audits without a score", () => {
    const found = seoFindings(
      lhr({ "is-crawlable": 0, "document-title": 1, canonical: 0.5, "structured-data": null }, [
        { type: "node", snippet: meta },
        "X-Robots-Tag: noindex",
      ]),
    );
    expect(found).toEqual({ failing: ["is-crawlable", "canonical"], blockedBy: [meta, "X-Robots-Tag: noindex"] });
  });
});

describe("noindexMisses", () => {
  it("accepts a page whose only failed SEO audit is is-crawlable, for its robots noindex", () => {
    expect(noindexMisses("/a", "mobile", { failing: ["is-crawlable"], blockedBy: [meta] })).toEqual([]);
    expect(
      noindexMisses("/a", "mobile", { failing: ["is-crawlable"], blockedBy: ["x-robots-tag: noindex, nofollow"] }),
    ).toEqual([]);
  });

  it("fails a page that is crawlable after all", () => {
    expect(noindexMisses("/a", "mobile", { failing: [], blockedBy: [] })).toEqual([
      "/a mobile is-crawlable passed: the page should be noindex and is not",
    ]);
  });

  it("fails a page blocked by robots.txt rather than by noindex", () => {
    expect(
      noindexMisses("/a", "desktop", { failing: ["is-crawlable"], blockedBy: [meta, "http://x/robots.txt"] }),
    ).toEqual(["/a desktop is-crawlable failed for another reason than noindex: " + meta + "; http://x/robots.txt"]);
  });

  it("fails any other SEO audit", () => {
    expect(noindexMisses("/a", "mobile", { failing: ["is-crawlable", "link-text"], blockedBy: [meta] })).toEqual([
      "/a mobile SEO audits failed on a noindex page (only is-crawlable may): link-text",
    ]);
  });
});

describe("misses", () => {
  const page = { path: "/a", preset: "desktop", cls: 0, mainThread: 1, lcp: 1 };
  const scores = { performance: 99, accessibility: 100, "best-practices": 100, seo: 66 };

  it("holds a noindex page to the noindex expectation instead of SEO 100", () => {
    expect(misses({ ...page, scores, noindex: true, seo: { failing: ["is-crawlable"], blockedBy: [meta] } })).toEqual(
      [],
    );
  });

  it("holds every other page to SEO 100", () => {
    expect(misses({ ...page, scores })).toEqual(["/a desktop seo 66 < 100"]);
  });

  it("still holds a noindex page to Accessibility and Best Practices 100", () => {
    expect(
      misses({
        ...page,
        scores: { ...scores, accessibility: 96 },
        noindex: true,
        seo: { failing: ["is-crawlable"], blockedBy: [meta] },
      }),
    ).toEqual(["/a desktop accessibility 96 < 100"]);
  });
});
