import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { ImageSet, ImageSource } from "~/content/images";
import { breakpoints } from "~/lib/media";

export type { ImageSet, ImageSource };

/** Where the tablet and desktop images take over: 768 and 1200 px, or 640 and 1024 px for cards. */
export const imageThresholds = {
  general: { tablet: breakpoints.md, desktop: breakpoints.xl },
  /** Cards and banners. */
  card: { tablet: breakpoints.sm, desktop: breakpoints.lg },
} as const;

/** The declared proportions, which app.css holds the image to at each width (see `img[data-ratio]`). */
const ratio = ({ width, height }: ImageSource) => `${width} / ${height}`;

export const placeholderImage = "/images/placeholder.svg";
export const userPlaceholderImage = "/images/user-placeholder.svg";

type ResponsiveImageProps = {
  images: ImageSet | ImageSource;
  alt: string;
  /** Which widths switch to the tablet and desktop files. */
  thresholds?: keyof typeof imageThresholds;
  sizes?: string;
  /** The page's largest image above the fold: fetched at once and first. */
  priority?: boolean;
  fallback?: string;
  className?: string;
};

/**
 * Art-directed image: separate mobile, tablet and desktop files chosen by width, with explicit
 * dimensions so nothing shifts. A file that fails shows the placeholder instead.
 */
export function ResponsiveImage({
  images,
  alt,
  thresholds = "general",
  sizes,
  priority = false,
  fallback = placeholderImage,
  className,
}: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  const set = "mobile" in images ? images : { mobile: images, tablet: images, desktop: images };
  const mobile = set.mobile;
  const box = {
    style: {
      "--ratio-mobile": ratio(set.mobile),
      "--ratio-tablet": ratio(set.tablet),
      "--ratio-desktop": ratio(set.desktop),
    } as CSSProperties,
    "data-ratio": thresholds,
    className,
  };

  useEffect(() => {
    // A file that failed before hydration fired its error event before React listened.
    const node = img.current;
    if (node?.complete && node.naturalWidth === 0 && node.currentSrc) setFailed(true);
  }, []);

  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;

  if (failed) {
    return (
      <img
        src={fallback}
        alt={alt}
        width={mobile.width}
        height={mobile.height}
        loading={loading}
        decoding="async"
        {...box}
      />
    );
  }

  const sources =
    "mobile" in images
      ? [
          { media: `(min-width: ${imageThresholds[thresholds].desktop}px)`, image: images.desktop },
          { media: `(min-width: ${imageThresholds[thresholds].tablet}px)`, image: images.tablet },
        ]
      : [];

  return (
    <picture>
      {sources.map(({ media, image }) => (
        <source
          key={media}
          media={media}
          srcSet={image.srcSet ?? image.src}
          type={image.type}
          sizes={sizes}
          width={image.width}
          height={image.height}
        />
      ))}
      <img
        ref={img}
        src={mobile.src}
        srcSet={mobile.srcSet}
        sizes={sizes}
        alt={alt}
        width={mobile.width}
        height={mobile.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={priority ? "auto" : "async"}
        onError={() => setFailed(true)}
        {...box}
      />
    </picture>
  );
}
