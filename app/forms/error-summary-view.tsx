// Loaded only when a page has something to list (`?error=`): most visitors never need it.
import { useEffect, useId, useRef, useState } from "react";
import { endPendingQuery } from "~/lib/pending-query";
import { fieldId, formId } from "./field-ids";
import { adviceFor, shownFields } from "./model/definition";
import { definitionOf, type FormName } from "./model/definitions/index";
import { questionField, type Question } from "./model/questions";

const controls = "input:not([type=hidden]), textarea, select";

export type ErrorSummaryProps = {
  form: FormName;
  fields: readonly string[];
  headingLevel?: 2 | 3;
  questions?: readonly Question[];
};

/** The forms' one error summary, after GOV.UK's pattern: it takes focus so a screen reader starts at it. */
export default function ErrorSummaryView({ form, fields, headingLevel = 2, questions = [] }: ErrorSummaryProps) {
  const [dismissed, setDismissed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    endPendingQuery("error");
    // A dialog opening in the same commit moves focus later, to the native `autofocus` (React's prop writes none).
    box.current?.setAttribute("autofocus", "");
    box.current?.focus();
    const element = document.getElementById(formId(form));
    const dismiss = () => setDismissed(true);
    element?.addEventListener("submit", dismiss);
    return () => element?.removeEventListener("submit", dismiss);
  }, [form]);

  if (dismissed) return null;
  const all = [...shownFields(definitionOf(form)), ...questions.map(questionField)];
  const known = fields.flatMap((name) => all.find((field) => field.name === name) ?? []);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      className="mb-8 flex flex-col gap-3 rounded-card border-2 border-red-700 bg-red-50 p-5 sm:p-6"
    >
      <Heading id={headingId} className="text-xl font-bold text-ink">
        Nothing was sent yet
      </Heading>
      <p className="text-base text-ink">Please fill in the form again, and correct:</p>
      <ul className="flex list-disc flex-col gap-1.5 pl-6 text-base">
        {known.map((field) => (
          <li key={field.name}>
            <a
              href={`#${fieldId(form, field.name)}`}
              className="font-semibold text-red-800 underline underline-offset-4 hover:text-red-900"
              onClick={(event) => {
                const element = document.getElementById(fieldId(form, field.name));
                const control = element?.matches(controls) ? element : element?.querySelector<HTMLElement>(controls);
                if (!element || !control) return;
                // The control itself, not only the scroll: a link jump does not move focus into it.
                event.preventDefault();
                control.focus({ preventScroll: true });
                (element === control ? (control.closest("div") ?? control) : element).scrollIntoView({
                  block: "center",
                });
              }}
            >
              {`${field.label}: ${adviceFor(field)}`}
            </a>
          </li>
        ))}
        {/* A name no field of this form has (a hand-made address): one general line. */}
        {known.length < fields.length && <li>Check the form and send it again</li>}
      </ul>
    </div>
  );
}
