import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { awards, awardYears } from "~/content/awards";
import { pages } from "~/content/pages";
import { imageSource } from "~/content/images";
import { AwardsBrowser } from "~/features/awards/awards-browser";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/awards";

export const loader = () => ({
  page: pages.awards,
  years: [...awardYears],
  awards: awards.map((award) => ({ ...award, image: imageSource(award.image) })),
});

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function Awards({ loaderData: { page, years, awards } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container className="py-12 sm:py-16">
        <AwardsBrowser awards={awards} years={years} />
      </Container>
    </>
  );
}
