import { Link } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { paths } from "~/config/paths";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const loader = () => ({ page: pages.notFound });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ ...loaderData.page.seo, path: "/404", noindex: true });

export default function NotFound({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <PageHeader
      heading={page.heading}
      intro={page.intro}
      crumbs={[{ label: "Home", to: paths.home() }, { label: page.breadcrumb }]}
    >
      <ul className="mt-8 flex flex-wrap gap-4">
        <li>
          <Link className="underline" to={paths.home()}>
            Home
          </Link>
        </li>
        <li>
          <Link className="underline" to={paths.careers()}>
            Careers
          </Link>
        </li>
        <li>
          <Link className="underline" to={paths.search()}>
            Search
          </Link>
        </li>
      </ul>
    </PageHeader>
  );
}
