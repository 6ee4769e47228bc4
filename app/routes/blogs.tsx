import type { ShouldRevalidateFunction } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";
import { pages } from "~/content/pages";
import { blogCategories } from "~/content/collections/posts";
import { imageSource } from "~/content/images";
import { BlogBrowser } from "~/features/blog/blog-browser";
import { allCategory } from "~/features/blog/filter";
import { blogFeedLink } from "~/features/search/feed-links";
import { pageCrumbs } from "~/lib/json-ld";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blogs";
import { posts } from "~/content/entries";

export const loader = () => ({
  page: pages.blogs,
  categories: [allCategory, ...blogCategories],
  posts: posts.map(({ slug, title, date, category, description, image, featured }) => ({
    slug,
    title,
    date,
    category,
    description,
    featured,
    images: imageSource(image),
  })),
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seo({ ...loaderData.page.seo, path: paths.blogs(), crumbs: pageCrumbs(loaderData.page.breadcrumb) }),
  blogFeedLink,
];

// The category lives in the query string; the posts never change, so there is nothing to reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export default function Blogs({ loaderData: { page, posts, categories } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        heading={page.heading}
        intro={page.intro}
        crumbs={[{ label: "Home", to: paths.home() }, { label: page.breadcrumb }]}
      />
      <Container className="py-12 sm:py-16">
        <BlogBrowser posts={posts} categories={categories} />
      </Container>
    </>
  );
}
