import { pages } from "~/content/pages";
import { sustainability } from "~/content/sustainability";
import { SustainabilityPage } from "~/features/pages/sustainability-page";
import { sustainabilityPageData } from "~/features/pages/sustainability-page-data";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/sustainability";

export const loader = () => sustainabilityPageData({ page: pages.sustainability, sustainability });

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function Sustainability({ loaderData }: Route.ComponentProps) {
  return <SustainabilityPage data={loaderData} />;
}
