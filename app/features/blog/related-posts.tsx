import { NewsCard, type NewsCardItem } from "~/components/sections/news-card";

/** Three cards under an article, or the latest stories on "Post not found". */
export function RelatedPosts({ posts, title = "Related Posts" }: { posts: NewsCardItem[]; title?: string }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className="bg-surface-muted py-16 sm:py-20">
      <div className="mx-auto w-full max-w-(--container-page) px-5 sm:px-8">
        <h2 id="related-posts" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <NewsCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
