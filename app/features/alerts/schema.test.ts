import { describe, expect, it } from "vitest";
import { alertOptions } from "./options";
import { vacancyAlerts } from "~/forms/model/definitions/vacancy-alerts";
import { firstErrors } from "~/forms/model/schema-of";
import { alertSignupSchema } from "./options";

const options = alertOptions();
const schema = alertSignupSchema(options);
const [email, departments, levels, location, consent] = vacancyAlerts.fields;

describe("the vacancy alerts' choices", () => {
  it("offers every department and level, with the slugified ids of the vacancy list", () => {
    expect(options.departments).toContainEqual({ value: "customer-success", label: "Customer Success" });
    expect(options.departments).toContainEqual({ value: "it", label: "IT" });
    expect(options.levels.map((option) => option.value)).toEqual(["junior", "mid-senior", "senior"]);
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
    expect(firstErrors(result)).toEqual({
      email: email.messages.invalid,
      departments: departments.messages.invalid,
      levels: levels.messages.invalid,
      location: location.messages.tooLong,
      consent: consent.messages.required,
    });
  });

  it("asks for an address when there is none, and keeps one under 254 characters", () => {
    expect(firstErrors(schema.safeParse({ email: " ", consent: "yes" })).email).toBe(email.messages.required);
    const long = `${"a".repeat(250)}@example.com`;
    expect(firstErrors(schema.safeParse({ email: long, consent: "yes" })).email).toBe(email.messages.tooLong);
  });

  it("carries a manage token through", () => {
    const result = schema.safeParse({ email: "ada@example.com", consent: "yes", token: "abc.def" });
    expect(result.success && result.data.token).toBe("abc.def");
  });
});
