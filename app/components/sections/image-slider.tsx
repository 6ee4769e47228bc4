import { Carousel } from "~/components/ui/carousel";
import { ResponsiveImage, type ImageSource } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";

export type SliderImage = { image: ImageSource; alt: string; caption?: string };

type ImageSliderProps = {
  /** Names the carousel and the scrolling rows, e.g. "Sustainability initiatives". */
  label: string;
  imagesDesktop: SliderImage[];
  imagesTablet: SliderImage[];
  imagesMobile: SliderImage[];
  className?: string;
};

function Figure({ slide, sizes, imageClassName }: { slide: SliderImage; sizes: string; imageClassName: string }) {
  return (
    <figure>
      <ResponsiveImage
        images={slide.image}
        alt={slide.alt}
        sizes={sizes}
        className={cn("w-full rounded-card bg-brand-50 object-cover", imageClassName)}
      />
      {slide.caption && (
        <figcaption className="mt-3 text-sm leading-relaxed text-ink-muted">{slide.caption}</figcaption>
      )}
    </figure>
  );
}

const rows = [
  { key: "tablet", show: "hidden md:block lg:hidden", width: "w-[400px]", sizes: "400px" },
  { key: "mobile", show: "block md:hidden", width: "w-[296px]", sizes: "296px" },
] as const;

/**
 * The Sustainability slider, with its own image list per screen size. From 1024 px it is a
 * carousel showing one slide at a time; below, a row that scrolls sideways (CSS scroll snap) with
 * 400 px slides on tablets and 296 px on phones. Hidden layouts are display:none, so their lazy images
 * are never fetched and screen readers meet one layout only.
 */
export function ImageSlider({ label, imagesDesktop, imagesTablet, imagesMobile, className }: ImageSliderProps) {
  const lists = { tablet: imagesTablet, mobile: imagesMobile };
  return (
    <div className={className}>
      <Carousel
        label={label}
        className="hidden lg:block"
        slides={imagesDesktop.map((slide) => (
          <Figure
            key={slide.image.src}
            slide={slide}
            sizes="(min-width: 1320px) 1240px, 95vw"
            imageClassName="aspect-[16/9] max-h-[36rem]"
          />
        ))}
      />
      {rows.map((row) => (
        <div
          key={row.key}
          role="region"
          aria-label={label}
          // A scroll container must be focusable to be scrolled by keyboard (WCAG 2.1.1); its name says what it holds.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={cn(
            "-mx-5 snap-x snap-mandatory scroll-px-5 overflow-x-auto px-5 pb-4 sm:-mx-8 sm:scroll-px-8 sm:px-8",
            row.show,
          )}
        >
          <ul className="flex w-max gap-4">
            {lists[row.key].map((slide) => (
              <li key={slide.image.src} className={cn("shrink-0 snap-start", row.width)}>
                <Figure slide={slide} sizes={row.sizes} imageClassName="aspect-[4/3]" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
