import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";

type YearPickerProps = { years: readonly number[]; selected: number; onSelect: (year: number) => void };

/**
 * The awards' year picker: a side list of years on very wide screens (1200 px and up), a dropdown otherwise. Both
 * are in the HTML; CSS shows one, so the prerendered page never depends on the window width.
 */
export function YearPicker({ years, selected, onSelect }: YearPickerProps) {
  return (
    <>
      <nav aria-label="Award years" className="hidden min-[1200px]:block">
        <ul className="grid gap-2 border-l-2 border-line">
          {years.map((year) => {
            const pressed = year === selected;
            return (
              <li key={year}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onSelect(year)}
                  className={cn(
                    "-ml-0.5 min-h-12 w-full border-l-4 px-6 text-left text-2xl font-bold tabular-nums transition-colors",
                    pressed
                      ? "border-accent-600 text-brand-900"
                      : "border-transparent text-ink-muted hover:border-brand-300 hover:text-ink",
                  )}
                >
                  {year}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <Select
        label="Year"
        className="max-w-xs min-[1200px]:hidden"
        value={String(selected)}
        onChange={(event) => onSelect(Number(event.target.value))}
        options={years.map((year) => ({ value: String(year), label: String(year) }))}
      />
    </>
  );
}
