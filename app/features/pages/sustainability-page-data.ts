import type { Page, Sustainability } from "~/content/schemas";
import { imageSource } from "~/content/images";
import { plainTitle } from "~/content/title-lines";
import { shownCounts } from "~/lib/format";

/** The Sustainability page's data from its texts and counters: what the route and the editor's preview draw. */
export function sustainabilityPageData({ page, sustainability }: { page: Page; sustainability: Sustainability }) {
  const { intro, impact, initiatives, glo } = sustainability;
  // The caption under each picture says what it shows, so the image itself is not described twice.
  const slides = initiatives.slides.map((slide) => ({
    image: imageSource(slide.image),
    alt: "",
    caption: slide.caption,
  }));
  return {
    page,
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
}

export type SustainabilityPageData = ReturnType<typeof sustainabilityPageData>;
