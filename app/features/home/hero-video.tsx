import { Pause, Play } from "lucide-react";
import { useRef, useState } from "react";
import { cn } from "~/lib/cn";

export type HeroMedia = { webm: string; mp4: string; poster: string; width: number; height: number };

/** The self-hosted clip and its still (PRODUCT.md "Media": at most 1.5 MB, generated, no third party). */
export const heroMedia: HeroMedia = {
  webm: "/media/hero.webm",
  mp4: "/media/hero.mp4",
  poster: "/media/hero-poster.webp",
  width: 1280,
  height: 720,
};

type HeroVideoProps = {
  media: HeroMedia;
  /** Reduced motion (and the prerendered HTML): the still only, nothing plays. */
  still: boolean;
  /** Names the pause button's target, e.g. "background video". */
  label: string;
  className?: string;
};

/**
 * The home hero's background clip: muted, looping, inline, autoplaying only when motion is welcome.
 * Until then (and for visitors who ask for less motion) the poster is shown as the page's LCP image.
 * A pause button satisfies WCAG 2.2.2 for motion that lasts longer than five seconds.
 */
export function HeroVideo({ media, still, label, className }: HeroVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const frame = cn("absolute inset-0 size-full object-cover", className);

  if (still) {
    return (
      <picture>
        <source
          type="image/avif"
          srcSet={`${media.poster.replace(/\.webp$/, ".avif")} ${media.width}w`}
          sizes="100vw"
        />
        <img
          src={media.poster}
          srcSet={`${media.poster} ${media.width}w`}
          sizes="100vw"
          alt=""
          width={media.width}
          height={media.height}
          fetchPriority="high"
          className={frame}
        />
      </picture>
    );
  }

  function toggle() {
    const node = video.current;
    if (!node) return;
    if (node.paused) {
      void node.play();
      setPaused(false);
    } else {
      node.pause();
      setPaused(true);
    }
  }

  return (
    <>
      <video
        ref={(node) => {
          video.current = node;
          // React sets `muted` as a property only after mount; browsers autoplay only muted video.
          if (node) node.muted = true;
        }}
        aria-hidden="true"
        poster={media.poster}
        width={media.width}
        height={media.height}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        className={frame}
      >
        <source src={media.webm} type="video/webm" />
        <source src={media.mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        aria-pressed={paused}
        onClick={toggle}
        className="absolute top-24 right-4 z-10 grid size-11 transition-[translate,background-color] duration-(--duration-layout) ease-(--ease-out-soft) group-data-[split=true]/hero:-translate-x-5 sm:group-data-[split=true]/hero:-translate-x-8 lg:top-32 place-items-center rounded-full bg-brand-950/70 text-white ring-1 ring-white/40 hover:bg-brand-950"
      >
        {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
        <span className="sr-only">Pause {label}</span>
      </button>
    </>
  );
}
