import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { telHref } from "~/config/footer";
import type { IconName } from "~/config/icons";
import type { SiteContact } from "~/config/site";

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

/** The contact page's "Other ways to reach us": phone, fax, email and the head office (the brand's facts). */
export function ContactDetails({ contact }: { contact: SiteContact }) {
  const { phone, fax, supportEmail, address } = contact;
  /** OpenStreetMap's search: no account, no tracking script, and it opens on the address. */
  const mapSearch = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  return (
    <>
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
    </>
  );
}
