import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import type { CareerFilter } from "./filter";

type Props = {
  applied: CareerFilter;
  options: { departments: string[]; levels: string[] };
  onApply: (filter: CareerFilter) => void;
  onClear: () => void;
};

/** Choosing a value only changes the selection; Search applies both; CLEAR FILTER resets. */
export function CareersFilterForm({ applied, options, onApply, onClear }: Props) {
  const [selection, setSelection] = useState(applied);
  const toOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(selection);
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
        value={selection.department}
        options={toOptions(options.departments)}
        onChange={(event) => setSelection({ ...selection, department: event.target.value })}
      />
      <Select
        label="Seniority Level"
        name="level"
        value={selection.level}
        options={toOptions(options.levels)}
        onChange={(event) => setSelection({ ...selection, level: event.target.value })}
      />
      <Button type="submit" size="lg" className="min-h-12">
        Search
      </Button>
      <Button type="button" variant="outline" size="lg" className="min-h-12" onClick={onClear}>
        CLEAR FILTER
      </Button>
    </form>
  );
}
