import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";
import { awards, awardYears } from "~/content/awards";
import { pages } from "~/content/pages";
import { imageSource } from "~/content/images";
import { AwardsBrowser } from "~/features/awards/awards-browser";
import { pageCrumbs } from "~/lib/json-ld";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/awards";

export const loader = () => ({
  page: pages.awards,
  years: [...awardYears],
  awards: awards.map((award) => ({ ...award, image: imageSource(award.image) })),
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ ...loaderData.page.seo, path: paths.awards(), crumbs: pageCrumbs(loaderData.page.breadcrumb) });

export default function Awards({ loaderData: { page, years, awards } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        heading={page.heading}
        intro={page.intro}
        crumbs={[{ label: "Home", to: paths.home() }, { label: page.breadcrumb }]}
      />
      <Container className="py-12 sm:py-16">
        <AwardsBrowser awards={awards} years={years} />
      </Container>
    </>
  );
}
