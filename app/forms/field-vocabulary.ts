import type { HTMLInputAutoCompleteAttribute } from "react";

/**
 * The forms' one field vocabulary. Each name is the field's wire name, the one the shared schemas
 * (schemas.ts, which the server's forms API imports too) check, and the one a post made without script carries.
 */
export type FieldName =
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "organisation"
  | "location"
  | "message"
  | "subject"
  | "address"
  | "cv"
  | "departments"
  | "levels"
  | "consent";

/** Each field's visible label (the consent box's is its sentence; "Consent" names it in an error summary). */
export const fieldLabels: Record<FieldName, string> = {
  firstName: "First name",
  lastName: "Last name",
  subject: "Subject",
  phone: "Phone number",
  email: "Email",
  address: "Address",
  organisation: "Organisation",
  location: "Location",
  message: "Message",
  cv: "CV",
  departments: "Departments",
  levels: "Seniority levels",
  consent: "Consent",
};

export type TextFieldName = Exclude<FieldName, "phone" | "subject" | "cv" | "departments" | "levels" | "consent">;

/** How a text field is typed: the browser's limit (the schema's, too), autofill, one line or several. */
export const textFields: Record<
  TextFieldName,
  { maxLength: number; autoComplete?: HTMLInputAutoCompleteAttribute; type?: "email"; rows?: number }
> = {
  firstName: { maxLength: 100, autoComplete: "given-name" },
  lastName: { maxLength: 100, autoComplete: "family-name" },
  email: { maxLength: 254, autoComplete: "email", type: "email" },
  organisation: { maxLength: 200, autoComplete: "organization" },
  location: { maxLength: 200, autoComplete: "address-level2" },
  // One line, so the one-line token: "street-address" is for a multi-line field (a textarea) only.
  address: { maxLength: 200, autoComplete: "address-line1" },
  message: { maxLength: 5000, rows: 5 },
};

/**
 * One field of a form, in the form's order: required or not, and (for the message) its height in rows.
 * The alerts' groups of boxes are drawn by their own form (alerts/checkbox-group.tsx).
 */
export type FieldEntry = { name: Exclude<FieldName, "departments" | "levels">; required?: boolean; rows?: number };

/** A form's values before anything is typed: "" for text, no file for the CV, the consent box unticked. */
export const emptyValuesOf = (fields: readonly FieldEntry[]): Record<string, string | null | boolean> =>
  Object.fromEntries(fields.map(({ name }) => [name, name === "cv" ? null : name === "consent" ? false : ""]));
