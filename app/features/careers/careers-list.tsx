import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { endPendingQuery, pendingQueryScript } from "~/lib/pending-query";
import { useHydrated } from "~/lib/use-hydrated";
import { CareersFilterForm } from "./careers-filter-form";
import { isClosedAt, useNow } from "./closing";
import { emptyFilter, filterFromSearch, filterOptions, filterToSearch, filterVacancies, isFiltered } from "./filter";
import { VacancyRow } from "./vacancy-row";
import type { VacancySummary } from "./vacancy-summary";

/**
 * An address with a query (a shared filtered list, /careers/{department}) hides the full list and what
 * follows it until the app has applied the filter, so the list does not visibly collapse (CLS 0).
 */
const pendingFilter = pendingQueryScript("filter");

/**
 * The filterable list of open vacancies. The applied filter lives in the URL, so a filtered list can
 * be shared, reloaded and reached with Back. It is read after hydration: the prerendered HTML is the full list.
 * Roles that have closed since the build leave the list and its count as it hydrates.
 */
export function CareersList({ vacancies: built }: { vacancies: VacancySummary[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const now = useNow();
  const vacancies = built.filter((vacancy) => !isClosedAt(vacancy.closesAt, now));
  const applied = hydrated ? filterFromSearch(searchParams) : emptyFilter;
  const shown = filterVacancies(vacancies, applied);
  // The choices stay those of the page as built, so the dropdowns do not change under the visitor.
  const options = filterOptions(built);
  const count = `${shown.length} ${shown.length === 1 ? "opening" : "openings"}`;

  useEffect(() => {
    // The filtered list is on screen now: show it (see `pendingFilter`).
    if (hydrated) endPendingQuery("filter");
  }, [hydrated]);

  return (
    <div className="grid gap-8">
      <CareersFilterForm
        key={`${applied.department}|${applied.level}`}
        applied={applied}
        options={options}
        onApply={(filter) => setSearchParams(filterToSearch(filter), { preventScrollReset: true })}
        onClear={() => setSearchParams({}, { preventScrollReset: true })}
      />
      <script dangerouslySetInnerHTML={{ __html: pendingFilter }} />
      <div data-filter-results="">
        <p role="status" className="text-sm font-semibold text-ink-muted">
          {isFiltered(applied) ? `${count} match your filter` : `${count} in all departments`}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-4 grid gap-4" aria-label="Open vacancies">
            {shown.map((vacancy) => (
              <VacancyRow key={vacancy.slug} vacancy={vacancy} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-(--radius-card) border border-dashed border-line bg-white p-8 text-center text-lg font-semibold text-ink">
            No openings found.
          </p>
        )}
      </div>
    </div>
  );
}
