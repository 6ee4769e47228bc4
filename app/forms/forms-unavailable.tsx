import { Icon } from "~/components/ui/icon";
import type { ComponentType } from "react";
import { site } from "~/config/site";
import { definitionOf, type FormName } from "./model/definitions/index";

/**
 * Where a visitor writes instead. A function, not a table read at load: this module must have no effect of its
 * own, so that a build with an API can leave it out entirely.
 */
export const inboxFor = (form: FormName) =>
  definitionOf(form).inbox === "contact" ? site.contact.supportEmail : site.contact.careersEmail;

/**
 * Shown in a build without a forms API, where nothing would receive the form. The build decides, so the
 * prerendered page and the hydrated one are the same and nothing moves.
 */
export function FormsUnavailable({ form }: { form: FormName }) {
  const inbox = inboxFor(form);
  return (
    <div className="flex items-start gap-3 rounded-card border border-line bg-surface-muted p-6 text-base sm:p-8">
      <Icon name="info" className="mt-1 size-5 shrink-0 text-brand-800" />
      <div className="flex flex-col gap-2">
        <p className="text-lg font-bold text-ink">{definitionOf(form).unavailable}</p>
        <p className="text-ink-muted">
          Sending is not available on this copy of the site. Please write to us at{" "}
          <a
            href={`mailto:${inbox}`}
            className="font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {inbox}
          </a>{" "}
          instead.
        </p>
      </div>
    </div>
  );
}

/**
 * Use it behind the build's setting tested in place, `import.meta.env.FORMS_API_ORIGIN === "none" ?
 * unavailableForm("contact") : ContactForm`, so a build with an API keeps none of this.
 */
export function unavailableForm<P extends object>(form: FormName): ComponentType<P> {
  return function UnavailableForm() {
    return <FormsUnavailable form={form} />;
  };
}
