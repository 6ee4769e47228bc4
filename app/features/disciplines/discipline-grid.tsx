import { cn } from "~/lib/cn";
import { DisciplineTile, type DisciplineTileItem } from "./discipline-tile";
import { fillerClasses } from "./fillers";

/**
 * The disciplines grid: 1, 2 or 4 tiles per row. Empty filler tiles complete the last row at each width;
 * each filler is shown by CSS only at the widths that need it, so the HTML is the same for every screen.
 */
export function DisciplineGrid({ disciplines }: { disciplines: DisciplineTileItem[] }) {
  return (
    <ul aria-label="Disciplines" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {disciplines.map((discipline) => (
        <li key={discipline.id}>
          <DisciplineTile discipline={discipline} />
        </li>
      ))}
      {fillerClasses(disciplines.length).map((visibility, i) => (
        <li
          key={`filler-${i}`}
          aria-hidden="true"
          data-filler=""
          className={cn(
            visibility,
            "min-h-40 rounded-card border border-dashed border-line bg-[repeating-linear-gradient(135deg,transparent_0_14px,var(--color-surface-muted)_14px_16px)]",
          )}
        />
      ))}
    </ul>
  );
}
