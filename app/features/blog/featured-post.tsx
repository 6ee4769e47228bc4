import { Link } from "react-router";
import { type NewsCardItem } from "~/components/sections/news-card";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Tag } from "~/components/ui/tag";
import { paths } from "~/config/paths";

/** The blog's featured item of the selected category: date, category tag, title, description and link. */
export function FeaturedPost({ post }: { post: NewsCardItem }) {
  const headingId = `featured-${post.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-card bg-brand-900 text-white shadow-card motion-safe:animate-[ui-fade-in_0.45s_ease-out] lg:grid-cols-2"
    >
      <ResponsiveImage
        images={post.images}
        alt={post.imageAlt ?? ""}
        thresholds="card"
        sizes="(min-width: 1024px) 50vw, 100vw"
        priority
        className="aspect-[3/2] size-full bg-brand-800 object-cover lg:aspect-auto"
      />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10 lg:p-12">
        <div className="flex flex-wrap items-center gap-3 text-sm text-white/85">
          <span className="font-semibold tracking-wide text-accent-300 uppercase">Featured</span>
          <time dateTime={post.date}>{post.dateLabel}</time>
          <Tag tone="dark">{post.category}</Tag>
        </div>
        <h2 id={headingId} className="text-2xl leading-tight font-bold tracking-tight text-balance sm:text-3xl">
          {post.title}
        </h2>
        <p className="text-lg leading-relaxed text-white/85">{post.description}</p>
        <Link
          to={paths.blog(post.slug)}
          className="mt-2 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-white underline-offset-4 hover:underline"
        >
          Read the story<span className="sr-only">: {post.title}</span>
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </div>
    </article>
  );
}
