import { Banner } from "~/components/sections/banner";
import { ContentBlock } from "~/components/sections/content-block";
import { FeatureList } from "~/components/sections/feature-list";
import { Container } from "~/components/ui/container";
import type { FoodServicesPageData } from "./food-services-page-data";

/** The Foodservice page's sections, drawn from its data (the route and the content editor's preview). */
export function FoodServicesPage({ data }: { data: FoodServicesPageData }) {
  const { page, heroTitle, heroImages, industry, opportunity, featuresTitle, features } = data;
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
