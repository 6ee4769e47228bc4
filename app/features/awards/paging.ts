/** Awards shown before SHOW MORE. */
export const initialAwards = 4;

/** The year being looked at and whether SHOW MORE was pressed for it. */
export type AwardsView = { year: number; showAll: boolean };

export const initialView = (year: number): AwardsView => ({ year, showAll: false });

/** Choosing a year always starts collapsed again: the show-all flag resets. */
export function selectYear(_view: AwardsView, year: number): AwardsView {
  return { year, showAll: false };
}

export function revealAll(view: AwardsView): AwardsView {
  return { ...view, showAll: true };
}

/** The awards of the selected year to show, and how many SHOW MORE would add. */
export function visibleAwards<T extends { year: number }>(
  awards: readonly T[],
  view: AwardsView,
): { shown: T[]; hidden: number; total: number } {
  const ofYear = awards.filter((award) => award.year === view.year);
  const shown = view.showAll ? ofYear : ofYear.slice(0, initialAwards);
  return { shown, hidden: ofYear.length - shown.length, total: ofYear.length };
}

/** "SHOW MORE (3 more awards)"; one award is "1 more award". */
export function showMoreLabel(hidden: number): string {
  return `SHOW MORE (${hidden} more ${hidden === 1 ? "award" : "awards"})`;
}
