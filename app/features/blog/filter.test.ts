import { describe, expect, it } from "vitest";
import { allCategory, filterPosts, pageSize, parseCategory, showMore, visibleCount } from "./filter";

const post = (slug: string, category: string, featured = false) => ({ slug, category, featured });
const posts = [
  post("a", "Innovation"),
  post("b", "Environment", true),
  post("c", "Innovation", true),
  post("d", "Recognition"),
  post("e", "Innovation"),
];
const categories = [allCategory, "Environment", "Innovation", "Recognition"];

describe("parseCategory", () => {
  it("accepts a category the blog offers", () => {
    expect(parseCategory("Innovation", categories)).toBe("Innovation");
  });

  it("falls back to All for a missing or unknown category", () => {
    expect(parseCategory(null, categories)).toBe(allCategory);
    expect(parseCategory("Gossip", categories)).toBe(allCategory);
  });
});

describe("filterPosts", () => {
  it("features the newest featured post of every category under All and lists the rest", () => {
    const { featured, cards } = filterPosts(posts, allCategory);
    expect(featured?.slug).toBe("b");
    expect(cards.map((p) => p.slug)).toEqual(["a", "c", "d", "e"]);
  });

  it("keeps only the selected category and features its own featured post", () => {
    const { featured, cards } = filterPosts(posts, "Innovation");
    expect(featured?.slug).toBe("c");
    expect(cards.map((p) => p.slug)).toEqual(["a", "e"]);
  });

  it("has no featured item when the category has none", () => {
    const { featured, cards } = filterPosts(posts, "Recognition");
    expect(featured).toBeNull();
    expect(cards.map((p) => p.slug)).toEqual(["d"]);
  });
});

describe("paging", () => {
  it("shows one page at first, or everything when there is less", () => {
    expect(visibleCount({ category: allCategory, count: pageSize }, allCategory, 10)).toBe(6);
    expect(visibleCount({ category: allCategory, count: pageSize }, allCategory, 4)).toBe(4);
  });

  it("reveals one more page per SHOW MORE and stops at the total", () => {
    const first = showMore({ category: allCategory, count: pageSize }, allCategory, 15);
    expect(visibleCount(first, allCategory, 15)).toBe(12);
    const second = showMore(first, allCategory, 15);
    expect(visibleCount(second, allCategory, 15)).toBe(15);
  });

  it("starts again at one page when the category changes", () => {
    const paging = showMore({ category: allCategory, count: pageSize }, allCategory, 20);
    expect(visibleCount(paging, "Innovation", 20)).toBe(pageSize);
  });
});
