import type { TitleLines } from "~/content/schemas";
import { LinkButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Paragraph } from "~/components/ui/paragraph";
import { ResponsiveImage, type ImageSet, type ImageSource } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import { useReveal } from "~/lib/use-reveal";
import { HighlightedTitle } from "./highlighted-title";

export type ImageTextBlockProps = {
  title: string | TitleLines;
  paragraphs: string[];
  images: ImageSet | ImageSource;
  /** Describes the artwork; empty when it is decoration only. */
  imageAlt?: string;
  imagePosition?: "left" | "right";
  button?: { label: string; to: string; newTab?: boolean };
  background?: "plain" | "muted";
  id?: string;
  className?: string;
};

/** Image-and-text block: the image slides in from its side, the text fades up beside it. */
export function ImageTextBlock({
  title,
  paragraphs,
  images,
  imageAlt = "",
  imagePosition = "left",
  button,
  background = "plain",
  id,
  className,
}: ImageTextBlockProps) {
  const [ref, revealed] = useReveal<HTMLDivElement>({ threshold: 0.3 });
  const right = imagePosition === "right";
  return (
    <section
      id={id}
      className={cn(
        "overflow-x-clip py-16 sm:py-20 lg:py-24",
        background === "muted" ? "bg-surface-muted" : "bg-surface",
        className,
      )}
    >
      <Container>
        <div ref={ref} className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div
            data-revealed={revealed}
            className={cn(
              "overflow-hidden rounded-card",
              right ? "reveal-slide-in-right lg:order-last" : "reveal-slide-in-left",
            )}
          >
            <ResponsiveImage
              images={images}
              alt={imageAlt}
              thresholds="card"
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
          </div>
          <div data-revealed={revealed} className="reveal-fade-up [--reveal-delay:150ms]">
            <HighlightedTitle title={title} className="text-3xl sm:text-4xl lg:text-5xl" />
            <div className="mt-6 space-y-4">
              {paragraphs.map((text) => (
                <Paragraph key={text} tone="muted">
                  {text}
                </Paragraph>
              ))}
            </div>
            {button && (
              <LinkButton to={button.to} newTab={button.newTab} size="lg" className="mt-8">
                <span>
                  {button.label}
                  {button.newTab && (
                    <>
                      {" "}
                      <span className="sr-only">(opens in a new tab)</span>
                    </>
                  )}
                </span>
              </LinkButton>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
