import { Link, redirect, useLocation } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";
import { imageSet } from "~/content/images";
import { departments } from "~/content/schemas";
import { CareerDetail } from "~/features/careers/career-detail";
import { applyAnchor, useApplyDialog } from "~/features/forms/apply-dialog";
import { onDemand } from "~/features/forms/on-demand";
import "~/features/forms/phone-field-styles";
import { jobPostingJsonLd } from "~/features/careers/job-posting";
import { similarVacancies } from "~/features/careers/similar";
import { VacancyRow } from "~/features/careers/vacancy-row";
import { toSummary, type VacancySummary } from "~/features/careers/vacancy-summary";
import { seo } from "~/lib/seo";
import { findBySlug, slugify } from "~/lib/slug";
import type { Route } from "./+types/career";
import { isOpen } from "~/content/collections/vacancies";
import { openVacancies, vacancies } from "~/content/entries";

/** The application dialog, prerendered closed with its form; its code loads when it first opens. */
const applyDialog = onDemand(() => import("~/features/forms/interest-dialog"), { keepId: applyAnchor });
const InterestDialog = applyDialog.Island;

export function loader({ params }: Route.LoaderArgs) {
  const vacancy = findBySlug(vacancies, params.slug, (v) => v.position);
  const open = openVacancies();
  if (vacancy) {
    return {
      vacancy: { ...vacancy, open: isOpen(vacancy) },
      similar: similarVacancies(vacancy, open).map(toSummary),
      jsonLd: isOpen(vacancy) ? jobPostingJsonLd(vacancy) : null,
      promoImages: imageSet("banner-careers"),
    };
  }
  // /careers/{department} lands on the careers list filtered to that department.
  const department = departments.find((d) => slugify(d) === slugify(params.slug));
  if (department) throw redirect(paths.careers({ department }), 301);
  return { vacancy: null, similar: open.slice(0, 3).map(toSummary), jsonLd: null };
}

/** A vacancy that was not prerendered (a typed or old link) has no data file: show "Career not found". */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { vacancy: null, similar: [] as VacancySummary[], jsonLd: null };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const vacancy = loaderData?.vacancy;
  if (!vacancy) {
    return seo({
      title: "Career not found",
      description: "This vacancy does not exist or has been removed. See every open role.",
      path: paths.career(params.slug),
      noindex: true,
    });
  }
  return [
    ...seo({
      ...vacancy.seo,
      path: paths.career(vacancy.slug),
      crumbs: [
        { label: "Home", to: paths.home() },
        { label: "Careers", to: paths.careers() },
        { label: vacancy.position },
      ],
    }),
    ...(loaderData.jsonLd ? [{ "script:ld+json": loaderData.jsonLd }] : []),
  ];
};

export default function Career({ loaderData }: Route.ComponentProps) {
  useApplyDialog(applyDialog.load);
  const state = useLocation().state as { vacancy?: VacancySummary } | null;
  const { vacancy, similar } = loaderData;
  const promoImages = "promoImages" in loaderData ? loaderData.promoImages : undefined;

  if (!vacancy) {
    return (
      <>
        <PageHeader
          heading="Career not found"
          intro={`We could not find ${state?.vacancy?.position ? `the ${state.vacancy.position} role` : "that vacancy"}. It may have been filled or the link may be mistyped.`}
          crumbs={[
            { label: "Home", to: paths.home() },
            { label: "Careers", to: paths.careers() },
            { label: "Career not found" },
          ]}
        >
          <Link
            to={paths.careers()}
            className="mt-8 inline-flex min-h-11 items-center rounded-full bg-white px-6 font-semibold text-brand-900 hover:bg-brand-100"
          >
            See all open roles
          </Link>
        </PageHeader>
        {similar.length > 0 && (
          <Container as="section" aria-labelledby="open-roles" className="py-14">
            <h2 id="open-roles" className="text-2xl font-bold text-ink">
              Open roles
            </h2>
            <ul className="mt-6 grid gap-4">
              {similar.map((item) => (
                <VacancyRow key={item.slug} vacancy={item} />
              ))}
            </ul>
          </Container>
        )}
      </>
    );
  }

  return (
    <>
      <CareerDetail vacancy={vacancy} similar={similar} promoImages={promoImages} />
      {/* Prerendered with its form, closed: the form works without script too (see the dialog). */}
      {vacancy.open && <InterestDialog key={vacancy.slug} position={vacancy.position} slug={vacancy.slug} />}
    </>
  );
}
