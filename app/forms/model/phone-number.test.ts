import { describe, expect, it } from "vitest";
import { phoneNumberFor } from "./phone-number";

describe("a phone number read for the country chosen beside it", () => {
  it("reads a national number for the chosen country", () => {
    expect(phoneNumberFor("020 7946 0958", "GB")).toBe("+442079460958");
    expect(phoneNumberFor("(202) 555-0123", "US")).toBe("+12025550123");
  });

  it("reads a number typed with + and a country code as such, whatever the country", () => {
    expect(phoneNumberFor("+44 20 7946 0958", "US")).toBe("+442079460958");
    expect(phoneNumberFor("+1 202 555 0123", "GB")).toBe("+12025550123");
  });

  it("reads a number for the US when no country came with it", () => {
    expect(phoneNumberFor("202 555 0123", undefined)).toBe("+12025550123");
    expect(phoneNumberFor("202 555 0123", "")).toBe("+12025550123");
  });

  it("takes only numbers with + and a country code for International", () => {
    expect(phoneNumberFor("+94 11 234 5678", "ZZ")).toBe("+94112345678");
    expect(phoneNumberFor("020 7946 0958", "ZZ")).toBeUndefined();
  });

  it("gives nothing for what is not a number, or nothing typed", () => {
    expect(phoneNumberFor("call me", "GB")).toBeUndefined();
    expect(phoneNumberFor("   ", "GB")).toBeUndefined();
  });
});
