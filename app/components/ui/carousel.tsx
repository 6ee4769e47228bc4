import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { Icon } from "./icon";

type CarouselProps = {
  /** Names the carousel region, e.g. "Team talks". */
  label: string;
  slides: ReactNode[];
  /** The buttons' look: on a light page or on a dark band. */
  tone?: "light" | "dark";
  className?: string;
};

/*
 * How the product's sliders behave: one slide shown and scrolled at a time, no loop, no dots, a 500 ms
 * slide. Embla's duration is in its own units; 25 is about 500 ms.
 */
const options = { loop: false, duration: 25, align: "start", slidesToScroll: 1, containScroll: "trimSnaps" } as const;

/** How far ahead of the viewport a carousel starts to load its swipe engine (a short scroll away). */
const loadAhead = "200px 0px";

const buttonTones = {
  light: "border-brand-900 text-brand-900 hover:bg-brand-900 hover:text-white",
  dark: "border-white text-white hover:bg-white hover:text-brand-900",
} as const;

/**
 * APG carousel (basic, no rotation): a labelled region, slides announced as "n of m", previous and
 * next buttons, and a polite live region telling where the visitor now is. Nothing moves by itself.
 * Slides out of view are inert, so Tab never lands on something hidden.
 *
 * The prerendered first slide needs no script. Embla (swipe and the slide animation) loads when the
 * carousel comes within a short scroll of the viewport, or at the first press, so pages do not pay for it up
 * front.
 */
export function Carousel({ label, slides, tone = "light", className }: CarouselProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const loading = useRef<Promise<EmblaCarouselType | undefined> | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const reducedMotion = useReducedMotion();
  const [selected, setSelected] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const trackId = useId();
  const total = slides.length;

  // Every slide is full width, so there is one snap per slide and the ends follow from the index.
  const edges = { prev: selected > 0, next: selected < total - 1 };

  const load = useCallback(() => {
    loading.current ??= import("embla-carousel").then(({ default: EmblaCarousel }) => {
      const node = viewport.current;
      // Unmounted while loading: nothing to attach to.
      if (!node?.isConnected) return undefined;
      const instance = EmblaCarousel(node, options);
      setApi(instance);
      return instance;
    });
    return loading.current;
  }, []);

  useEffect(() => {
    const node = viewport.current;
    if (!node || total < 2) return;
    if (typeof IntersectionObserver === "undefined") {
      void load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: loadAhead },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [load, total]);

  useEffect(() => () => api?.destroy(), [api]);

  useEffect(() => {
    if (!api) return;
    const sync = () => setSelected(api.selectedScrollSnap());
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  async function go(step: -1 | 1) {
    if (!(step < 0 ? edges.prev : edges.next)) return;
    const target = selected + step;
    setSelected(target);
    setAnnouncement(`Slide ${target + 1} of ${total}`);
    const instance = api ?? (await load());
    // Reduced motion: jump straight to the slide instead of sliding.
    instance?.scrollTo(target, reducedMotion);
  }

  const controls = [
    { step: -1 as const, name: "Previous slide", icon: "chevron-left" as const, enabled: edges.prev },
    { step: 1 as const, name: "Next slide", icon: "chevron-right" as const, enabled: edges.next },
  ];

  return (
    <section aria-roledescription="carousel" aria-label={label} className={className}>
      <div ref={viewport} className="overflow-hidden">
        <div id={trackId} className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${total}`}
              inert={index !== selected}
              className="min-w-0 flex-[0_0_100%]"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className="mt-6 flex items-center justify-end gap-3">
          <p aria-hidden="true" className="mr-auto text-sm font-semibold tabular-nums opacity-80">
            {selected + 1} / {total}
          </p>
          {controls.map(({ step, name, icon, enabled }) => (
            <button
              key={name}
              type="button"
              aria-label={name}
              aria-controls={trackId}
              // aria-disabled, not disabled: the button keeps focus at the first and last slide.
              aria-disabled={!enabled}
              onClick={() => void go(step)}
              className={cn(
                "grid size-12 place-items-center rounded-full border-2 transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent",
                buttonTones[tone],
                tone === "dark" ? "aria-disabled:hover:text-white" : "aria-disabled:hover:text-brand-900",
              )}
            >
              <Icon name={icon} className="size-5" />
            </button>
          ))}
        </div>
      )}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
