import { ContentBlock } from "~/components/sections/content-block";
import { ImageTextBlock } from "~/components/sections/image-text-block";
import { PageHeader } from "~/components/sections/page-header";
import { PromoBand } from "~/components/sections/promo-band";
import { StatsVideo } from "~/components/sections/stats-video";
import { imageSource } from "~/content/images";
import { lifeAt } from "~/content/life-at";
import { pages } from "~/content/pages";
import { employeeTestimonials } from "~/content/testimonials";
import { plainTitle } from "~/content/title-lines";
import { EmployeeTestimonials } from "~/features/life-at/employee-testimonials";
import { shownCounts } from "~/lib/format";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/life-at";

export const loader = () => ({
  page: pages.lifeAt,
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
  testimonials: employeeTestimonials.map((entry) => ({ ...entry, image: imageSource(entry.image) })),
});

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function LifeAt({ loaderData: data }: Route.ComponentProps) {
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
