// Loaded only when a page has something to list (`?error=`): most visitors never need it.
import { useEffect, useState } from "react";
import { fieldId, formId } from "./field-ids";
import { fieldLabels, type FieldName } from "./field-vocabulary";
import type { ErrorSummaryProps } from "./error-summary";
import type { FormName } from "./submit";
import { SummaryBox } from "./summary-box";

/** What to do about each field, in the forms' own words (schemas.ts, alerts/schema.ts), for a post that came back. */
function adviceFor(form: FormName, field: FieldName): string {
  switch (field) {
    case "firstName":
      return "Enter your first name";
    case "lastName":
      return "Enter your last name";
    case "subject":
      return "Choose a subject";
    case "phone":
      return "Enter a valid phone number; outside the US, start it with + and the country code";
    case "email":
      return "Enter a valid email address, like name@example.com";
    case "message":
      return form === "contact"
        ? "Enter your message, under 5,000 characters"
        : "Keep your message under 5,000 characters";
    case "cv":
      return "Attach your CV: one .pdf, .doc or .docx file of up to 5 MB";
    case "departments":
      return "Choose departments from the list";
    case "levels":
      return "Choose seniority levels from the list";
    case "consent":
      return form === "vacancy-alerts"
        ? "Confirm that we may email you vacancy alerts"
        : "Confirm that we may use your details to answer you";
    case "location":
      return `Keep the location under ${form === "vacancy-alerts" ? 100 : 200} characters`;
    default:
      return `Keep the ${fieldLabels[field].toLowerCase()} under 200 characters`;
  }
}

/**
 * What a post made without script came back for: the server checked it, found fields to correct and
 * sent the visitor back here with their names. Lists each, linked to its field, and takes focus so it
 * is read first. Goes once the form is sent again.
 */
export default function ErrorSummaryView({ form, fields, headingLevel = 2 }: ErrorSummaryProps) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const element = document.getElementById(formId(form));
    const dismiss = () => setDismissed(true);
    element?.addEventListener("submit", dismiss);
    return () => element?.removeEventListener("submit", dismiss);
  }, [form]);

  const known = fields.filter((field): field is FieldName => Object.hasOwn(fieldLabels, field));
  const items = dismissed
    ? []
    : [
        ...known.map((field) => ({
          message: `${fieldLabels[field]}: ${adviceFor(form, field)}`,
          target: fieldId(form, field),
        })),
        // A name no field of this form has (a hand-made address): one general line.
        ...(known.length < fields.length ? [{ message: "Check the form and send it again" }] : []),
      ];
  return <SummaryBox items={items} focusKey={items.length > 0 ? 1 : 0} headingLevel={headingLevel} className="mb-8" />;
}
