import { useRef } from "react";
import { RotatingTitle } from "~/components/sections/rotating-title";
import { LinkButton } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { HeroVideo, type HeroMedia } from "./hero-video";
import { useHeroScroll } from "./use-hero-scroll";

type HomeHeroProps = {
  prefix: string;
  words: string;
  text: string;
  media: HeroMedia;
  action: { label: string; href: string };
};

/**
 * The home hero: a full-screen background video under the rotating title. Once the page leaves the
 * top, the video slides into a framed panel (beside the text from 1024 px, above it on phones) with
 * a CSS transition. Under reduced motion nothing moves: the poster stays and the hero never splits.
 */
export function HomeHero({ prefix, words, text, media, action }: HomeHeroProps) {
  const hero = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const split = useHeroScroll(!reducedMotion, hero);

  return (
    <section
      ref={hero}
      data-split={split}
      aria-label="Introduction"
      className="group/hero relative isolate flex min-h-[100svh] overflow-hidden bg-brand-950 text-white"
    >
      {/*
        The frame is drawn with clip-path, never with inset or size: a clip changes no layout, so the
        hero's change of shape moves nothing on the page (CLS stays 0 while it plays on scroll).
      */}
      <div
        className={cn(
          "absolute inset-0 -z-10 overflow-hidden transition-[clip-path] duration-(--duration-layout) ease-(--ease-out-soft)",
          split
            ? "[clip-path:inset(5rem_1.25rem_56%_1.25rem_round_var(--radius-card))] sm:[clip-path:inset(5rem_2rem_56%_2rem_round_var(--radius-card))] lg:[clip-path:inset(7rem_2rem_4rem_54%_round_var(--radius-card))]"
            : "[clip-path:inset(0_round_0)]",
        )}
      >
        <HeroVideo media={media} still={reducedMotion} label="background video" />
        {/* Keeps the white title at AA contrast over the moving picture; not needed once the text moves aside. */}
        <div
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-0 bg-linear-to-t from-brand-950 via-brand-950/70 to-brand-950/30 transition-opacity duration-(--duration-layout)",
            split && "opacity-0",
          )}
        />
      </div>
      {/* The column spans the hero; only its text takes pointer events, so the video's pause button stays pressable. */}
      <div className="pointer-events-none mx-auto flex w-full max-w-(--container-page) flex-col justify-end px-5 pt-28 pb-14 sm:px-8 sm:pb-20">
        {/* From 1024 px the text keeps the width it has beside the framed video, so the split reflows nothing. */}
        <div className="pointer-events-auto max-w-3xl lg:max-w-[46%]">
          <RotatingTitle
            prefix={prefix}
            words={words}
            className="text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl [&>span[aria-hidden]]:block"
            wordClassName="text-accent-300"
          />
          <p className="mt-6 max-w-2xl text-lg text-pretty text-white/90 sm:text-xl">{text}</p>
          <LinkButton to={action.href} size="lg" className="mt-8">
            {action.label}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
