import type { CSSProperties } from "react";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/config/icons";
import { cn } from "~/lib/cn";
import { useReveal } from "~/lib/use-reveal";

/** `icon` names the feature's icon in the sprite (content's `icon`). */
export type FeatureItem = { icon: IconName; title: string; description: string };

const tones = {
  light: { card: "bg-white shadow-card", icon: "bg-brand-50 text-brand-700", text: "text-ink-muted" },
  dark: { card: "bg-white/5 ring-1 ring-white/15", icon: "bg-white/10 text-accent-300", text: "text-white/80" },
} as const;

type FeatureListProps = {
  features: FeatureItem[];
  /** The features' own headings; 3 under a section h2. */
  headingLevel?: 2 | 3 | 4;
  tone?: keyof typeof tones;
  className?: string;
};

/**
 * Feature items: animated icon, title and description, one, two or four to a row. The
 * icon springs in when the list is revealed and tilts on hover; both only when motion is welcome.
 */
export function FeatureList({ features, headingLevel = 3, tone = "light", className }: FeatureListProps) {
  const [ref, revealed] = useReveal<HTMLUListElement>({ threshold: 0.2 });
  const Heading = `h${headingLevel}` as const;
  const look = tones[tone];
  return (
    <ul ref={ref} className={cn("grid gap-5 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {features.map((feature, index) => (
        <li
          key={feature.title}
          data-revealed={revealed}
          style={{ "--reveal-delay": `${index * 100}ms` } as CSSProperties}
          className={cn("reveal-fade-up group flex flex-col gap-4 rounded-card p-6 sm:p-7", look.card)}
        >
          <span
            className={cn(
              "grid size-14 place-items-center rounded-2xl motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-(--ease-out-soft) motion-safe:group-hover:scale-110 motion-safe:group-hover:-rotate-6 motion-safe:group-data-[revealed=false]:scale-50 motion-safe:group-data-[revealed=false]:-rotate-45",
              look.icon,
            )}
          >
            <Icon name={feature.icon} className="size-7" />
          </span>
          <Heading className="text-lg leading-snug font-bold sm:text-xl">{feature.title}</Heading>
          <p className={cn("leading-relaxed", look.text)}>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
