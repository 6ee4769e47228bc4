import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";

type CategoryFilterProps = {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
};

/**
 * The blog's category picker: pill buttons from 1024 px, a native select below. Both are in the HTML and CSS shows one,
 * so the prerendered page never depends on the window width.
 */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  return (
    <div>
      <div role="group" aria-label="Filter by category" className="hidden flex-wrap gap-3 lg:flex">
        {categories.map((category) => {
          const pressed = category === selected;
          return (
            <button
              key={category}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(category)}
              className={cn(
                "min-h-11 rounded-full border-2 px-6 text-sm font-semibold transition-colors",
                pressed
                  ? "border-brand-900 bg-brand-900 text-white"
                  : "border-line bg-white text-ink hover:border-brand-700 hover:text-brand-800",
              )}
            >
              {category}
            </button>
          );
        })}
      </div>
      <Select
        label="Category"
        className="max-w-sm lg:hidden"
        value={selected}
        onChange={(event) => onSelect(event.target.value)}
        options={categories.map((category) => ({ value: category, label: category }))}
      />
    </div>
  );
}
