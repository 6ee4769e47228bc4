import { describe, expect, it } from "vitest";
import { dateTimeIn, dayIn, endOfDay, offsetAt, offsetText, startOfDay } from "./time-zone";

const at = (iso: string) => Date.parse(iso);

describe("dayIn", () => {
  it("gives the zone's calendar day, not UTC's", () => {
    // 19:00 UTC on 1 December is already 00:30 on 2 December in Colombo (UTC+05:30).
    expect(dayIn(at("2026-12-01T19:00:00Z"), "Asia/Colombo")).toBe("2026-12-02");
    expect(dayIn(at("2026-12-01T18:29:59Z"), "Asia/Colombo")).toBe("2026-12-01");
    expect(dayIn(at("2026-12-02T03:00:00Z"), "America/New_York")).toBe("2026-12-01");
  });
});

describe("offsetAt and offsetText", () => {
  it("reads a fixed offset and both sides of a daylight-saving change", () => {
    expect(offsetText(offsetAt(at("2026-07-01T12:00:00Z"), "Asia/Colombo"))).toBe("+05:30");
    expect(offsetText(offsetAt(at("2026-01-15T12:00:00Z"), "America/New_York"))).toBe("-05:00");
    expect(offsetText(offsetAt(at("2026-07-15T12:00:00Z"), "America/New_York"))).toBe("-04:00");
    expect(offsetText(offsetAt(at("2026-07-15T12:00:00Z"), "UTC"))).toBe("+00:00");
  });
});

describe("endOfDay", () => {
  it("is the next day's midnight in the zone", () => {
    expect(new Date(endOfDay("2026-12-01", "Asia/Colombo")).toISOString()).toBe("2026-12-01T18:30:00.000Z");
    expect(new Date(endOfDay("2026-12-31", "UTC")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("follows a daylight-saving change on the day itself and on the next", () => {
    // New York moves its clocks forward at 02:00 on 8 March 2026 and back at 02:00 on 1 November 2026.
    expect(new Date(endOfDay("2026-03-07", "America/New_York")).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(new Date(endOfDay("2026-03-08", "America/New_York")).toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(new Date(endOfDay("2026-10-31", "America/New_York")).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(new Date(endOfDay("2026-11-01", "America/New_York")).toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("refuses what is not a date", () => {
    expect(() => endOfDay("1 December", "UTC")).toThrow(RangeError);
  });
});

describe("startOfDay", () => {
  it("is the day's own midnight in the zone", () => {
    expect(new Date(startOfDay("2026-12-01", "Asia/Colombo")).toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(new Date(startOfDay("2027-01-01", "UTC")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    // New York moved its clocks forward at 02:00 on 8 March 2026: that day began at UTC-05:00.
    expect(new Date(startOfDay("2026-03-09", "America/New_York")).toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() => startOfDay("1 December 2026", "UTC")).toThrow(RangeError);
  });
});

describe("dateTimeIn", () => {
  it("writes the zone's wall clock with its offset, to the second", () => {
    expect(dateTimeIn(at("2026-09-13T18:30:00Z"), "Asia/Colombo")).toBe("2026-09-14T00:00:00+05:30");
    expect(dateTimeIn(at("2026-07-15T12:34:56.789Z"), "America/New_York")).toBe("2026-07-15T08:34:56-04:00");
    expect(dateTimeIn(at("2026-01-15T12:00:00Z"), "UTC")).toBe("2026-01-15T12:00:00+00:00");
  });

  it("names the same instant it was given", () => {
    const instant = at("2026-11-26T07:05:27Z");
    expect(Date.parse(dateTimeIn(instant, "Asia/Colombo"))).toBe(instant);
  });
});
