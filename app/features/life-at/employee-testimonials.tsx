import type { CSSProperties } from "react";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage, userPlaceholderImage, type ImageSource } from "~/components/ui/responsive-image";
import { useReveal } from "~/lib/use-reveal";

export type EmployeeTestimonial = { name: string; designation: string; talk: string; image: ImageSource };

/** Employee testimonials: all three voices side by side, each with portrait, name and role. */
export function EmployeeTestimonials({ title, items }: { title: string; items: EmployeeTestimonial[] }) {
  const [ref, revealed] = useReveal<HTMLUListElement>({ threshold: 0.2 });
  return (
    <section className="bg-surface-muted py-16 sm:py-20 lg:py-24">
      <Container>
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h2>
        <ul ref={ref} className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li
              key={item.name}
              data-revealed={revealed}
              style={{ "--reveal-delay": `${index * 120}ms` } as CSSProperties}
              className="reveal-fade-up"
            >
              <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-card sm:p-8">
                <Icon name="quote" className="size-9 text-accent-600" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-pretty">
                  <p>{item.talk}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4 border-t border-line pt-6">
                  <ResponsiveImage
                    images={item.image}
                    alt=""
                    fallback={userPlaceholderImage}
                    sizes="64px"
                    className="size-16 shrink-0 rounded-full bg-brand-50 object-cover"
                  />
                  <span>
                    <span className="block font-bold">{item.name}</span>
                    <span className="text-sm text-ink-muted">{item.designation}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
