import { ContactDetails } from "~/components/layout/contact-details";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { ErrorSummary, useErrorFields } from "~/forms/error-summary";
import { formId } from "~/forms/field-ids";
import { unavailableForm } from "~/forms/forms-unavailable";
import { onDemand } from "~/forms/on-demand";
import "~/forms/phone-field-styles";
import { readDraft } from "~/forms/read-draft";
import { site } from "~/config/site";
import { pages } from "~/content/pages";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const loader = () => ({ page: pages.contact });

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

/**
 * The form is prerendered in full and works as a plain HTML form; its code (validation, the phone
 * library, the send with its progress and messages) loads at the first touch, or at once to restore a draft.
 */
const contactForm = onDemand(() => import("~/forms/defined-form"), {
  keepId: formId("contact"),
  loadAtOnce: () => readDraft("contact") !== null,
});
const ContactForm = import.meta.env.FORMS_API_ORIGIN === "none" ? unavailableForm("contact") : contactForm.Island;

export default function Contact({ loaderData: { page } }: Route.ComponentProps) {
  const errorFields = useErrorFields();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_26rem]">
        {/* The form brings its own "Send us a message" heading and its success state. */}
        <div className="min-w-0">
          <ErrorSummary form="contact" fields={errorFields} />
          <ContactForm form="contact" />
        </div>
        <aside
          data-error-hide=""
          aria-labelledby="contact-details"
          className="self-start rounded-card bg-surface-muted p-6 sm:p-8 lg:sticky lg:top-28"
        >
          <ContactDetails contact={site.contact} />
        </aside>
      </Container>
    </>
  );
}
