import { describe, expect, it } from "vitest";
import { alertOptions } from "./options";
import { alertErrors, alertMessages, alertSignupSchema } from "./schema";

const options = alertOptions();
const schema = alertSignupSchema({
  departments: options.departments.map((option) => option.id),
  levels: options.levels.map((option) => option.id),
});

describe("the vacancy alerts' choices", () => {
  it("offers every department and level, with the slugified ids of the vacancy list", () => {
    expect(options.departments).toContainEqual({ id: "customer-success", label: "Customer Success" });
    expect(options.departments).toContainEqual({ id: "it", label: "IT" });
    expect(options.levels.map((option) => option.id)).toEqual(["junior", "mid-senior", "senior"]);
  });
});

describe("the sign-up schema", () => {
  it("takes a trimmed address, no choices meaning all, and the ticked box's value as consent", () => {
    const result = schema.safeParse({ email: "  ada@example.com ", consent: "yes" });
    expect(result.success && result.data).toEqual({
      email: "ada@example.com",
      departments: [],
      levels: [],
      location: "",
      consent: "yes",
    });
  });

  it("reads one repeated field as a list, and a list without repeats", () => {
    const result = schema.safeParse({
      email: "ada@example.com",
      departments: "engineering",
      levels: ["senior", "senior", "junior"],
      consent: true,
    });
    expect(result.success && [result.data.departments, result.data.levels]).toEqual([
      ["engineering"],
      ["senior", "junior"],
    ]);
  });

  it("names each field that needs attention with what to do", () => {
    const result = schema.safeParse({
      email: "not an address",
      departments: ["engineering", "astrology"],
      levels: ["intern"],
      location: "x".repeat(101),
    });
    expect(alertErrors(result)).toEqual({
      email: alertMessages.emailInvalid,
      departments: alertMessages.departments,
      levels: alertMessages.levels,
      location: alertMessages.location,
      consent: alertMessages.consent,
    });
  });

  it("asks for an address when there is none, and keeps one under 254 characters", () => {
    expect(alertErrors(schema.safeParse({ email: " ", consent: "yes" })).email).toBe(alertMessages.emailMissing);
    const long = `${"a".repeat(250)}@example.com`;
    expect(alertErrors(schema.safeParse({ email: long, consent: "yes" })).email).toBe(alertMessages.emailLong);
  });

  it("carries a manage token through", () => {
    const result = schema.safeParse({ email: "ada@example.com", consent: "yes", token: "abc.def" });
    expect(result.success && result.data.token).toBe("abc.def");
  });
});
