import { Icon } from "~/components/ui/icon";
import type { ComponentType } from "react";
import { site } from "~/config/site";
import { definitionOf, type FormName } from "./model/definitions/index";

/**
 * Shown in a build without a forms API, where nothing would receive the form: where a visitor writes instead. No
 * effect at load, so that a build with an API can leave this module out entirely.
 */
export function FormsUnavailable({ form }: { form: FormName }) {
  const inbox = definitionOf(form).inbox === "contact" ? site.contact.supportEmail : site.contact.careersEmail;
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

/** Behind the build's setting tested in place (`FORMS_API_ORIGIN === "none" ? …`), so a build with an API keeps none. */
export function unavailableForm<P extends object>(form: FormName): ComponentType<P> {
  return function UnavailableForm() {
    return <FormsUnavailable form={form} />;
  };
}
