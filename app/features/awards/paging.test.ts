import { describe, expect, it } from "vitest";
import { initialView, revealAll, selectYear, showMoreLabel, visibleAwards } from "./paging";

const awards = [
  ...Array.from({ length: 7 }, (_, i) => ({ id: `a${i}`, year: 2024 })),
  ...Array.from({ length: 3 }, (_, i) => ({ id: `b${i}`, year: 2023 })),
];

describe("awards paging", () => {
  it("shows the first four awards of the year and counts the rest", () => {
    const { shown, hidden, total } = visibleAwards(awards, initialView(2024));
    expect(shown.map((a) => a.id)).toEqual(["a0", "a1", "a2", "a3"]);
    expect(hidden).toBe(3);
    expect(total).toBe(7);
  });

  it("shows every award of the year after SHOW MORE", () => {
    const { shown, hidden } = visibleAwards(awards, revealAll(initialView(2024)));
    expect(shown).toHaveLength(7);
    expect(hidden).toBe(0);
  });

  it("has nothing to reveal when a year has four or fewer", () => {
    expect(visibleAwards(awards, initialView(2023)).hidden).toBe(0);
  });

  it("is empty for a year without awards", () => {
    expect(visibleAwards(awards, initialView(2021))).toEqual({ shown: [], hidden: 0, total: 0 });
  });

  it("collapses again when the year changes, even back to the same year", () => {
    const expanded = revealAll(initialView(2024));
    expect(selectYear(expanded, 2023)).toEqual({ year: 2023, showAll: false });
    expect(visibleAwards(awards, selectYear(selectYear(expanded, 2023), 2024)).shown).toHaveLength(4);
  });

  it("names how many more awards SHOW MORE reveals", () => {
    expect(showMoreLabel(3)).toBe("SHOW MORE (3 more awards)");
    expect(showMoreLabel(1)).toBe("SHOW MORE (1 more award)");
  });
});
