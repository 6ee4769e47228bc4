import { Stats, type StatItem } from "~/components/sections/stats";
import { Container } from "~/components/ui/container";

/** The home page's stats: three counters on a dark band; each figure flips to its accent copy on hover. */
export function StatsBand({ title, text, stats }: { title: string; text: string; stats: StatItem[] }) {
  return (
    <section className="bg-brand-900 py-16 text-white sm:py-20 lg:py-24">
      <Container>
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-end lg:gap-16">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h2>
            <p className="mt-4 text-lg text-white/85">{text}</p>
          </div>
          <Stats stats={stats} tone="dark" columns={3} />
        </div>
      </Container>
    </section>
  );
}
