import { Carousel } from "~/components/ui/carousel";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage, type ImageSet } from "~/components/ui/responsive-image";

export type TestimonialItem = { images: ImageSet; name: string; designation: string; talk: string };

type TestimonialCarouselProps = {
  /** Names the carousel, e.g. "Team talks". */
  label: string;
  items: TestimonialItem[];
  tone?: "light" | "dark";
  className?: string;
};

/** Team talks (Technology) and testimonials: one quote with its picture per slide. */
export function TestimonialCarousel({ label, items, tone = "light", className }: TestimonialCarouselProps) {
  const dark = tone === "dark";
  return (
    <Carousel
      label={label}
      tone={tone}
      className={className}
      slides={items.map((item) => (
        // The picture is decoration (alt=""): the figure is the quote with its caption, so the caption is
        // the figure's own last child, as HTML requires.
        <div key={item.name} className="grid items-center gap-8 lg:grid-cols-[5fr_7fr] lg:gap-14">
          <ResponsiveImage
            images={item.images}
            alt=""
            sizes="(min-width: 1200px) 520px, (min-width: 1024px) 40vw, 100vw"
            className="aspect-[4/3] w-full rounded-card bg-brand-50 object-cover"
          />
          <figure>
            <Icon name="quote" className={dark ? "size-10 text-accent-300" : "size-10 text-accent-600"} />
            <blockquote className="mt-4 text-xl leading-relaxed font-medium text-pretty sm:text-2xl">
              <p>{item.talk}</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block text-lg font-bold">{item.name}</span>
              <span className={dark ? "text-white/80" : "text-ink-muted"}>{item.designation}</span>
            </figcaption>
          </figure>
        </div>
      ))}
    />
  );
}
