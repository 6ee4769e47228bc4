import { ResponsiveImage, type ImageSource } from "~/components/ui/responsive-image";
import { VideoFacade } from "~/components/ui/video-facade";

type PostArticleProps = {
  title: string;
  image: ImageSource;
  /** The picture's text alternative; "" when it only decorates. */
  imageAlt: string;
  /** HTML rendered from the post's Markdown at build time. */
  body: string;
  video?: string;
};

/** A blog article: its artwork, the text (paragraphs, subheadings, lists) and the video when it has one. */
export function PostArticle({ title, image, imageAlt, body, video }: PostArticleProps) {
  return (
    <article aria-label={title} className="mx-auto grid max-w-3xl gap-10">
      <ResponsiveImage
        images={image}
        alt={imageAlt}
        sizes="(min-width: 768px) 768px, 100vw"
        priority
        className="aspect-[3/2] w-full rounded-card bg-brand-50 object-cover"
      />
      {/* Trusted HTML: the site's own Markdown, rendered at build time. */}
      <div className="prose-content" dangerouslySetInnerHTML={{ __html: body }} />
      {video && (
        <figure>
          <VideoFacade url={video} title={`Video: ${title}`} poster={image} sizes="(min-width: 768px) 768px, 100vw" />
          <figcaption className="mt-3 text-sm text-ink-muted">Press play to load the video from its host.</figcaption>
        </figure>
      )}
    </article>
  );
}
