import { PageHeader } from "~/components/sections/page-header";
import { PromoBand } from "~/components/sections/promo-band";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";
import { imageSet } from "~/content/images";
import { pages } from "~/content/pages";
import { CareersList } from "~/features/careers/careers-list";
import { toSummary } from "~/features/careers/vacancy-summary";
import { careersFeedLink } from "~/features/search/feed-links";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/careers";
import { openVacancies } from "~/content/entries";

export const loader = () => ({
  page: pages.careers,
  vacancies: openVacancies().map(toSummary),
  promoImages: imageSet("careers-banner"),
});

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, args.loaderData.page.seo), careersFeedLink];

// The filter lives in the query string; the list itself never changes, so there is nothing to reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export default function Careers({ loaderData: { page, vacancies, promoImages } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container data-filter-scope="" className="py-12 sm:py-16">
        <h2 className="sr-only">Open vacancies</h2>
        <CareersList vacancies={vacancies} />
      </Container>
      <PromoBand
        title="Stay Updated on New Job Openings"
        description="Tell us what you are looking for and we will email you when a matching role opens."
        buttonText="Sign Up for Job Alerts"
        buttonTo={paths.vacancyAlerts()}
        images={promoImages}
      />
    </>
  );
}
