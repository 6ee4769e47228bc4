import type { TitleLines } from "~/content/schemas";
import { Container } from "~/components/ui/container";
import { Paragraph } from "~/components/ui/paragraph";
import type { ImageSet, ImageSource } from "~/components/ui/responsive-image";
import { VideoFacade } from "~/components/ui/video-facade";
import { cn } from "~/lib/cn";
import { useReveal } from "~/lib/use-reveal";
import { HighlightedTitle } from "./highlighted-title";
import { Stats, type StatItem } from "./stats";

export type StatsVideoProps = {
  title: string | TitleLines;
  paragraphs: string[];
  stats?: StatItem[];
  video: { url: string; title: string; poster: ImageSet | ImageSource };
  background?: "plain" | "muted" | "brand";
  id?: string;
  className?: string;
};

const backgrounds = {
  plain: "bg-surface text-ink",
  muted: "bg-surface-muted text-ink",
  brand: "bg-brand-900 text-white",
};

/**
 * Stats plus video: text and stat blocks beside a video facade. Nothing is fetched from the
 * video host until play is pressed; then the player starts with its own controls and the overlay goes.
 */
export function StatsVideo({
  title,
  paragraphs,
  stats = [],
  video,
  background = "plain",
  id,
  className,
}: StatsVideoProps) {
  const [ref, revealed] = useReveal<HTMLDivElement>({ threshold: 0.2 });
  const dark = background === "brand";
  return (
    <section id={id} className={cn("overflow-x-clip py-16 sm:py-20 lg:py-24", backgrounds[background], className)}>
      <Container>
        <div ref={ref} className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div data-revealed={revealed} className="reveal-fade-up">
            <HighlightedTitle
              title={title}
              tone={dark ? "dark" : "light"}
              className="text-3xl sm:text-4xl lg:text-5xl"
            />
            <div className="mt-6 space-y-4">
              {paragraphs.map((text) => (
                <Paragraph key={text} tone={dark ? "onDark" : "muted"}>
                  {text}
                </Paragraph>
              ))}
            </div>
            {stats.length > 0 && <Stats stats={stats} tone={dark ? "dark" : "light"} columns={2} className="mt-10" />}
          </div>
          <div data-revealed={revealed} className="reveal-slide-in-right">
            <VideoFacade
              url={video.url}
              title={video.title}
              poster={video.poster}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="shadow-card"
            />
          </div>
        </div>
      </Container>
    </section>
  );
}
