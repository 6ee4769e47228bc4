import { Link } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { paths } from "~/config/paths";
import { notFoundPage as page } from "~/content/not-found";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

// No loader: an unknown path has no prerendered data, so this page must render from the bundle alone.
export const meta: Route.MetaFunction = (args) => pageMeta(args, { ...page.seo, noindex: true });

export const handle: BreadcrumbHandle = { breadcrumb: page.breadcrumb };

const suggestions = [
  { label: "Home", to: paths.home() },
  { label: "Careers", to: paths.careers() },
  { label: "News & Events", to: paths.blogs() },
  { label: "Contact", to: paths.contact() },
  { label: "Search", to: paths.search() },
];

export default function NotFound() {
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
