import { Breadcrumb } from "~/components/layout/breadcrumb";
import { LinkButton } from "~/components/ui/button";
import { ResponsiveImage, type ImageSet } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";

export type BannerProps = {
  title: string;
  /** "h1" at the top of a page: then it clears the fixed header and carries the breadcrumb (the route's `handle`). */
  as?: "h1" | "h2";
  paragraphs?: string[];
  /** A site path or another site's address; other sites open in a new tab. Content's `label` works too. */
  link?: { text: string; href: string } | { label: string; href: string };
  images: ImageSet;
  /** Describes the artwork; empty when it is decoration only. */
  imageAlt?: string;
  /** The page's LCP image: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
};

const otherSite = /^https?:\/\//i;

/**
 * Banner: full-bleed artwork (mobile, tablet from 640 px, desktop from 1024 px) under a dark
 * gradient that keeps white text at AA contrast, with title, breadcrumb, paragraphs and a link.
 */
export function Banner({
  title,
  as: Tag = "h2",
  paragraphs = [],
  link,
  images,
  imageAlt = "",
  priority = false,
  className,
}: BannerProps) {
  const top = Tag === "h1";
  return (
    <section
      className={cn(
        "relative isolate flex overflow-hidden bg-brand-950 text-white",
        top ? "min-h-[30rem] pt-28 sm:min-h-[34rem] lg:min-h-[40rem]" : "min-h-[24rem] pt-16 sm:min-h-[28rem]",
        className,
      )}
    >
      <ResponsiveImage
        images={images}
        alt={imageAlt}
        thresholds="card"
        sizes="100vw"
        priority={priority}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {/* Darker at the bottom left where the text sits; the artwork still shows top right. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-brand-950 via-brand-950/80 to-brand-950/40 lg:bg-linear-to-tr lg:via-brand-950/70 lg:to-brand-950/10"
      />
      <div className="mx-auto flex w-full max-w-(--container-page) flex-col justify-end px-5 pb-12 sm:px-8 sm:pb-16 lg:pb-20">
        {top && <Breadcrumb tone="light" className="mb-6" />}
        <Tag
          className={cn(
            "max-w-4xl font-bold tracking-tight text-balance",
            top ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl lg:text-5xl",
          )}
        >
          {title}
        </Tag>
        {paragraphs.map((text) => (
          <p key={text} className="mt-5 max-w-3xl text-lg text-pretty text-white/90 sm:text-xl">
            {text}
          </p>
        ))}
        {link && (
          <LinkButton
            to={link.href}
            newTab={otherSite.test(link.href)}
            variant="secondary"
            tone="dark"
            size="lg"
            className="mt-8 self-start"
          >
            <span>
              {"text" in link ? link.text : link.label}
              {otherSite.test(link.href) && (
                <>
                  {" "}
                  <span className="sr-only">(opens in a new tab)</span>
                </>
              )}
            </span>
          </LinkButton>
        )}
      </div>
    </section>
  );
}
