import { redirect, useLocation } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";
import { imageSet } from "~/content/images";
import { departments } from "~/content/schemas";
import { CareerDetail } from "~/features/careers/career-detail";
import { applyAnchor, useApplyDialog } from "~/forms/apply-dialog";
import { onDemand } from "~/forms/on-demand";
import "~/forms/phone-field-styles";
import { closingOf } from "~/features/careers/closing";
import { bodyAfterLead } from "~/features/careers/lead";
import { jobPostingJsonLd, validThrough } from "~/features/careers/job-posting";
import { similarVacancies } from "~/features/careers/similar";
import { VacancyRow } from "~/features/careers/vacancy-row";
import { WhileOpen } from "~/features/careers/vacancy-status";
import { toSummary, type VacancySummary } from "~/features/careers/vacancy-summary";
import { formatDate } from "~/lib/format";
import { payText } from "~/lib/pay";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import { slugify } from "~/lib/slug";
import type { Route } from "./+types/career";
import { isOpen } from "~/content/collections/vacancies";
import { openVacancies, vacancies } from "~/content/entries";

/** The application dialog, prerendered closed with its form; its code loads when it first opens. */
const applyDialog = onDemand(() => import("~/forms/interest-dialog"), { keepId: applyAnchor });
const InterestDialog = applyDialog.Island;

/**
 * The vacancy with its posting date as shown and its JobPosting validThrough, both worked out here at build
 * time (no date or time zone code in the browser), or null for "Career not found".
 */
export function loader({ params }: Route.LoaderArgs) {
  // Runs at prerender only, for the addresses the prerender list gives (app/prerender.ts): exact slugs.
  const vacancy = vacancies.find((v) => v.slug === params.slug);
  // /careers/{department} lands on the careers list filtered to that department.
  const department = vacancy
    ? undefined
    : [...departments, ...vacancies.map((v) => v.department)].find((d) => slugify(d) === params.slug);
  if (department) throw redirect(paths.careers({ department }), 301);
  const open = openVacancies();
  return {
    vacancy: vacancy && {
      ...vacancy,
      body: bodyAfterLead(vacancy.body, vacancy.summary),
      open: isOpen(vacancy),
      ...closingOf(vacancy.closingDate),
      posted: formatDate(vacancy.datePosted),
      pay: vacancy.salary && payText(vacancy.salary),
      validThrough: vacancy.closingDate && validThrough(vacancy.closingDate),
    },
    similar: (vacancy ? similarVacancies(vacancy, open) : open.slice(0, 3)).map(toSummary),
    promoImages: vacancy ? imageSet("banner-careers") : undefined,
  };
}

/** A vacancy that was not prerendered (a typed or old link) has no data file: show "Career not found". */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { vacancy: null, similar: [] as VacancySummary[], promoImages: undefined };
  }
}

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ vacancy }) => [
    { label: "Careers", to: paths.careers() },
    { label: vacancy?.position ?? "Career not found" },
  ],
};

export const meta: Route.MetaFunction = (args) => {
  const vacancy = args.loaderData?.vacancy;
  // A closed role's page stays for its old links, out of search engines (and of every list, sitemap and feed).
  return vacancy
    ? pageMeta(
        args,
        vacancy.open ? { ...vacancy.seo, jsonLd: [jobPostingJsonLd(vacancy)] } : { ...vacancy.seo, noindex: true },
      )
    : pageMeta(args, {
        title: "Career not found",
        description: "This vacancy does not exist or has been removed. See every open role.",
        noindex: true,
      });
};

export default function Career({ loaderData }: Route.ComponentProps) {
  useApplyDialog(applyDialog.load);
  const state = useLocation().state as { vacancy?: VacancySummary } | null;
  const { vacancy, similar, promoImages } = loaderData;

  if (!vacancy) {
    return (
      <>
        <PageHeader
          heading="Career not found"
          intro={`We could not find ${state?.vacancy?.position ? `the ${state.vacancy.position} role` : "that vacancy"}. It may have been filled or the link may be mistyped.`}
        >
          <LinkButton to={paths.careers()} variant="secondary" tone="dark" size="lg" className="mt-8">
            See all open roles
          </LinkButton>
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
      {/* Prerendered with its form, closed: the form works without script too (see the dialog). A role whose
          questions the form cannot show is applied for on its ATS's page instead (applyUrl). */}
      {vacancy.open && !vacancy.applyUrl && (
        <WhileOpen closesAt={vacancy.closesAt}>
          <InterestDialog
            key={vacancy.slug}
            form="career-interest"
            position={vacancy.position}
            slug={vacancy.slug}
            questions={vacancy.questions}
          />
        </WhileOpen>
      )}
    </>
  );
}
