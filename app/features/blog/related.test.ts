import { describe, expect, it } from "vitest";
import { relatedPosts } from "./related";

const post = (slug: string, category: string, date: string) => ({ slug, category, date });
const posts = [
  post("old-env", "Environment", "2024-01-01"),
  post("new-inno", "Innovation", "2026-05-01"),
  post("self", "Environment", "2025-06-01"),
  post("new-env", "Environment", "2025-09-01"),
  post("newest-rec", "Recognition", "2026-08-01"),
];

describe("relatedPosts", () => {
  it("puts the same category first, newest first, then the newest of the rest", () => {
    expect(relatedPosts(posts[2]!, posts).map((p) => p.slug)).toEqual(["new-env", "old-env", "newest-rec"]);
  });

  it("never lists the post itself and returns at most the count asked for", () => {
    const related = relatedPosts(posts[1]!, posts, 2);
    expect(related.map((p) => p.slug)).toEqual(["newest-rec", "new-env"]);
  });
});
