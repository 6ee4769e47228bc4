import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { filterFromSearch, type CareerFilter } from "./filter";

type Props = {
  applied: CareerFilter;
  options: { departments: string[]; levels: string[] };
  onApply: (filter: CareerFilter) => void;
  onClear: () => void;
};

/**
 * Choosing a value only changes the selection; Search applies both; CLEAR FILTER resets. The selects hold
 * the selection themselves (the parent remounts the form when the applied filter changes), so a choice made
 * before the page hydrated is kept and applied like any other. Without JavaScript, Search is a plain GET of
 * the same page with `?department=…&level=…`, which the list reads once it runs.
 */
export function CareersFilterForm({ applied, options, onApply, onClear }: Props) {
  const toOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(
      filterFromSearch(
        new URLSearchParams({
          department: String(data.get("department") ?? ""),
          level: String(data.get("level") ?? ""),
        }),
      ),
    );
  }

  return (
    <form
      role="search"
      aria-label="Filter vacancies"
      onSubmit={submit}
      className="grid gap-4 rounded-(--radius-card) bg-white p-5 shadow-(--shadow-card) sm:grid-cols-2 sm:p-6 lg:grid-cols-[1fr_1fr_auto_auto] lg:items-end"
    >
      <Select
        label="Select Department"
        name="department"
        defaultValue={applied.department}
        options={toOptions(options.departments)}
      />
      <Select label="Seniority Level" name="level" defaultValue={applied.level} options={toOptions(options.levels)} />
      <Button type="submit" size="lg" className="min-h-12">
        Search
      </Button>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="min-h-12"
        onClick={(event) => {
          event.currentTarget.form?.reset();
          onClear();
        }}
      >
        CLEAR FILTER
      </Button>
    </form>
  );
}
