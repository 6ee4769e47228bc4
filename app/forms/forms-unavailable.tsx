import type { ComponentType } from "react";
import { Icon } from "~/components/ui/icon";
import { site } from "~/config/site";
import { definitionOf, type FormName } from "./model/definitions/index";

/** In a build without a forms API, where to write instead; no effect at load, so a build with an API drops it. */
export function FormsUnavailable({ form }: { form: FormName }) {
  const definition = definitionOf(form);
  const inbox = definition.inbox === "contact" ? site.contact.supportEmail : site.contact.careersEmail;
  return (
    <div className="flex items-start gap-3 rounded-card border border-line bg-surface-muted p-6 text-base sm:p-8">
      <Icon name="info" className="mt-1 size-5 shrink-0 text-brand-800" />
      <div className="flex flex-col gap-2">
        <p className="text-lg font-bold text-ink">{definition.unavailable}</p>
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

/** Stands in for a form component whatever its props; behind the build's setting tested in place. */
export const unavailableForm = <P extends object>(form: FormName): ComponentType<P> =>
  function UnavailableForm() {
    return <FormsUnavailable form={form} />;
  };
