import type { ShouldRevalidateFunction } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { pages } from "~/content/pages";
import { blogCategories } from "~/content/collections/posts";
import { BlogBrowser } from "~/features/blog/blog-browser";
import { allCategory } from "~/features/blog/filter";
import { postCard } from "~/features/blog/post-card";
import { blogFeedLink } from "~/features/search/feed-links";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blogs";
import { posts } from "~/content/entries";

export const loader = () => ({
  page: pages.blogs,
  categories: [allCategory, ...blogCategories],
  posts: posts.map((post) => ({ ...postCard(post), featured: post.featured })),
});

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, args.loaderData.page.seo), blogFeedLink];

// The category lives in the query string; the posts never change, so there is nothing to reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export default function Blogs({ loaderData: { page, posts, categories } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container className="py-12 sm:py-16">
        <BlogBrowser posts={posts} categories={categories} />
      </Container>
    </>
  );
}
