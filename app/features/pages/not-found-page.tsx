import { Link } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { paths } from "~/config/paths";
import type { Page } from "~/content/schemas";

const suggestions = [
  { label: "Home", to: paths.home() },
  { label: "Careers", to: paths.careers() },
  { label: "News & Events", to: paths.blogs() },
  { label: "Contact", to: paths.contact() },
  { label: "Search", to: paths.search() },
];

/** The page at an address the site does not have: its texts and the ways on (the route and the editor's preview). */
export function NotFoundPage({ page }: { page: Page }) {
  return (
    <PageHeader heading={page.heading} intro={page.intro}>
      <ul className="mt-8 flex flex-wrap gap-3">
        {suggestions.map((link) => (
          <li key={link.to}>
            <Link
              className="inline-flex min-h-11 items-center rounded-full border border-white/40 px-5 font-semibold hover:bg-white/10"
              to={link.to}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </PageHeader>
  );
}
