import type { LifeAt, Page } from "~/content/schemas";
import type { Testimonial } from "~/content/testimonials";
import { imageSource } from "~/content/images";
import { plainTitle } from "~/content/title-lines";
import { shownCounts } from "~/lib/format";

/** The Life at page's data from its texts and employee voices: what the route and the editor's preview draw. */
export function lifeAtPageData({
  page,
  lifeAt,
  testimonials,
}: {
  page: Page;
  lifeAt: LifeAt;
  testimonials: Testimonial[];
}) {
  return {
    page,
    ...lifeAt,
    // Counters come as shown (shownCounts), as on every page; these blocks have none today.
    fundamentals: { ...lifeAt.fundamentals, stats: shownCounts(lifeAt.fundamentals.stats) },
    tribes: { ...lifeAt.tribes, stats: shownCounts(lifeAt.tribes.stats) },
    clubs: { ...lifeAt.clubs, stats: shownCounts(lifeAt.clubs.stats) },
    benefits: { ...lifeAt.benefits, stats: shownCounts(lifeAt.benefits.stats) },
    pictures: {
      culture: imageSource("life-culture"),
      socialClub: imageSource("life-social-club"),
      learning: imageSource("life-learning"),
    },
    videoData: {
      url: lifeAt.video.url,
      title: plainTitle(lifeAt.video.titleLines),
      poster: imageSource("life-video-poster"),
    },
    cta: { title: plainTitle(lifeAt.careersCta.titleLines), text: lifeAt.careersCta.paragraphs.join(" ") },
    testimonials: testimonials.map((entry) => ({ ...entry, image: imageSource(entry.image) })),
  };
}

export type LifeAtPageData = ReturnType<typeof lifeAtPageData>;
