import { PageHeader } from "~/components/sections/page-header";
import { paths } from "~/config/paths";
import { pages } from "~/content/pages";
import { organizationJsonLd, pageCrumbs } from "~/lib/json-ld";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about";

export const loader = () => ({ page: pages.about });

export const meta: Route.MetaFunction = ({ loaderData }) => seo({ ...loaderData.page.seo, path: paths.about(), crumbs: pageCrumbs(loaderData.page.breadcrumb), jsonLd: [organizationJsonLd()] });

export default function Page({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <PageHeader
      heading={page.heading}
      intro={page.intro}
      crumbs={[{ label: "Home", to: paths.home() }, { label: page.breadcrumb }]}
    />
  );
}
