import { isPossiblePhoneNumber } from "react-phone-number-input";
import { z } from "zod";
import { isCvShapeValid } from "./file-checks";

/** One schema per form (PRODUCT.md "Forms"). Messages say what to do, not what went wrong. */
const required = (message: string, max = 100) =>
  z.string().trim().min(1, message).max(max, `Keep this under ${max} characters`);

const optional = (max = 200) => z.string().trim().max(max, `Keep this under ${max} characters`);

const email = required("Enter your email address", 254).pipe(
  z.email("Enter a valid email address, like name@example.com"),
);

/** Optional; when given it must be a possible number for its country (E.164 from the phone field). */
const phone = z
  .string()
  .trim()
  .refine((value) => value === "" || isPossiblePhoneNumber(value), "Enter a valid phone number for the chosen country");

const message = optional(5000);

export const subjects = [
  { value: "inquiry", label: "General Inquiry" },
  { value: "support", label: "Technical Support" },
  { value: "feedback", label: "Feedback" },
] as const;

export const contactSchema = z.object({
  firstName: required("Enter your first name"),
  lastName: required("Enter your last name"),
  // The form starts on the disabled placeholder (""), so the input is any string and the output one of three.
  subject: z.string().pipe(z.enum(["inquiry", "support", "feedback"], { error: "Choose a subject" })),
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
    .refine((value): value is File => value !== null, "Attach your CV")
    .refine((value) => value === null || isCvShapeValid(value), "Attach a .pdf, .doc or .docx of up to 5 MB"),
});

export type ContactValues = z.input<typeof contactSchema>;
export type AcademyInterestValues = z.input<typeof academyInterestSchema>;
export type CareerInterestValues = z.input<typeof careerInterestSchema>;
