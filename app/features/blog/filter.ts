/** The category that shows every post. */
export const allCategory = "All";

/** Cards shown at first, and how many more each SHOW MORE reveals. */
export const pageSize = 6;

type Filterable = { category: string; featured?: boolean };

/** A category from the URL, or "All" when it is missing or not one the blog offers. */
export function parseCategory(value: string | null, categories: readonly string[]): string {
  return value && categories.includes(value) ? value : allCategory;
}

/**
 * The posts of one category, split into its featured item (the newest featured post, if any) and the
 * cards of the grid below it. Posts arrive newest first and keep that order.
 */
export function filterPosts<T extends Filterable>(
  posts: readonly T[],
  category: string,
): { featured: T | null; cards: T[] } {
  const inCategory = category === allCategory ? [...posts] : posts.filter((post) => post.category === category);
  const featured = inCategory.find((post) => post.featured) ?? null;
  return { featured, cards: inCategory.filter((post) => post !== featured) };
}

/** Paging remembers the category it was counted for, so changing the category starts again at one page. */
export type Paging = { category: string; count: number };

export function visibleCount(paging: Paging, category: string, total: number): number {
  const count = paging.category === category ? paging.count : pageSize;
  return Math.min(count, total);
}

/** After SHOW MORE: one more page for the current category. */
export function showMore(paging: Paging, category: string, total: number): Paging {
  return { category, count: Math.min(visibleCount(paging, category, total) + pageSize, total) };
}
