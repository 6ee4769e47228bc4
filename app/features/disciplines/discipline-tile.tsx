import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/config/icons";
import { paths } from "~/config/paths";

/** `icon` names the tile's icon in the sprite (the discipline's `icon`). */
export type DisciplineTileItem = { id: string; title: string; icon: IconName; description: string };

/** One discipline on the list page: icon, title, description and "Read more" to its own page. */
export function DisciplineTile({ discipline }: { discipline: DisciplineTileItem }) {
  return (
    <article className="group flex h-full flex-col rounded-card border border-line bg-white p-6 transition-shadow hover:shadow-card sm:p-8">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-900 group-hover:text-white">
        <Icon name={discipline.icon} className="size-7" />
      </span>
      <h2 className="mt-6 text-xl font-bold tracking-tight">{discipline.title}</h2>
      <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{discipline.description}</p>
      <Link
        to={paths.discipline(discipline.id)}
        className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
      >
        {/* The name in the text, not an aria-label: search engines read link text (Lighthouse link-text). */}
        <span>
          Read more<span className="sr-only"> about {discipline.title}</span>
        </span>
        <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
      </Link>
    </article>
  );
}
