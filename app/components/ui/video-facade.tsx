import { useState } from "react";
import { ResponsiveImage, type ImageSet, type ImageSource } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { embedUrl, parseVideoUrl } from "~/lib/video-url";
import { Icon } from "./icon";

type VideoFacadeProps = {
  url: string;
  title: string;
  poster: ImageSet | ImageSource;
  sizes?: string;
  className?: string;
};

/**
 * A video that costs nothing until it is wanted: no third-party request before a press. YouTube and
 * Vimeo links show the poster and a play button, and only a press loads the privacy-enhanced player.
 * Other links play as a muted, looping background video, or stay a still poster when the visitor asks
 * for less motion.
 */
export function VideoFacade({ url, title, poster, sizes, className }: VideoFacadeProps) {
  const source = parseVideoUrl(url);
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(false);

  const still = (decorative: boolean) => (
    <ResponsiveImage
      images={poster}
      alt={decorative ? "" : title}
      sizes={sizes}
      className="absolute inset-0 size-full object-cover"
    />
  );

  let body;
  if (source && source.kind !== "file") {
    body = playing ? (
      <iframe
        // Focus follows the press, so keyboard users land in the player they asked for.
        ref={(frame) => frame?.focus()}
        src={embedUrl(source)}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        className="absolute inset-0 size-full border-0"
      />
    ) : (
      <>
        {still(true)}
        <button
          type="button"
          aria-label={`Play video: ${title}`}
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex items-center justify-center bg-brand-950/25 transition-colors hover:bg-brand-950/10 focus-visible:-outline-offset-8"
        >
          <span className="flex size-18 items-center justify-center rounded-full bg-accent-600 text-white shadow-overlay ring-8 ring-white/25 transition-transform duration-200 group-hover:scale-110 sm:size-24">
            <Icon name="play" className="ml-1 size-8 fill-current sm:size-10" />
          </span>
        </button>
      </>
    );
  } else if (source && !reducedMotion) {
    body = (
      <>
        {still(true)}
        <video
          // React sets `muted` as a property only; browsers allow autoplay just for muted video.
          ref={(video) => {
            if (video) video.muted = true;
          }}
          src={source.url}
          aria-label={title}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          className="absolute inset-0 size-full object-cover"
        />
      </>
    );
  } else {
    body = still(false);
  }

  return <div className={cn("relative aspect-video overflow-hidden rounded-card bg-brand-950", className)}>{body}</div>;
}
