import { Carousel } from "~/components/ui/carousel";
import { ResponsiveImage, type ImageSource } from "~/components/ui/responsive-image";

export type AcademySlide = { image: ImageSource; caption: string };

/** "Inside the Academy": one captioned picture at a time, moved only by its buttons. */
export function AcademySlider({ slides }: { slides: AcademySlide[] }) {
  return (
    <section aria-labelledby="inside-academy" className="bg-brand-900 py-16 text-white sm:py-20 lg:py-24">
      <div className="mx-auto grid w-full max-w-(--container-page) gap-10 px-5 sm:px-8 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <h2 id="inside-academy" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            Inside the Academy
          </h2>
          <p className="mt-4 text-lg text-white/85">
            Six months of workshops, pairing and real releases. A look at a typical week.
          </p>
        </div>
        <Carousel
          label="Inside the Academy"
          tone="dark"
          slides={slides.map((slide) => (
            <figure key={slide.image.src}>
              <ResponsiveImage
                images={slide.image}
                alt=""
                sizes="(min-width: 1024px) 60vw, 100vw"
                className="aspect-[4/3] w-full rounded-card bg-brand-800 object-cover"
              />
              <figcaption className="mt-4 text-lg text-white/90">{slide.caption}</figcaption>
            </figure>
          ))}
        />
      </div>
    </section>
  );
}
