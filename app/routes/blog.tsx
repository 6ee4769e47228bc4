import { LinkButton } from "~/components/ui/button";
import { type NewsCardItem } from "~/components/sections/news-card";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { Tag } from "~/components/ui/tag";
import { paths } from "~/config/paths";
import { siteTimeZone } from "~/config/site";
import { articleImages } from "~/content/images";
import { PostArticle } from "~/features/blog/post-article";
import { postCard } from "~/features/blog/post-card";
import { RelatedPosts } from "~/features/blog/related-posts";
import { relatedPosts } from "~/features/blog/related";
import { newsArticleJsonLd, type BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { dateTimeIn, startOfDay } from "~/lib/time-zone";
import type { Route } from "./+types/blog";
import { posts } from "~/content/entries";

/**
 * The post with what its NewsArticle data needs worked out here at build time: the publication date as the
 * company's midnight (no time zone code in the browser), the last change, and the picture's crops.
 */
export function loader({ params }: Route.LoaderArgs) {
  const found = posts.find((p) => p.slug === params.slug);
  if (!found) return { post: null, related: posts.slice(0, 3).map(postCard) };
  const { images: image, ...card } = postCard(found);
  return {
    post: {
      ...card,
      body: found.body,
      video: found.video,
      seo: found.seo,
      image,
      published: dateTimeIn(startOfDay(found.date, siteTimeZone), siteTimeZone),
      modified: found.modified,
      articleImages: articleImages(found.image),
    },
    related: relatedPosts(found, posts).map(postCard),
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

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ post }) => [{ label: "News & Events", to: paths.blogs() }, { label: post?.title ?? "Post not found" }],
};

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  return post
    ? pageMeta(args, { ...post.seo, type: "article", jsonLd: [newsArticleJsonLd(post, post.articleImages)] })
    : pageMeta(args, {
        title: "Post not found",
        description: "This post does not exist or has been removed. See all news and events.",
        noindex: true,
      });
};

export default function BlogPost({ loaderData: { post, related } }: Route.ComponentProps) {
  if (!post)
    return (
      <>
        <PageHeader
          heading="Post not found"
          intro="This post does not exist or has been removed. The link may be mistyped, or the story may have moved."
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
      <PageHeader heading={post.title} intro={post.description}>
        <p className="mt-6 flex flex-wrap items-center gap-3 text-sm text-white/85">
          <time dateTime={post.date}>{post.dateLabel}</time>
          <Tag tone="dark">{post.category}</Tag>
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <PostArticle
          title={post.title}
          image={post.image}
          imageAlt={post.imageAlt}
          body={post.body}
          video={post.video}
        />
      </Container>
      <RelatedPosts posts={related} />
    </>
  );
}
