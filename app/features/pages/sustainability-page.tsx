import { ContentBlock } from "~/components/sections/content-block";
import { ImageSlider } from "~/components/sections/image-slider";
import { PageHeader } from "~/components/sections/page-header";
import { StatsVideo } from "~/components/sections/stats-video";
import { plainTitle } from "~/content/title-lines";
import type { SustainabilityPageData } from "./sustainability-page-data";

/** The Sustainability page's sections, drawn from its data (the route and the content editor's preview). */
export function SustainabilityPage({ data }: { data: SustainabilityPageData }) {
  const { page, intro, impact, initiatives, slides, glo } = data;
  return (
    <>
      <PageHeader heading={plainTitle(intro.titleLines)} intro={intro.paragraphs[0] ?? page.intro}>
        {intro.paragraphs.slice(1).map((text) => (
          <p key={text} className="mt-4 max-w-(--container-paragraph) text-lg text-white/85">
            {text}
          </p>
        ))}
      </PageHeader>
      <ContentBlock titleLines={impact.titleLines} paragraphs={impact.paragraphs} stats={impact.stats} />
      <ContentBlock titleLines={initiatives.titleLines} paragraphs={initiatives.paragraphs} background="muted">
        <ImageSlider
          label={initiatives.label}
          imagesDesktop={slides.desktop}
          imagesTablet={slides.tablet}
          imagesMobile={slides.mobile}
        />
      </ContentBlock>
      <StatsVideo title={glo.titleLines} paragraphs={glo.paragraphs} video={glo.video} />
    </>
  );
}
