import { data } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";
import { disciplines } from "~/content/disciplines";
import { toSummary } from "~/features/careers/vacancy-summary";
import { DisciplineRoles } from "~/features/careers/discipline-roles";
import { TechStackList } from "~/features/disciplines/tech-stack-list";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/discipline";
import { openVacancies } from "~/content/entries";

export function loader({ params }: Route.LoaderArgs) {
  const discipline = disciplines.find((d) => d.id === params.id);
  if (!discipline) throw data(null, { status: 404 });
  return {
    discipline,
    vacancies: openVacancies()
      .filter((vacancy) => vacancy.discipline === discipline.id)
      .map(toSummary),
  };
}

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ discipline }) => [{ label: "Disciplines", to: paths.disciplines() }, { label: discipline.title }],
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.discipline.seo) : [];

export default function DisciplinePage({ loaderData: { discipline, vacancies } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={discipline.title} intro={discipline.intro} />
      <Container className="grid gap-16 py-12 sm:py-16 lg:py-20">
        <TechStackList title={discipline.title} stack={discipline.stack} />
        <DisciplineRoles title={discipline.title} vacancies={vacancies} />
      </Container>
    </>
  );
}
