import type { CSSProperties } from "react";
import { cn } from "~/lib/cn";
import { useReveal } from "~/lib/use-reveal";

/**
 * A counter: its figure, framed by an optional prepender and appender ("$", "B"). Blocks that only
 * have a count and a title leave the frame out. The count comes as shown ("136,337", from the loader's
 * shownCounts), so no number formatter loads in the browser.
 */
export type StatItem = { title: string; count: string; prepender?: string; appender?: string };

/** "$78.8B", "136,337": the figure as shown and as read. */
export function formatStat({ prepender = "", count, appender = "" }: StatItem): string {
  return `${prepender}${count}${appender}`;
}

const tones = {
  light: { figure: "text-brand-900", flipped: "text-accent-600", title: "text-ink-muted", rule: "border-line" },
  dark: { figure: "text-white", flipped: "text-accent-300", title: "text-white/80", rule: "border-white/25" },
} as const;

const columns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

type StatsProps = {
  stats: StatItem[];
  tone?: keyof typeof tones;
  /** Column count from the small breakpoint up; 4 steps through two columns on tablets. */
  columns?: keyof typeof columns;
  className?: string;
};

/**
 * Counters, as on the home page's dark band. Each is a term (title) and its figure; on hover the figure
 * rolls up to an accent copy of itself (0.3 s, none with reduced motion). The rolling copies are hidden
 * from screen readers, which read the full figure once.
 */
export function Stats({ stats, tone = "light", columns: cols = 3, className }: StatsProps) {
  const [ref, revealed] = useReveal<HTMLDListElement>({ threshold: 0.3 });
  const look = tones[tone];
  return (
    <dl ref={ref} className={cn("grid gap-x-8 gap-y-10", columns[cols], className)}>
      {stats.map((stat, index) => {
        const figure = formatStat(stat);
        return (
          <div
            key={stat.title}
            data-revealed={revealed}
            style={{ "--reveal-delay": `${index * 100}ms` } as CSSProperties}
            className={cn("reveal-fade-up group flex flex-col-reverse gap-2 border-t-2 pt-5", look.rule)}
          >
            <dt className={cn("text-sm font-semibold tracking-wide uppercase sm:text-base", look.title)}>
              {stat.title}
            </dt>
            <dd className="text-4xl leading-[1.1] font-bold tracking-tight tabular-nums sm:text-5xl">
              <span className="sr-only">{figure}</span>
              <span aria-hidden="true" className="block h-[1.1em] overflow-hidden">
                <span className="flex flex-col transition-transform duration-300 ease-(--ease-out-soft) motion-safe:group-hover:-translate-y-1/2">
                  <span className={look.figure}>{figure}</span>
                  <span className={look.flipped}>{figure}</span>
                </span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
