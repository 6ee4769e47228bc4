type Relatable = { slug: string; category: string; date: string };

/**
 * Related posts for an article: others in the same category first, then the newest of the rest
 * (an article shows three). Dates are YYYY-MM-DD, so they sort as text.
 */
export function relatedPosts<T extends Relatable>(post: Relatable, posts: readonly T[], count = 3): T[] {
  const newestFirst = posts.filter((other) => other.slug !== post.slug).sort((a, b) => b.date.localeCompare(a.date));
  const same = newestFirst.filter((other) => other.category === post.category);
  const rest = newestFirst.filter((other) => other.category !== post.category);
  return [...same, ...rest].slice(0, count);
}
