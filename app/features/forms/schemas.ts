import { isPossiblePhoneNumber } from "react-phone-number-input";
import * as z from "zod/mini";
import { isCvShapeValid } from "./file-checks";

/**
 * One schema per form (PRODUCT.md "Forms"). Messages say what to do, not what went wrong.
 * zod/mini: the same rules as classic zod in a fraction of the bytes the forms add to a page.
 */
const tooLong = (max: number) => z.maxLength(max, `Keep this under ${max} characters`);

const required = (message: string, max = 100) => z.string().check(z.trim(), z.minLength(1, message), tooLong(max));

const optional = (max = 200) => z.string().check(z.trim(), tooLong(max));

const email = z.pipe(
  required("Enter your email address", 254),
  z.email("Enter a valid email address, like name@example.com"),
);

/** Optional; when given it must be a possible number for its country (E.164 from the phone field). */
const phone = z.string().check(
  z.trim(),
  z.refine(
    (value) => value === "" || isPossiblePhoneNumber(value),
    "Enter a valid phone number for the chosen country",
  ),
);

const message = optional(5000);

export { subjects } from "./subjects";

export const contactSchema = z.object({
  firstName: required("Enter your first name"),
  lastName: required("Enter your last name"),
  // The form starts on the disabled placeholder (""), so the input is any string and the output one of three.
  subject: z.pipe(z.string(), z.enum(["inquiry", "support", "feedback"], { error: "Choose a subject" })),
  phoneNumber: phone,
  email,
  address: optional(),
  message: required("Enter your message", 5000),
});

export const academyInterestSchema = z.object({
  firstName: required("Enter your first name"),
  lastName: required("Enter your last name"),
  org: optional(),
  phone,
  email,
  location: optional(),
  message,
});

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

export const careerInterestSchema = z.object({
  firstName: required("Enter your first name"),
  lastName: required("Enter your last name"),
  organisation: optional(),
  phoneNumber: phone,
  email,
  location: optional(),
  message,
  // The drop zone already read the file's signature; this keeps the form honest if a file arrives another way.
  cv: z
    .custom<File | null>((value) => value === null || isFile(value))
    .check(
      z.refine((value) => value !== null, "Attach your CV"),
      z.refine((value) => value === null || isCvShapeValid(value), "Attach a .pdf, .doc or .docx of up to 5 MB"),
    ),
});

export type ContactValues = z.input<typeof contactSchema>;
export type AcademyInterestValues = z.input<typeof academyInterestSchema>;
export type CareerInterestValues = z.input<typeof careerInterestSchema>;
