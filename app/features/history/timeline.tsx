import type { CSSProperties } from "react";
import type { Milestone } from "~/content/history";
import { useReveal } from "~/lib/use-reveal";

function TimelineItem({ milestone, index }: { milestone: Milestone; index: number }) {
  const [ref, revealed] = useReveal<HTMLLIElement>({ threshold: 0.3 });
  return (
    <li
      ref={ref}
      data-revealed={revealed}
      // Alternate sides from 768 px; a little stagger so neighbours do not arrive together.
      style={{ "--reveal-delay": `${(index % 2) * 0.08}s` } as CSSProperties}
      className="group reveal-fade-up relative pb-12 pl-10 last:pb-0 md:w-1/2 md:pl-0 md:odd:pr-14 md:odd:text-right md:even:ml-auto md:even:pl-14"
    >
      <span
        aria-hidden="true"
        className="absolute top-1.5 left-0 size-4 rounded-full border-4 border-white bg-accent-600 ring-2 ring-accent-600 md:group-odd:-right-2 md:group-odd:left-auto md:group-even:-left-2"
      />
      <h2 className="text-4xl font-bold tracking-tight text-brand-700 tabular-nums sm:text-5xl">{milestone.year}</h2>
      <h3 className="mt-2 text-xl font-bold">{milestone.title}</h3>
      <p className="mt-2 leading-relaxed text-ink-muted">{milestone.description}</p>
    </li>
  );
}

/** The company's milestones, oldest first, on a vertical line; each one fades in as it is reached. */
export function Timeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <ol
      aria-label="Milestones"
      className="relative before:absolute before:top-2 before:bottom-2 before:left-[7px] before:w-0.5 before:bg-brand-200 md:before:left-1/2 md:before:-translate-x-1/2"
    >
      {milestones.map((milestone, index) => (
        <TimelineItem key={`${milestone.year}-${milestone.title}`} milestone={milestone} index={index} />
      ))}
    </ol>
  );
}
