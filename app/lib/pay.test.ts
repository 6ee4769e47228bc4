import { describe, expect, it } from "vitest";
import { payText } from "./pay";

describe("payText", () => {
  it("writes a range in the currency with thousands grouped and the period in words", () => {
    expect(payText({ min: 650000, max: 900000, currency: "LKR", period: "month" })).toBe(
      "LKR\u00a0650,000 to 900,000 a month",
    );
  });
  it("uses the currency's symbol where English has one", () => {
    expect(payText({ min: 95000, max: 120000, currency: "USD", period: "year" })).toBe("US$95,000 to 120,000 a year");
    expect(payText({ min: 60000, max: 70000, currency: "GBP", period: "year" })).toBe("£60,000 to 70,000 a year");
  });
  it("writes one figure when min and max agree", () => {
    expect(payText({ min: 95000, max: 95000, currency: "EUR", period: "year" })).toBe("€95,000 a year");
  });
  it("keeps cents only when an amount has them", () => {
    expect(payText({ min: 22.5, max: 30, currency: "USD", period: "hour" })).toBe("US$22.50 to 30.00 an hour");
  });
});
