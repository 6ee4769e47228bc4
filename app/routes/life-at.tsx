import { PageHeader } from "~/components/sections/page-header";
import { paths } from "~/config/paths";
import { pages } from "~/content/pages";
import { pageCrumbs } from "~/lib/json-ld";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/life-at";

export const loader = () => ({ page: pages.lifeAt });

export const meta: Route.MetaFunction = ({ loaderData }) => seo({ ...loaderData.page.seo, path: paths.lifeAt(), crumbs: pageCrumbs(loaderData.page.breadcrumb) });

export default function Page({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <PageHeader
      heading={page.heading}
      intro={page.intro}
      crumbs={[{ label: "Home", to: paths.home() }, { label: page.breadcrumb }]}
    />
  );
}
