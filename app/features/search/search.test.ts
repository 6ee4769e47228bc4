import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "./build-index";
import { searchDocuments } from "./search-documents";
import { cleanQuery, maxQueryLength, searchSite, snippet } from "./search";

const index = buildSearchIndex(searchDocuments("2026-01-01"));
const titles = (query: string) => searchSite(index, query).map((result) => result.title);
const marked = (query: string) =>
  searchSite(index, query).flatMap((result) => result.snippet.filter((part) => part.match).map((part) => part.text));

describe("cleanQuery", () => {
  it("trims and collapses whitespace", () => {
    expect(cleanQuery("  data \n\t scientist  ")).toBe("data scientist");
  });
  it("strips control, bidi and zero-width characters", () => {
    expect(cleanQuery("da\u0000ta\u202e sci\u200bentist\u0007")).toBe("da ta scientist");
  });
  it("drops lone surrogate halves but keeps emoji", () => {
    expect(cleanQuery("\ud800design\udfff 🍕")).toBe("design 🍕");
  });
  it(`caps the query at ${maxQueryLength} characters without splitting an emoji`, () => {
    expect(Array.from(cleanQuery("🍕".repeat(5000)))).toHaveLength(maxQueryLength);
    expect(cleanQuery("a".repeat(5000))).toHaveLength(maxQueryLength);
  });
});

describe("searchSite", () => {
  it("ranks a title match first", () => {
    expect(titles("data scientist")[0]).toBe("Data Scientist");
  });
  it("labels each result with its type and links to the match", () => {
    const [first] = searchSite(index, "data scientist");
    expect(first).toMatchObject({ type: "Vacancy", url: "/careers/data-scientist" });
  });
  it("finds words by prefix", () => {
    expect(titles("mangro")).toContain("GLO students plant 2,000 mangroves on the Negombo lagoon");
  });
  it("forgives a typo in a longer word", () => {
    expect(titles("scientst")).toContain("Data Scientist");
  });
  it("finds pages, news, awards, disciplines and policies", () => {
    const types = new Set(
      ["about", "mangroves", "accessibility", "privacy", "Responsible AI", "UI/UX"].flatMap((q) =>
        searchSite(index, q).map((r) => r.type),
      ),
    );
    expect([...types]).toEqual(expect.arrayContaining(["Award", "Discipline", "News", "Page", "Policy"]));
  });
  it("falls back to any word when no entry has them all", () => {
    expect(titles("scientist zzzzqqq")).toContain("Data Scientist");
  });
  it("ignores stray letters and digits when falling back to any word", () => {
    const matched = marked("<script>alert(1)</script>");
    expect(matched.length).toBeGreaterThan(0);
    for (const text of matched) expect(text).toMatch(/^(script|alert)/i);
  });
  it("returns nothing for an empty or blank query", () => {
    expect(searchSite(index, "")).toEqual([]);
    expect(searchSite(index, " \u0000 \u200b ")).toEqual([]);
  });
  it("returns nothing when nothing matches", () => {
    expect(searchSite(index, "xylophonequartz")).toEqual([]);
  });
  it("marks the matched words in the snippet", () => {
    expect(marked("lagoon").map((text) => text.toLowerCase())).toContain("lagoon");
  });
  it("treats markup in the query as words, not HTML", () => {
    const results = searchSite(index, "<script>alert(1)</script>");
    expect(results.every((result) => result.snippet.every((part) => !part.text.includes("<script>")))).toBe(true);
  });
  it.each([
    ["a 5,000-character query", "engineer ".repeat(600)],
    ["emoji", "🍕🍔👩‍💻 design"],
    ["right-to-left text", "مرحبا שלום design"],
    ["stacked combining marks", `d${"\u0301".repeat(500)}esign`],
    ["lone surrogates", "\ud83d design \udc00"],
    ["regex metacharacters", ".*+?^${}()|[]\\ design"],
  ])("answers %s without throwing", (_label, query) => {
    expect(Array.isArray(searchSite(index, query))).toBe(true);
  });
  it("does not list closed vacancies", () => {
    const later = buildSearchIndex(searchDocuments("2099-01-01"));
    const closedUrls = searchDocuments("2026-01-01")
      .filter((doc) => doc.type === "Vacancy")
      .map((doc) => doc.url)
      .filter((url) => !searchDocuments("2099-01-01").some((doc) => doc.url === url));
    for (const url of closedUrls)
      expect(later.search("engineer designer analyst", { prefix: true }).some((hit) => hit.url === url)).toBe(false);
  });
});

describe("snippet", () => {
  const text = `The route planner cuts delivery kilometres for every truck. ${"More words follow here. ".repeat(20)}`;
  it("flags matched words and keeps the rest as plain text", () => {
    const parts = snippet(text, ["planner"]);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(["planner"]);
    expect(parts.map((part) => part.text).join("")).toContain("The route planner cuts");
  });
  it("starts near a match deep in the text, with an ellipsis", () => {
    const long = `${"Opening words of the text. ".repeat(30)}The mangroves were planted.`;
    const parts = snippet(long, ["mangroves"]);
    expect(parts[0]?.text.startsWith("…")).toBe(true);
    expect(parts.some((part) => part.match && part.text === "mangroves")).toBe(true);
  });
  it("ends long text with an ellipsis", () => {
    expect(snippet(text, ["planner"]).at(-1)?.text.endsWith("…")).toBe(true);
  });
});
