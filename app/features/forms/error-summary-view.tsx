// Loaded only when a page has something to list (`?error=`): most visitors never need it.
import { useEffect, useId, useRef, useState } from "react";
import { endPendingQuery } from "~/lib/pending-query";
import { fieldId, formId } from "./field-ids";
import type { ErrorSummaryProps } from "./error-summary";
import type { FormName } from "./submit";

// The same labels as the forms' vocabulary (field-vocabulary.ts), written out here: importing them would
// give that module a chunk of its own and a preload entry in every form page's first load.
const labels: Record<string, string> = {
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
  consent: "Consent",
};

/** What to do about each field, in the forms' own words (schemas.ts), for a post that came back. */
function adviceFor(form: FormName, field: string): string {
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
    case "consent":
      return "Confirm that we may use your details to answer you";
    default:
      return `Keep the ${(labels[field] ?? field).toLowerCase()} under 200 characters`;
  }
}

/**
 * What a post made without script came back for: the server checked it, found fields to correct and
 * sent the visitor back here with their names. Lists each, linked to its field, and takes focus so it
 * is read first. Goes once the form is sent again. Renders nothing when there is nothing to say.
 */
export default function ErrorSummaryView({ form, fields, headingLevel = 2 }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [dismissed, setDismissed] = useState(false);
  const shown = !dismissed && fields.length > 0;

  useEffect(() => {
    // The summary is in: what waited below it may show (app/lib/pending-query.ts).
    endPendingQuery("error");
    if (!shown) return;
    // In a dialog opening in the same commit, showModal() moves focus after this effect: the native
    // `autofocus` attribute is what it honours (React's autoFocus prop writes none).
    box.current?.setAttribute("autofocus", "");
    box.current?.focus();
  }, [shown]);

  useEffect(() => {
    const element = document.getElementById(formId(form));
    const dismiss = () => setDismissed(true);
    element?.addEventListener("submit", dismiss);
    return () => element?.removeEventListener("submit", dismiss);
  }, [form]);

  if (!shown) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      ref={box}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="mb-8 flex flex-col gap-3 rounded-card border-2 border-red-700 bg-red-50 p-5 sm:p-6"
    >
      <Heading id={headingId} className="text-xl font-bold text-ink">
        Nothing was sent yet
      </Heading>
      <p className="text-base text-ink">Please fill in the form again, and correct:</p>
      <ul className="flex list-disc flex-col gap-1.5 pl-6 text-base">
        {fields.map((field) => {
          const id = fieldId(form, field);
          const advice = adviceFor(form, field);
          return (
            <li key={field}>
              {field in labels ? (
                <a
                  href={`#${id}`}
                  className="font-semibold text-red-800 underline underline-offset-4 hover:text-red-900"
                  onClick={(event) => {
                    const control = document.getElementById(id);
                    if (!control) return;
                    // The control itself, not only the scroll: a link jump does not move focus into it.
                    event.preventDefault();
                    control.focus();
                    control.closest("div")?.scrollIntoView({ block: "center" });
                  }}
                >
                  {labels[field]}: {advice}
                </a>
              ) : (
                <span>Check the form and send it again</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
