import { LinkButton } from "~/components/ui/button";
import { type NewsCardItem } from "~/components/sections/news-card";
import { formatDate } from "~/lib/format";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { Tag } from "~/components/ui/tag";
import { paths } from "~/config/paths";
import { imageSource } from "~/content/images";
import { PostArticle } from "~/features/blog/post-article";
import { RelatedPosts } from "~/features/blog/related-posts";
import { relatedPosts } from "~/features/blog/related";
import { newsArticleJsonLd } from "~/lib/json-ld";
import { defaultSocialImage, seo } from "~/lib/seo";
import type { Route } from "./+types/blog";
import type { Post } from "~/content/collections/posts";
import { posts } from "~/content/entries";

const toCard = ({ slug, title, date, category, description, image }: Post): NewsCardItem => ({
  slug,
  title,
  date,
  category,
  description,
  images: imageSource(image),
});

export function loader({ params }: Route.LoaderArgs) {
  const found = posts.find((p) => p.slug === params.slug);
  if (!found) return { post: null, related: posts.slice(0, 3).map(toCard) };
  const { slug, title, date, category, description, body, video, seo: postSeo } = found;
  return {
    post: { slug, title, date, category, description, body, video, seo: postSeo, image: imageSource(found.image) },
    related: relatedPosts(found, posts).map(toCard),
  };
}

/** A post that was not prerendered (a typed or old link) has no data file: show "Post not found". */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { post: null, related: [] as NewsCardItem[] };
  }
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

export default function BlogPost({ loaderData: { post, related } }: Route.ComponentProps) {
  const crumbs = [
    { label: "Home", to: paths.home() },
    { label: "News & Events", to: paths.blogs() },
  ];
  if (!post)
    return (
      <>
        <PageHeader
          heading="Post not found"
          intro="This post does not exist or has been removed. The link may be mistyped, or the story may have moved."
          crumbs={[...crumbs, { label: "Post not found" }]}
        >
          <LinkButton to={paths.blogs()} variant="secondary" tone="dark" size="lg" className="mt-8">
            See all news and events
          </LinkButton>
        </PageHeader>
        <RelatedPosts posts={related} title="Latest stories" />
      </>
    );
  return (
    <>
      <PageHeader heading={post.title} intro={post.description} crumbs={[...crumbs, { label: post.title }]}>
        <p className="mt-6 flex flex-wrap items-center gap-3 text-sm text-white/85">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <Tag tone="dark">{post.category}</Tag>
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <PostArticle title={post.title} image={post.image} body={post.body} video={post.video} />
      </Container>
      <RelatedPosts posts={related} />
    </>
  );
}
