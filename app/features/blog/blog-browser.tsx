import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { NewsCard, type NewsCardItem } from "~/components/sections/news-card";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { CategoryFilter } from "./category-filter";
import { FeaturedPost } from "./featured-post";
import { allCategory, filterPosts, pageSize, parseCategory, showMore, visibleCount, type Paging } from "./filter";

export type BlogListItem = NewsCardItem & { featured: boolean };

/**
 * The filterable blog. The category lives in the URL (?category=Innovation) and is read
 * after hydration, so the prerendered HTML is the "All" view. SHOW MORE reveals six cards at a time
 * and moves focus to the first new one; the count starts again when the category changes.
 */
export function BlogBrowser({ posts, categories }: { posts: BlogListItem[]; categories: string[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const category = hydrated ? parseCategory(searchParams.get("category"), categories) : allCategory;
  const { featured, cards } = filterPosts(posts, category);
  const [paging, setPaging] = useState<Paging>({ category: allCategory, count: pageSize });
  // A new category starts again at one page, even when the visitor comes back to an earlier one.
  if (paging.category !== category) setPaging({ category, count: pageSize });
  const shown = visibleCount(paging, category, cards.length);
  const list = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    list.current?.children[focusIndex.current]?.querySelector<HTMLAnchorElement>("a")?.focus();
    focusIndex.current = null;
  }, [shown]);

  function select(next: string) {
    setSearchParams(next === allCategory ? {} : { category: next }, { replace: true, preventScrollReset: true });
  }

  function more() {
    focusIndex.current = shown;
    setPaging(showMore(paging, category, cards.length));
  }

  const scope = category === allCategory ? "" : ` in ${category}`;
  return (
    <div className="grid gap-10">
      <CategoryFilter categories={categories} selected={category} onSelect={select} />
      {featured && <FeaturedPost key={featured.slug} post={featured} />}
      <section aria-labelledby="latest-stories">
        <h2 id="latest-stories" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {category === allCategory ? "Latest stories" : `Latest in ${category}`}
        </h2>
        {cards.length > 0 ? (
          <ul ref={list} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.slice(0, shown).map((post) => (
              <li key={post.slug}>
                <NewsCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-card border border-dashed border-line bg-white p-8 text-center text-lg font-semibold">
            {featured ? "No more stories" : "No stories"}
            {scope} yet.
          </p>
        )}
        <div className="mt-10 flex flex-col items-center gap-4">
          <p role="status" className="text-sm font-semibold text-ink-muted">
            {cards.length > 0 &&
              `Showing ${shown} of ${cards.length} ${cards.length === 1 ? "story" : "stories"}${scope}`}
          </p>
          {shown < cards.length && (
            <Button variant="outline" size="lg" onClick={more}>
              SHOW MORE
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
