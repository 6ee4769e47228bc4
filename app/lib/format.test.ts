import { describe, expect, it } from "vitest";
import { clip, formatDate, formatNumber, shownCounts } from "./format";

describe("formatDate", () => {
  it("writes a date as day, month name and year", () => {
    expect(formatDate("2025-03-12")).toBe("12 March 2025");
    expect(formatDate("2024-01-01")).toBe("1 January 2024");
  });

  it("agrees with Intl's en-GB long date for every day from 2020 to 2030", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let time = Date.UTC(2020, 0, 1); time <= Date.UTC(2030, 11, 31); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intl.format(time));
    }
  });

  it("refuses what is not a YYYY-MM-DD date rather than print a wrong one", () => {
    for (const bad of ["", "2025-13-01", "2025-00-10", "2025-02-00", "12/03/2025", "2025-3-12", "2025-03-12T00:00"]) {
      expect(() => formatDate(bad), bad).toThrow(RangeError);
    }
  });
});

describe("formatNumber", () => {
  const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

  it("groups thousands and keeps at most two decimals", () => {
    expect(formatNumber(136337)).toBe("136,337");
    expect(formatNumber(78.8)).toBe("78.8");
    expect(formatNumber(1234567.891)).toBe("1,234,567.89");
    expect(formatNumber(0)).toBe("0");
  });

  it("rounds half away from zero on the decimal the value reads as, as Intl does", () => {
    for (const value of [1.005, 2.675, 0.125, 0.005, 0.0049, 9.995, 99.999, 999.995, 999999.995, 1e-7, 0.1 + 0.2]) {
      expect(formatNumber(value), String(value)).toBe(intl.format(value));
    }
  });

  it("agrees with Intl's en-US output across integers, decimals and large counts", () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const values = Array.from({ length: 4000 }, (_, index) => {
      const scale = 10 ** Math.floor(random() * 16);
      const value = random() * scale;
      return index % 3 === 0 ? Math.round(value) : index % 3 === 1 ? Math.round(value * 1000) / 1000 : value;
    });
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });

  it("refuses what is not a count rather than print a wrong figure", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, -1, 1e21]) {
      expect(() => formatNumber(bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe("shownCounts", () => {
  it("gives each counter its count as shown, keeping the rest", () => {
    expect(shownCounts([{ title: "Meals Donated", count: 26937, appender: "" }])).toEqual([
      { title: "Meals Donated", count: "26,937", appender: "" },
    ]);
  });
  it("gives none for a block without counters", () => {
    expect(shownCounts(undefined)).toEqual([]);
  });
});

describe("clip", () => {
  it("keeps a text that fits as it is", () => {
    expect(clip("Fresh food, every day.", 22)).toBe("Fresh food, every day.");
  });

  it("cuts at the last whole word within the limit, drops a trailing comma and ends with an ellipsis", () => {
    const clipped = clip("Fresh produce, dairy, and frozen goods to kitchens", 24);
    expect(clipped).toBe("Fresh produce, dairy…");
    expect(clipped.length).toBeLessThanOrEqual(24);
  });

  it("cuts inside a word only when the last space leaves less than half the room", () => {
    expect(clip("Supercalifragilistic expialidocious", 12)).toBe("Supercalifr…");
  });
});
