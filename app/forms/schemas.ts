// The min entry (the package's default) carries the small metadata the phone field already ships. Every
// entry of react-phone-number-input also loads its React components, so on the server this import brings
// React along; the alternative, libphonenumber-js, is only a transitive dependency and must not be named.
import { isPossiblePhoneNumber } from "react-phone-number-input/min";
import * as z from "zod/mini";
import { isCvShapeValid } from "./file-checks.ts";

/**
 * One schema per form, shared by the browser and the server's forms API (so the imports carry their
 * `.ts` extension: Node loads this file as it is). Field names are the wire names of the posts.
 * Messages say what to do, not what went wrong.
 * zod/mini: the same rules as classic zod in a fraction of the bytes the forms add to a page.
 */
const tooLong = (max: number) => z.maxLength(max, `Keep this under ${max} characters`);

// What visitors type reaches people's screens (the team's mail, the operators' terminal), where a control
// character can forge a line or take over the display: a one-line field takes none (line breaks
// included), a message keeps its line breaks and tabs only.
const singleLine = z.refine<string>(
  (value) => !/[\p{Cc}\u2028\u2029]/u.test(value),
  "Keep this on one line, without special characters",
);
const multiLine = z.refine<string>((value) => !/[^\P{Cc}\n\r\t]/u.test(value), "Remove the special characters");

const required = (message: string, max = 100, lines = singleLine) =>
  z.string().check(z.trim(), z.minLength(1, message), tooLong(max), lines);

// A post may leave an optional field out altogether (a browser does not send an unticked or absent
// control); the form always has "", so both mean the same.
const optional = (max = 200, lines = singleLine) => z._default(z.string().check(z.trim(), tooLong(max), lines), "");

const email = z.pipe(
  required("Enter your email address", 254),
  z.email("Enter a valid email address, like name@example.com"),
);

/**
 * Optional; when given it must be a possible number for its country. The phone field sends E.164 once
 * its script runs; a post made without script sends the digits as typed with the chosen country, and the
 * server reads them for it first (server/forms/validate.mjs, phone-number.ts). Anything else is read as
 * a US number unless it starts with + and a country code.
 */
const phone = z._default(
  z.string().check(
    z.trim(),
    z.refine(
      (value) => value === "" || isPossiblePhoneNumber(value, "US"),
      "Enter a valid phone number for the chosen country",
    ),
  ),
  "",
);

const message = optional(5000, multiLine);

export const consentMessage = "Confirm that we may use your details to answer you";

/**
 * The required checkbox. The form holds `true` (or the box's value, "yes", when the box carries one);
 * a multipart post carries "yes" or nothing. Anything else is no consent.
 */
const consent = z
  .custom<boolean | string | undefined>()
  .check(z.refine((value) => value === true || value === "yes", consentMessage));

export { subjects } from "./subjects.ts";

export const contactSchema = z.object({
  firstName: required("Enter your first name"),
  lastName: required("Enter your last name"),
  // The form starts on the disabled placeholder (""), so the input is any string and the output one of three.
  subject: z.pipe(z.string(), z.enum(["inquiry", "support", "feedback"], { error: "Choose a subject" })),
  phone,
  email,
  address: optional(),
  message: required("Enter your message", 5000, multiLine),
});

/** The career and Academy forms' shared fields, before the CV and consent. */
const interest = {
  firstName: required("Enter your first name"),
  lastName: required("Enter your last name"),
  organisation: optional(),
  phone,
  email,
  location: optional(),
  message,
};

export const academyInterestSchema = z.object({ ...interest, consent });

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

export const careerInterestSchema = z.object({
  ...interest,
  // The drop zone already read the file's signature; this keeps the form honest if a file arrives another way.
  cv: z
    .custom<File | null>((value) => value === null || isFile(value))
    .check(
      z.refine((value) => value !== null, "Attach your CV"),
      z.refine((value) => value === null || isCvShapeValid(value), "Attach a .pdf, .doc or .docx of up to 5 MB"),
    ),
  consent,
  /** The vacancy's slug when the application comes from a vacancy page; "" for an open application. */
  vacancy: z._default(z.string().check(z.trim(), z.maxLength(200), z.regex(/^[a-z0-9-]*$/)), ""),
});

export type ContactValues = z.input<typeof contactSchema>;
