import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/config/icons";
import type { ReactNode } from "react";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { telHref } from "~/config/footer";
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

const { phone, fax, supportEmail, address } = site.contact;
/** OpenStreetMap's search: no account, no tracking script, and it opens on the address. */
const mapSearch = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
const linkClass = "font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-900";

function ContactMethod({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-900 text-white">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-bold tracking-widest text-ink-muted">{label}</h3>
        <div className="mt-1 text-lg">{children}</div>
      </div>
    </li>
  );
}

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
          <h2 id="contact-details" className="text-2xl font-bold tracking-tight">
            Other ways to reach us
          </h2>
          <ul className="mt-8 grid gap-7">
            <ContactMethod icon="phone" label="CALL">
              <a href={telHref(phone)} className={linkClass}>
                {phone}
              </a>
            </ContactMethod>
            <ContactMethod icon="printer" label="FAX">
              {fax}
            </ContactMethod>
            <ContactMethod icon="mail" label="EMAIL">
              <a href={`mailto:${supportEmail}`} className={linkClass}>
                {supportEmail}
              </a>
            </ContactMethod>
            <ContactMethod icon="map-pin" label="VISIT">
              <address className="not-italic">{address}</address>
              <a
                href={mapSearch}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} mt-2 inline-flex items-center gap-1 text-base`}
              >
                Open in OpenStreetMap<span className="sr-only"> (opens in a new tab)</span>
                <Icon name="arrow-up-right" className="size-4" />
              </a>
            </ContactMethod>
          </ul>
        </aside>
      </Container>
    </>
  );
}
