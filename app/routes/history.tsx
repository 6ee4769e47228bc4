import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";
import { history } from "~/content/history";
import { pages } from "~/content/pages";
import { Timeline } from "~/features/history/timeline";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/history";

const crumbs = [{ label: "Home", to: paths.home() }, { label: "About", to: paths.about() }, { label: "History" }];

export const loader = () => ({ page: pages.history, milestones: history });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ ...loaderData.page.seo, path: paths.history(), crumbs });

export default function History({ loaderData: { page, milestones } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} crumbs={crumbs} />
      <Container className="max-w-5xl overflow-x-clip py-14 sm:py-20">
        <Timeline milestones={milestones} />
      </Container>
    </>
  );
}
