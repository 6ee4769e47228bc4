import { LinkButton, type ButtonStyleProps } from "~/components/ui/button";
import { ResponsiveImage, type ImageSet } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import { useReveal } from "~/lib/use-reveal";

const backgrounds = {
  brand: "bg-brand-900 text-white",
  cream: "bg-surface-muted text-ink",
  accent: "bg-accent-50 text-ink",
} as const;

export type PromoBandProps = {
  title: string;
  description: string;
  buttonText: string;
  buttonTo: string;
  images?: ImageSet;
  /** The image sits on the left unless told otherwise. */
  imageLeft?: boolean;
  buttonVariant?: ButtonStyleProps["variant"];
  bgColor?: keyof typeof backgrounds;
};

/** Promo band: image and call to action; the image reveals with a vertical scale the first time it is 30% visible. */
export function PromoBand({
  title,
  description,
  buttonText,
  buttonTo,
  images,
  imageLeft = true,
  buttonVariant = "primary",
  bgColor = "brand",
}: PromoBandProps) {
  const [ref, revealed] = useReveal<HTMLDivElement>({ threshold: 0.3 });
  const dark = bgColor === "brand";
  return (
    <section className={cn("py-14 sm:py-20", backgrounds[bgColor])}>
      <div className="mx-auto grid w-full max-w-(--container-page) items-center gap-10 px-5 sm:px-8 lg:grid-cols-2 lg:gap-16">
        {images && (
          <div
            ref={ref}
            data-revealed={revealed}
            className={cn("reveal-scale-y overflow-hidden rounded-(--radius-card)", !imageLeft && "lg:order-last")}
          >
            <ResponsiveImage
              images={images}
              alt=""
              thresholds="card"
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="h-auto w-full object-cover"
            />
          </div>
        )}
        <div className={cn(!images && "lg:col-span-2 lg:text-center")}>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
          <p
            className={cn("mt-4 max-w-2xl text-lg", dark ? "text-white/85" : "text-ink-muted", !images && "lg:mx-auto")}
          >
            {description}
          </p>
          <LinkButton to={buttonTo} variant={buttonVariant} tone={dark ? "dark" : "light"} size="lg" className="mt-8">
            {buttonText}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
