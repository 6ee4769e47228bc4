import { Banner } from "~/components/sections/banner";
import { ContentBlock } from "~/components/sections/content-block";
import { FeatureList } from "~/components/sections/feature-list";
import { Container } from "~/components/ui/container";
import { foodServiceFeatures } from "~/content/features";
import { foodService } from "~/content/food-services";
import { imageSet } from "~/content/images";
import { pages } from "~/content/pages";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { HeaderHandle } from "~/components/layout/site-header";
import type { Route } from "./+types/food-services";

/** The page opens on a picture: the header stays transparent over it at the top. */
export const handle: HeaderHandle = { ...pageBreadcrumb, headerOverImage: true };

export const loader = () => ({
  page: pages.foodServices,
  // The same hero banner as About: the About hero's statement over the Foodservice artwork.
  heroTitle: pages.about.heading,
  heroImages: imageSet("foodservice-hero"),
  industry: foodService.industry,
  opportunity: { ...foodService.opportunity, images: imageSet(foodService.opportunity.image) },
  featuresTitle: foodService.featuresTitle,
  features: foodServiceFeatures,
});

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function FoodServices({ loaderData }: Route.ComponentProps) {
  const { page, heroTitle, heroImages, industry, opportunity, featuresTitle, features } = loaderData;
  return (
    <>
      <Banner as="h1" title={heroTitle} paragraphs={[page.intro]} images={heroImages} priority />
      <ContentBlock titleLines={industry.titleLines} paragraphs={industry.paragraphs} />
      <Banner title={opportunity.title} paragraphs={opportunity.paragraphs} images={opportunity.images} />
      <section className="bg-surface-muted py-16 sm:py-20 lg:py-24">
        <Container>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{featuresTitle}</h2>
          <FeatureList features={features} className="mt-10" />
        </Container>
      </section>
    </>
  );
}
