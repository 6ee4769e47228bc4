import { paths } from "~/config/paths";
import { history } from "~/content/history";
import { pages } from "~/content/pages";
import { HistoryPage } from "~/features/history/history-page";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/history";

export const loader = () => ({ page: pages.history, milestones: history });

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ page }) => [{ label: "About", to: paths.about() }, { label: page.breadcrumb }],
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function History({ loaderData: { page, milestones } }: Route.ComponentProps) {
  return <HistoryPage page={page} milestones={milestones} />;
}
