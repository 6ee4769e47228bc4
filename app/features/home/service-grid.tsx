import type { CSSProperties } from "react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage, type ImageSource } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import { useReveal } from "~/lib/use-reveal";

export type ServiceItem = { title: string; description: string; href: string; image: ImageSource };

type ServiceGridProps = { title: string; text: string; services: ServiceItem[] };

/**
 * The home page's service image grid: four tiles, each artwork with its title and one line. The title link
 * stretches over the tile, so the whole tile is one link named by its title.
 */
export function ServiceGrid({ title, text, services }: ServiceGridProps) {
  const [ref, revealed] = useReveal<HTMLUListElement>({ threshold: 0.2 });
  return (
    <section className="bg-surface py-16 sm:py-20 lg:py-24">
      <Container>
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">{text}</p>
        <ul ref={ref} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service, index) => (
            <li
              key={service.title}
              data-revealed={revealed}
              style={{ "--reveal-delay": `${index * 100}ms` } as CSSProperties}
              className="reveal-fade-up group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-overlay has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent-500"
            >
              <div className="overflow-hidden">
                <ResponsiveImage
                  images={service.image}
                  alt=""
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[4/3] w-full bg-brand-50 object-cover transition-transform duration-500 ease-(--ease-out-soft) motion-safe:group-hover:scale-105"
                />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-6">
                <h3 className="text-xl font-bold tracking-tight">
                  <Link
                    to={service.href}
                    className={cn(
                      "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none",
                      "group-hover:text-brand-700",
                    )}
                  >
                    {service.title}
                  </Link>
                </h3>
                <p className="leading-relaxed text-ink-muted">{service.description}</p>
                <Icon name="arrow-right" className="mt-auto size-5 self-end text-accent-600" />
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
