// @vitest-environment node
import { describe, expect, it } from "vitest";
import { email } from "../../app/forms/model/definitions/common.ts";
import { validateFields } from "./validate.mjs";

const contact = {
  firstName: "Ada",
  lastName: "Lovelace",
  subject: "inquiry",
  email: "ada@example.com",
  message: "Hello",
};

describe("the phone number of a post", () => {
  it("is read for the country posted beside it, as a post made without script sends it", () => {
    const { values } = validateFields("contact", { ...contact, phone: "020 7946 0958", phoneCountry: "GB" });
    expect(values.phone).toBe("+442079460958");
  });

  it("typed with + and a country code is read as such, whatever the country", () => {
    const { values } = validateFields("contact", { ...contact, phone: "+44 20 7946 0958", phoneCountry: "US" });
    expect(values.phone).toBe("+442079460958");
  });

  it("is read for the US when no country came with it (the page's script sends E.164)", () => {
    expect(validateFields("contact", { ...contact, phone: "202 555 0123" }).values.phone).toBe("+12025550123");
    expect(validateFields("contact", { ...contact, phone: "+12025550123" }).values.phone).toBe("+12025550123");
  });

  it("may be left out", () => {
    expect(validateFields("contact", { ...contact, phoneCountry: "GB" }).values.phone).toBe("");
  });

  it("is refused, in the form's order, when it is not a number for the chosen country", () => {
    const { errors } = validateFields("contact", {
      ...contact,
      email: "",
      message: "",
      phone: "020 79",
      phoneCountry: "GB",
    });
    expect(Object.keys(errors)).toEqual(["phone", "email", "message"]);
    expect(errors).toEqual({
      phone: "Enter a valid phone number for the chosen country",
      email: "Enter your email address",
      message: "Enter your message",
    });
  });

  it("is refused when it cannot be read as a number at all", () => {
    expect(validateFields("academy-interest", { ...contact, consent: "yes", phone: "call me" }).errors).toEqual({
      phone: "Enter a valid phone number for the chosen country",
    });
  });
});

describe("the email address of a post", () => {
  it("is checked by the form's one rule, with the definition's words", () => {
    for (const address of ["ada@x-.yz", `${"a".repeat(65)}@example.com`, "ada!x@example.com", "ada@exämple.com"])
      expect(validateFields("contact", { ...contact, email: address }).errors, address).toEqual({
        email: email.messages.invalid,
      });
    for (const address of [`${"a".repeat(64)}@example.com`, "o'brien@example.ie"])
      expect(validateFields("contact", { ...contact, email: address }).values.email, address).toBe(address);
  });
});
