import { Link } from "react-router";
import { FooterContact } from "~/components/layout/footer-contact";
import { SiteLogo } from "~/components/layout/site-logo";
import { SocialLinks } from "~/components/layout/social-links";
import { Accordion } from "~/components/ui/accordion";
import { footerColumns, footerPolicies } from "~/config/footer";
import { paths } from "~/config/paths";
import { buildYear, footerId, site } from "~/config/site";

const linkClass =
  "inline-block py-1.5 text-white/80 underline-offset-4 transition-colors hover:text-white hover:underline motion-reduce:transition-none";

const columnItems = footerColumns.map((column) => ({
  id: column.id,
  title: column.title,
  content: (
    <ul className="pb-4 sm:pt-3 sm:pb-0">
      {column.links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  ),
}));

/** The site footer: contact banner, link columns (accordions on phones), social links, policies, copyright. */
export function SiteFooter() {
  return (
    <footer id={footerId} className="bg-brand-950 text-white print:hidden">
      <div className="mx-auto max-w-(--container-page) px-5 pt-16 pb-10 sm:px-8 lg:pt-24">
        <FooterContact contact={site.contact} />

        <div className="mt-14 grid gap-10 lg:mt-20 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
          <div>
            <SiteLogo />
            <p className="mt-3 max-w-xs text-white/80">{site.tagline}</p>
            <SocialLinks profiles={site.social} className="mt-6" />
          </div>

          <nav aria-label="Footer">
            <Accordion
              items={columnItems}
              headingLevel={2}
              single
              maxPanelHeight="24rem"
              staticFrom="sm"
              className="border-t border-white/15 sm:grid sm:grid-cols-3 sm:gap-8 sm:border-t-0"
              itemClassName="border-b border-white/15 sm:border-b-0"
              headingClassName="text-base font-semibold sm:text-sm sm:tracking-wider sm:text-brand-200 sm:uppercase"
              triggerClassName="min-h-14 py-3"
            />
          </nav>
        </div>

        <div className="mt-10 flex flex-col gap-6 sm:mt-14 sm:border-t sm:border-white/15 sm:pt-8">
          <nav aria-label="Policies">
            <ul className="flex flex-col gap-x-6 gap-y-1 text-sm sm:flex-row sm:flex-wrap">
              {footerPolicies.map((policy) => (
                <li key={policy.slug}>
                  <Link to={paths.policy(policy.slug)} className={linkClass}>
                    {policy.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-white/80">
            © {buildYear} {site.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
