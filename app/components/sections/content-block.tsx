import type { ReactNode } from "react";
import type { TitleLines } from "~/content/schemas";
import { Container } from "~/components/ui/container";
import { Paragraph } from "~/components/ui/paragraph";
import { cn } from "~/lib/cn";
import { useReveal } from "~/lib/use-reveal";
import { FeatureList, type FeatureItem } from "./feature-list";
import { HighlightedTitle } from "./highlighted-title";
import { Stats, type StatItem } from "./stats";

const backgrounds = {
  plain: "bg-surface text-ink",
  muted: "bg-surface-muted text-ink",
  brand: "bg-brand-900 text-white",
} as const;

export type ContentBlockProps = {
  titleLines: TitleLines;
  paragraphs: string[];
  subTitle?: string;
  subParagraphs?: string[];
  features?: FeatureItem[];
  stats?: StatItem[];
  /** "h1" when the block opens a page that has no banner. */
  as?: "h1" | "h2";
  background?: keyof typeof backgrounds;
  id?: string;
  /** Extra content under the text, e.g. a slider or a video. */
  children?: ReactNode;
  className?: string;
};

/** Content block: a highlighted title, paragraphs, and optional sub-section, features and stats. */
export function ContentBlock({
  titleLines,
  paragraphs,
  subTitle,
  subParagraphs,
  features,
  stats,
  as = "h2",
  background = "plain",
  id,
  children,
  className,
}: ContentBlockProps) {
  const [ref, revealed] = useReveal<HTMLDivElement>({ threshold: 0.2 });
  const dark = background === "brand";
  const tone = dark ? "dark" : "light";
  const paragraphTone = dark ? "onDark" : "muted";
  // Keep the outline unbroken whether the block carries the page's h1 or a section's h2.
  const level = as === "h1" ? 1 : 2;
  const SubTitle = level === 1 ? "h2" : "h3";
  const featureLevel = (subTitle ? level + 2 : level + 1) as 2 | 3 | 4;
  return (
    <section id={id} className={cn("py-16 sm:py-20 lg:py-24", backgrounds[background], className)}>
      <Container>
        <div ref={ref} data-revealed={revealed} className="reveal-fade-up">
          <HighlightedTitle
            title={titleLines}
            as={as}
            tone={tone}
            className={as === "h1" ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl lg:text-5xl"}
          />
          <div className="mt-6 space-y-4">
            {paragraphs.map((text) => (
              <Paragraph key={text} size="lg" tone={paragraphTone}>
                {text}
              </Paragraph>
            ))}
          </div>
          {subTitle && <SubTitle className="mt-12 text-2xl font-bold tracking-tight sm:text-3xl">{subTitle}</SubTitle>}
          {subParagraphs && subParagraphs.length > 0 && (
            <div className="mt-4 space-y-4">
              {subParagraphs.map((text) => (
                <Paragraph key={text} tone={paragraphTone}>
                  {text}
                </Paragraph>
              ))}
            </div>
          )}
        </div>
        {features && features.length > 0 && (
          <FeatureList features={features} tone={tone} headingLevel={featureLevel} className="mt-12" />
        )}
        {stats && stats.length > 0 && (
          <Stats stats={stats} tone={tone} columns={stats.length === 4 ? 4 : 3} className="mt-12" />
        )}
        {children && <div className="mt-12">{children}</div>}
      </Container>
    </section>
  );
}
