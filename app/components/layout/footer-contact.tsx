import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { telHref } from "~/config/footer";
import type { IconName } from "~/config/icons";
import { paths } from "~/config/paths";
import { site, type SiteContact } from "~/config/site";

const linkClass = "break-words underline decoration-white/40 underline-offset-4 hover:decoration-accent-300";

/** Every way to reach the company, as the footer lists them. */
const detailsOf = (contact: SiteContact): { icon: IconName; label: string; value: ReactNode }[] => [
  {
    icon: "mail",
    label: "Support",
    value: (
      <a className={linkClass} href={`mailto:${contact.supportEmail}`}>
        {contact.supportEmail}
      </a>
    ),
  },
  {
    icon: "mail",
    label: "Careers",
    value: (
      <a className={linkClass} href={`mailto:${contact.careersEmail}`}>
        {contact.careersEmail}
      </a>
    ),
  },
  {
    icon: "phone",
    label: "Phone",
    value: (
      <a className={linkClass} href={telHref(contact.phone)}>
        {contact.phone}
      </a>
    ),
  },
  { icon: "map-pin", label: "Address", value: contact.address },
];

/** The footer's Contact Us banner: the call to action and every way to reach the company (the brand's facts). */
export function FooterContact({ contact }: { contact: SiteContact }) {
  return (
    <section
      aria-labelledby="footer-contact-heading"
      className="grid gap-10 rounded-(--radius-card) bg-brand-900 p-6 ring-1 ring-white/10 sm:p-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:p-12"
    >
      <div>
        <h2 id="footer-contact-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Contact Us
        </h2>
        <p className="mt-4 max-w-md text-lg text-white/85">
          Curious about a role, our technology or working with {site.name}? We would love to hear from you.
        </p>
        <Link
          to={paths.contact()}
          className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-400 px-6 py-3 font-semibold text-brand-950 transition-colors hover:bg-accent-300 motion-reduce:transition-none"
        >
          Let's Start the Conversation
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </div>
      <address className="not-italic">
        <ul className="grid gap-6 sm:grid-cols-2 sm:gap-x-8">
          {detailsOf(contact).map(({ icon, label, value }) => (
            <li key={label} className="flex gap-3">
              <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <div>
                <p className="text-xs font-semibold tracking-wider text-brand-200 uppercase">{label}</p>
                <div className="mt-1 text-white">{value}</div>
              </div>
            </li>
          ))}
        </ul>
      </address>
    </section>
  );
}
