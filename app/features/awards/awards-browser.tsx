import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { AwardCard, type AwardItem } from "./award-card";
import { initialAwards, initialView, revealAll, selectYear, showMoreLabel, visibleAwards } from "./paging";
import { YearPicker } from "./year-picker";

/**
 * Awards by year: the newest year first, four cards, then SHOW MORE for the rest.
 * Changing the year collapses the list again.
 */
export function AwardsBrowser({ awards, years }: { awards: AwardItem[]; years: number[] }) {
  const [view, setView] = useState(() => initialView(years[0] ?? new Date().getFullYear()));
  const { shown, hidden, total } = visibleAwards(awards, view);
  const list = useRef<HTMLUListElement>(null);
  const revealed = useRef(false);

  useEffect(() => {
    if (!revealed.current) return;
    revealed.current = false;
    list.current?.children[initialAwards]?.querySelector<HTMLElement>("h3")?.focus();
  }, [view]);

  function more() {
    revealed.current = true;
    setView(revealAll(view));
  }

  return (
    <div className="grid gap-8 min-[1200px]:grid-cols-[12rem_1fr] min-[1200px]:gap-16">
      <YearPicker years={years} selected={view.year} onSelect={(year) => setView(selectYear(view, year))} />
      <section aria-labelledby="awards-year">
        <h2 id="awards-year" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Awards in {view.year}
        </h2>
        <p role="status" className="mt-2 text-sm font-semibold text-ink-muted">
          {total > 0 ? `Showing ${shown.length} of ${total} ${total === 1 ? "award" : "awards"}` : ""}
        </p>
        {total === 0 ? (
          <p className="mt-6 rounded-card border border-dashed border-line bg-white p-10 text-center text-lg font-semibold">
            No awards found for {view.year}
          </p>
        ) : (
          <ul ref={list} key={view.year} className="mt-6 grid gap-6 sm:grid-cols-2">
            {shown.map((award) => (
              <li key={award.id}>
                <AwardCard award={award} />
              </li>
            ))}
          </ul>
        )}
        {hidden > 0 && (
          <div className="mt-10 flex justify-center">
            <Button variant="outline" size="lg" onClick={more}>
              {showMoreLabel(hidden)}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
