import { describe, expect, it } from "vitest";
import { email } from "./definitions/common";
import { careerInterest } from "./definitions/career-interest";
import { cvMaxSize } from "./file-checks";
import { apiSchemas } from "./schemas";

const {
  contact: contactSchema,
  "career-interest": careerInterestSchema,
  "academy-interest": academyInterestSchema,
} = apiSchemas;
const consentMessage = careerInterest.fields.find((field) => field.kind === "consent")!.messages.required;
import { makeFile, pdfFile, signatures, tooLargePdf } from "~test/test-files";

/** The message of each field that failed, keyed by field name. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

const contact = {
  firstName: "Ada",
  lastName: "Lovelace",
  subject: "inquiry",
  phone: "",
  email: "ada@example.com",
  address: "",
  message: "Hello there",
};

describe("contactSchema", () => {
  it("accepts a complete message without the optional phone and address", () => {
    expect(contactSchema.safeParse(contact).success).toBe(true);
  });

  it("accepts every subject and a possible US phone number", () => {
    for (const subject of ["inquiry", "support", "feedback"]) {
      expect(contactSchema.safeParse({ ...contact, subject, phone: "+12025550123" }).success).toBe(true);
    }
  });

  it("trims the values it keeps", () => {
    expect(contactSchema.parse({ ...contact, firstName: "  Ada " }).firstName).toBe("Ada");
  });

  it("requires first name, last name, subject, email and message", () => {
    const result = contactSchema.safeParse({
      ...contact,
      firstName: " ",
      lastName: "",
      subject: "",
      email: "",
      message: "",
    });
    expect(errorsOf(result)).toEqual({
      firstName: "Enter your first name",
      lastName: "Enter your last name",
      subject: "Choose a subject",
      email: "Enter your email address",
      message: "Enter your message",
    });
  });

  it("refuses an email without a domain", () => {
    expect(errorsOf(contactSchema.safeParse({ ...contact, email: "ada@" }))).toEqual({
      email: "Enter a valid email address, like name@example.com",
    });
  });

  describe("an email address: one rule, whose message is the definition's", () => {
    const invalid = email.messages.invalid;
    const emailError = (address: string) => errorsOf(contactSchema.safeParse({ ...contact, email: address })).email;

    it.each([
      "ada@example.com",
      "ADA@EXAMPLE.COM",
      "ada.lovelace+forms@mail.example.co.uk",
      "o'brien@example.ie",
      "a_b-c@sub-domain.example.com",
      `${"a".repeat(64)}@example.com`,
      `ada@${"a".repeat(63)}.com`,
    ])("takes %s", (address) => {
      expect(emailError(address)).toBeUndefined();
    });

    // Past zod's pattern: characters an address may carry but people rarely type, and domains no mail host has.
    it.each([
      "ada@",
      "ada.example.com",
      "ada@example",
      "ada@example.c",
      "ada..l@example.com",
      ".ada@example.com",
      "ada.@example.com",
      "o'@example.com",
      "ada!x@example.com",
      '"ada"@example.com',
      "ädä@example.com",
      "ada@exämple.com",
      "ada@127.0.0.1",
      "ada@[127.0.0.1]",
    ])("refuses %s by its pattern", (address) => {
      expect(emailError(address)).toBe(invalid);
    });

    // Within zod's pattern, past validator's isEmail: a label that ends in "-", a name over 64, a label over 63.
    it.each(["ada@x-.yz", `${"a".repeat(65)}@example.com`, `ada@${"a".repeat(64)}.com`])(
      "refuses %s by its lengths and labels",
      (address) => {
        expect(emailError(address)).toBe(invalid);
      },
    );
  });

  it("refuses a subject that is not one of the three", () => {
    expect(errorsOf(contactSchema.safeParse({ ...contact, subject: "sales" }))).toEqual({
      subject: "Choose a subject",
    });
  });

  it("refuses a phone number that is too short for its country", () => {
    expect(errorsOf(contactSchema.safeParse({ ...contact, phone: "+1202" }))).toEqual({
      phone: "Enter a valid phone number for the chosen country",
    });
  });

  it("refuses a name longer than 100 characters", () => {
    expect(errorsOf(contactSchema.safeParse({ ...contact, lastName: "x".repeat(101) }))).toEqual({
      lastName: "Keep this under 100 characters",
    });
  });
});

const academy = {
  firstName: "Ada",
  lastName: "Lovelace",
  organisation: "",
  phone: "",
  email: "ada@example.com",
  location: "",
  message: "",
  consent: true as boolean | string,
};

describe("academyInterestSchema", () => {
  it("accepts names and an email with every optional field empty", () => {
    expect(academyInterestSchema.safeParse(academy).success).toBe(true);
  });

  it("accepts the optional fields filled in", () => {
    const filled = {
      ...academy,
      organisation: "Analytical Engines",
      phone: "+94112345678",
      location: "Colombo",
      message: "Hi",
    };
    expect(academyInterestSchema.safeParse(filled).success).toBe(true);
  });

  it("requires first name, last name and email", () => {
    expect(errorsOf(academyInterestSchema.safeParse({ ...academy, firstName: "", lastName: "", email: "" }))).toEqual({
      firstName: "Enter your first name",
      lastName: "Enter your last name",
      email: "Enter your email address",
    });
  });

  it("refuses an invalid email", () => {
    expect(errorsOf(academyInterestSchema.safeParse({ ...academy, email: "not an email" }))).toEqual({
      email: "Enter a valid email address, like name@example.com",
    });
  });

  it("requires consent", () => {
    expect(errorsOf(academyInterestSchema.safeParse({ ...academy, consent: false }))).toEqual({
      consent: consentMessage,
    });
  });

  it("treats optional fields a post leaves out as empty", () => {
    const { organisation: _o, phone: _p, location: _l, message: _m, ...bare } = academy;
    expect(academyInterestSchema.parse(bare)).toMatchObject({ organisation: "", phone: "", location: "", message: "" });
  });

  it("refuses an impossible phone number", () => {
    expect(errorsOf(academyInterestSchema.safeParse({ ...academy, phone: "+9411" }))).toEqual({
      phone: "Enter a valid phone number for the chosen country",
    });
  });
});

const career = {
  firstName: "Ada",
  lastName: "Lovelace",
  organisation: "",
  phone: "",
  email: "ada@example.com",
  location: "",
  message: "",
  cv: pdfFile() as File | null,
  consent: true as boolean | string,
};

describe("careerInterestSchema", () => {
  it("accepts names, an email and a CV", () => {
    expect(careerInterestSchema.safeParse(career).success).toBe(true);
  });

  it("accepts a Word CV and every optional field", () => {
    const doc = makeFile("cv.doc", "application/msword", signatures.doc);
    const filled = { ...career, organisation: "Engines", phone: "+12025550123", location: "London", cv: doc };
    expect(careerInterestSchema.safeParse(filled).success).toBe(true);
  });

  it("requires first name, last name, email and the CV", () => {
    const result = careerInterestSchema.safeParse({ ...career, firstName: "", lastName: "", email: "", cv: null });
    expect(errorsOf(result)).toEqual({
      firstName: "Enter your first name",
      lastName: "Enter your last name",
      email: "Enter your email address",
      cv: "Attach your CV",
    });
  });

  it("refuses an invalid email", () => {
    expect(errorsOf(careerInterestSchema.safeParse({ ...career, email: "ada.example.com" }))).toEqual({
      email: "Enter a valid email address, like name@example.com",
    });
  });

  it("refuses a CV of the wrong type or size", () => {
    const text = makeFile("cv.txt", "text/plain", [0x41]);
    expect(errorsOf(careerInterestSchema.safeParse({ ...career, cv: text }))).toEqual({
      cv: `Attach a .pdf, .doc or .docx of up to ${cvMaxSize}`,
    });
    expect(errorsOf(careerInterestSchema.safeParse({ ...career, cv: tooLargePdf() }))).toEqual({
      cv: `Attach a .pdf, .doc or .docx of up to ${cvMaxSize}`,
    });
  });

  it("requires consent, from the form (true) or a post (the box's value, yes)", () => {
    expect(careerInterestSchema.safeParse({ ...career, consent: "yes" }).success).toBe(true);
    for (const consent of [false, undefined, "on", ""]) {
      expect(errorsOf(careerInterestSchema.safeParse({ ...career, consent }))).toEqual({ consent: consentMessage });
    }
  });

  it("takes the vacancy's slug, and none for an open application", () => {
    expect(careerInterestSchema.parse({ ...career, vacancy: "software-engineer" }).vacancy).toBe("software-engineer");
    expect(careerInterestSchema.parse(career).vacancy).toBe("");
    expect(careerInterestSchema.safeParse({ ...career, vacancy: "../etc" }).success).toBe(false);
  });

  it("refuses something that is not a file in the CV slot", () => {
    expect(careerInterestSchema.safeParse({ ...career, cv: "cv.pdf" }).success).toBe(false);
  });
});
