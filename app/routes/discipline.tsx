import { data } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { paths } from "~/config/paths";
import { disciplines } from "~/content/disciplines";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/discipline";

export function loader({ params }: Route.LoaderArgs) {
  const discipline = disciplines.find((d) => d.id === params.id);
  if (!discipline) throw data(null, { status: 404 });
  return { discipline };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seo({
        ...loaderData.discipline.seo,
        path: paths.discipline(loaderData.discipline.id),
        crumbs: [
          { label: "Home", to: paths.home() },
          { label: "Disciplines", to: paths.disciplines() },
          { label: loaderData.discipline.title },
        ],
      })
    : [];

export default function DisciplinePage({ loaderData: { discipline } }: Route.ComponentProps) {
  return (
    <PageHeader
      heading={discipline.title}
      intro={discipline.intro}
      crumbs={[
        { label: "Home", to: paths.home() },
        { label: "Disciplines", to: paths.disciplines() },
        { label: discipline.title },
      ]}
    />
  );
}
