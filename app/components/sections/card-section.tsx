import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage, type ImageSet, type ImageSource } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import { useReveal } from "~/lib/use-reveal";

export type CardItem = {
  title: string;
  description: string;
  images: ImageSet | ImageSource;
  imageAlt?: string;
  link?: { href: string; label: string };
};

type CardSectionProps = {
  cards: CardItem[];
  /** An optional section heading; without it the card titles are the section's h2s. */
  title?: string;
  background?: "plain" | "muted";
  className?: string;
};

/**
 * Card section: two columns of cards. Images switch at 640 and 1024 px, stand 466 px tall
 * on desktop and fall back to the placeholder when they fail. "Learn More" links carry the
 * card title for screen readers, so several on one page stay distinct.
 */
export function CardSection({ cards, title, background = "plain", className }: CardSectionProps) {
  const [ref, revealed] = useReveal<HTMLUListElement>({ threshold: 0.2 });
  const CardTitle = title ? "h3" : "h2";
  return (
    <section
      className={cn("py-16 sm:py-20 lg:py-24", background === "muted" ? "bg-surface-muted" : "bg-surface", className)}
    >
      <Container>
        {title && <h2 className="mb-10 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>}
        <ul ref={ref} className="grid gap-8 md:grid-cols-2">
          {cards.map((card, index) => (
            <li
              key={card.title}
              data-revealed={revealed}
              className={cn(
                "reveal-fade-up flex flex-col overflow-hidden rounded-card bg-white shadow-card",
                index % 2 === 1 && "[--reveal-delay:150ms]",
              )}
            >
              <ResponsiveImage
                images={card.images}
                alt={card.imageAlt ?? ""}
                thresholds="card"
                sizes="(min-width: 768px) 50vw, 100vw"
                className="h-60 w-full object-cover sm:h-80 lg:h-[466px]"
              />
              <div className="flex flex-1 flex-col gap-3 p-6 sm:p-8">
                <CardTitle className="text-2xl font-bold tracking-tight">{card.title}</CardTitle>
                <p className="leading-relaxed text-ink-muted">{card.description}</p>
                {card.link && (
                  <Link
                    to={card.link.href}
                    className="mt-auto inline-flex items-center gap-2 self-start pt-3 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
                  >
                    {/* One span: in the flex link a bare space between items would be dropped from the name. */}
                    <span>
                      {card.link.label} <span className="sr-only">about {card.title}</span>
                    </span>
                    <Icon name="arrow-right" className="size-4" />
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
