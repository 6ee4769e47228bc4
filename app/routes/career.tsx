import { redirect } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { paths } from "~/config/paths";
import { departments } from "~/content/schemas";
import { isOpen, vacancies } from "~/content/vacancies";
import { seo } from "~/lib/seo";
import { findBySlug, slugify } from "~/lib/slug";
import type { Route } from "./+types/career";

export function loader({ params }: Route.LoaderArgs) {
  const vacancy = findBySlug(vacancies, params.slug, (v) => v.position);
  if (vacancy) return { vacancy: { ...vacancy, open: isOpen(vacancy) } };
  const department = departments.find((d) => slugify(d) === params.slug);
  if (department) throw redirect(paths.careers({ department }), 301);
  return { vacancy: null };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  loaderData?.vacancy
    ? seo({ ...loaderData.vacancy.seo, path: paths.career(loaderData.vacancy.slug) })
    : seo({
        title: "Career not found",
        description: "This vacancy does not exist or has been removed. See every open role.",
        path: paths.career(params.slug),
        noindex: true,
      });

export default function Career({ loaderData: { vacancy } }: Route.ComponentProps) {
  const crumbs = [
    { label: "Home", to: paths.home() },
    { label: "Careers", to: paths.careers() },
  ];
  if (!vacancy)
    return (
      <PageHeader
        heading="Career not found"
        intro="This vacancy does not exist or has been removed."
        crumbs={[...crumbs, { label: "Not found" }]}
      />
    );
  return (
    <PageHeader heading={vacancy.position} intro={vacancy.summary} crumbs={[...crumbs, { label: vacancy.position }]} />
  );
}
