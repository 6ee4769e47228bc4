import { TestimonialCarousel, type TestimonialItem } from "~/components/sections/testimonial-carousel";
import { Container } from "~/components/ui/container";

/** Team talks: one slide at a time, no loop, no dots, 500 ms (the shared Carousel's settings). */
export function TeamTalks({ id, title, talks }: { id: string; title: string; talks: TestimonialItem[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="overflow-x-clip bg-surface py-16 sm:py-20 lg:py-24">
      <Container>
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {title}
        </h2>
        <TestimonialCarousel label="Team talks" items={talks} className="mt-10" />
      </Container>
    </section>
  );
}
