import { ContentBlock } from "~/components/sections/content-block";
import { ImageTextBlock } from "~/components/sections/image-text-block";
import { PageHeader } from "~/components/sections/page-header";
import { PromoBand } from "~/components/sections/promo-band";
import { StatsVideo } from "~/components/sections/stats-video";
import { EmployeeTestimonials } from "./employee-testimonials";
import type { LifeAtPageData } from "./life-at-page-data";

/** The Life at page's sections, drawn from its data (the route and the content editor's preview). */
export function LifeAtPage({ data }: { data: LifeAtPageData }) {
  const { page, pictures } = data;
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <ImageTextBlock title={data.culture.titleLines} paragraphs={data.culture.paragraphs} images={pictures.culture} />
      <ImageTextBlock
        title={data.socialClub.titleLines}
        paragraphs={data.socialClub.paragraphs}
        images={pictures.socialClub}
        imagePosition="right"
        background="muted"
      />
      <ContentBlock {...data.fundamentals} />
      <ContentBlock {...data.tribes} background="muted" />
      <ContentBlock {...data.clubs} />
      <StatsVideo
        title={data.video.titleLines}
        paragraphs={data.video.paragraphs}
        video={data.videoData}
        background="brand"
      />
      <ContentBlock {...data.benefits} background="muted" />
      <ImageTextBlock
        title={data.learning.titleLines}
        paragraphs={data.learning.paragraphs}
        images={pictures.learning}
      />
      <EmployeeTestimonials title={data.testimonialsTitle} items={data.testimonials} />
      <PromoBand
        title={data.cta.title}
        description={data.cta.text}
        buttonText={data.careersCta.link.label}
        buttonTo={data.careersCta.link.href}
      />
    </>
  );
}
