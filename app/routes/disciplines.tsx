import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { disciplines } from "~/content/disciplines";
import { pages } from "~/content/pages";
import { DisciplineGrid } from "~/features/disciplines/discipline-grid";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/disciplines";

export const loader = () => ({
  page: pages.disciplines,
  disciplines: disciplines.map(({ id, title, icon, description }) => ({
    id,
    title,
    icon,
    description,
  })),
});

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function Disciplines({ loaderData: { page, disciplines } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container className="py-12 sm:py-16 lg:py-20">
        <DisciplineGrid disciplines={disciplines} />
      </Container>
    </>
  );
}
