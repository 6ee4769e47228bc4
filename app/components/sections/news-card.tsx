import { Link } from "react-router";
import { ResponsiveImage, type ImageSet, type ImageSource } from "~/components/ui/responsive-image";
import { Tag } from "~/components/ui/tag";
import { paths } from "~/config/paths";
import { cn } from "~/lib/cn";

export type NewsCardItem = {
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The date as shown ("12 March 2025"), formatted by the loader: no date formatter loads in the browser. */
  dateLabel: string;
  category: string;
  description: string;
  images: ImageSet | ImageSource;
  imageAlt?: string;
};

type NewsCardProps = {
  post: NewsCardItem;
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * A news card, as on the blog. The title link stretches over the whole card (its ::after), so one link
 * with the title as its name serves the entire card; the focus ring is drawn on the card.
 */
export function NewsCard({ post, headingLevel = 3, className }: NewsCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-overlay has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent-500",
        className,
      )}
    >
      <div className="overflow-hidden">
        <ResponsiveImage
          images={post.images}
          alt={post.imageAlt ?? ""}
          thresholds="card"
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="aspect-[3/2] w-full bg-brand-50 object-cover transition-transform duration-500 ease-(--ease-out-soft) motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
          <time dateTime={post.date}>{post.dateLabel}</time>
          <Tag>{post.category}</Tag>
        </div>
        <Heading className="line-clamp-2 text-xl leading-snug font-bold tracking-tight">
          <Link
            to={paths.blog(post.slug)}
            className="group-hover:text-brand-700 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 leading-relaxed text-ink-muted">{post.description}</p>
      </div>
    </article>
  );
}
