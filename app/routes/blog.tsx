import { PageHeader } from "~/components/sections/page-header";
import { paths } from "~/config/paths";
import { posts } from "~/content/posts";
import { newsArticleJsonLd } from "~/lib/json-ld";
import { defaultSocialImage, seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

export function loader({ params }: Route.LoaderArgs) {
  return { post: posts.find((p) => p.slug === params.slug) ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  loaderData?.post
    ? seo({
        ...loaderData.post.seo,
        path: paths.blog(loaderData.post.slug),
        type: "article",
        crumbs: [
          { label: "Home", to: paths.home() },
          { label: "News & Events", to: paths.blogs() },
          { label: loaderData.post.title },
        ],
        jsonLd: [newsArticleJsonLd(loaderData.post, defaultSocialImage)],
      })
    : seo({
        title: "Post not found",
        description: "This post does not exist or has been removed. See all news and events.",
        path: paths.blog(params.slug),
        noindex: true,
      });

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  const crumbs = [
    { label: "Home", to: paths.home() },
    { label: "News & Events", to: paths.blogs() },
  ];
  if (!post)
    return (
      <PageHeader
        heading="Post not found"
        intro="This post does not exist or has been removed."
        crumbs={[...crumbs, { label: "Not found" }]}
      />
    );
  return <PageHeader heading={post.title} intro={post.description} crumbs={[...crumbs, { label: post.title }]} />;
}
