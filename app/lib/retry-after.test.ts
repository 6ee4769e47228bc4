import { describe, expect, it } from "vitest";
import { retryAfterSeconds } from "./retry-after";

describe("retryAfterSeconds", () => {
  it("reads seconds", () => expect(retryAfterSeconds(" 120 ")).toBe(120));
  it("reads an HTTP date as the seconds until it, never below zero", () => {
    const now = Date.parse("Fri, 27 Nov 2026 10:00:00 GMT");
    expect(retryAfterSeconds("Fri, 27 Nov 2026 10:01:30 GMT", now)).toBe(90);
    expect(retryAfterSeconds("Fri, 27 Nov 2026 09:00:00 GMT", now)).toBe(0);
  });
  it("is null when absent or unreadable", () => {
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds("soon")).toBeNull();
  });
});
