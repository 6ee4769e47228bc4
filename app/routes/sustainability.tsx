import { ContentBlock } from "~/components/sections/content-block";
import { ImageSlider } from "~/components/sections/image-slider";
import { PageHeader } from "~/components/sections/page-header";
import { StatsVideo } from "~/components/sections/stats-video";
import { imageSource } from "~/content/images";
import { pages } from "~/content/pages";
import { sustainability } from "~/content/sustainability";
import { plainTitle } from "~/content/title-lines";
import { shownCounts } from "~/lib/format";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/sustainability";

export const loader = () => {
  const { intro, impact, initiatives, glo } = sustainability;
  // The caption under each picture says what it shows, so the image itself is not described twice.
  const slides = initiatives.slides.map((slide) => ({
    image: imageSource(slide.image),
    alt: "",
    caption: slide.caption,
  }));
  return {
    page: pages.sustainability,
    intro,
    impact: { ...impact, stats: shownCounts(impact.stats) },
    initiatives: {
      titleLines: initiatives.titleLines,
      paragraphs: initiatives.paragraphs,
      label: plainTitle(initiatives.titleLines),
    },
    // One list per screen size, so each can be art-directed on its own later.
    slides: { desktop: slides, tablet: slides, mobile: slides },
    glo: {
      titleLines: glo.titleLines,
      paragraphs: glo.paragraphs,
      video: { url: glo.video, title: plainTitle(glo.titleLines), poster: imageSource("glo-poster") },
    },
  };
};

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function Sustainability({ loaderData }: Route.ComponentProps) {
  const { page, intro, impact, initiatives, slides, glo } = loaderData;
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
