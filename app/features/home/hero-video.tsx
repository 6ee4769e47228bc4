import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

export type HeroMedia = { webm: string; mp4: string; poster: string; width: number; height: number };

/** The self-hosted clip and its still: at most 1.5 MB, made by scripts/art/make-hero-video.mjs, no third party. */
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

/** Runs `task` once the browser has nothing more urgent to do (Safari has no requestIdleCallback). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}

/**
 * The home hero's background clip: muted, looping, inline, autoplaying only when motion is welcome.
 * The poster is always there underneath, as the page's first picture (and the only one for visitors who
 * ask for less motion). The clip is added over it once the page is idle after hydration: creating a media
 * player is main-thread work, and the clip's download should not compete with the page's own files.
 * The <video> carries no poster of its own, so the still is fetched once, in the best format the browser
 * takes (AVIF or WebP). A pause button satisfies WCAG 2.2.2 for motion that lasts longer than five seconds.
 */
export function HeroVideo({ media, still, label, className }: HeroVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const [ready, setReady] = useState(false);
  const frame = cn("absolute inset-0 size-full object-cover", className);

  useEffect(() => {
    if (still) return;
    return whenIdle(() => setReady(true));
  }, [still]);

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
      {ready && !still && (
        <>
          <video
            ref={(node) => {
              video.current = node;
              // React sets `muted` as a property only after mount; browsers autoplay only muted video.
              if (node) node.muted = true;
            }}
            aria-hidden="true"
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
            className="absolute top-24 right-4 z-10 grid size-11 place-items-center rounded-full bg-brand-950/70 text-white ring-1 ring-white/40 transition-[translate,background-color] duration-(--duration-layout) ease-(--ease-out-soft) group-data-[split=true]/hero:-translate-x-5 hover:bg-brand-950 sm:group-data-[split=true]/hero:-translate-x-8 lg:top-32"
          >
            {paused ? <Icon name="play" className="size-5" /> : <Icon name="pause" className="size-5" />}
            <span className="sr-only">Pause {label}</span>
          </button>
        </>
      )}
    </>
  );
}
