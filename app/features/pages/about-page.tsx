import { Banner } from "~/components/sections/banner";
import { CardSection } from "~/components/sections/card-section";
import { ContentBlock } from "~/components/sections/content-block";
import { ImageTextBlock } from "~/components/sections/image-text-block";
import { TeamSection } from "~/components/sections/team-section";
import type { AboutPageData } from "./about-page-data";

/** The About page's sections, drawn from its data (the route and the content editor's preview). */
export function AboutPage({ data }: { data: AboutPageData }) {
  const { page, heroImages, story, banner, commitment, leadershipTitle, teams, cards } = data;
  return (
    <>
      <Banner as="h1" title={page.heading} paragraphs={[page.intro]} images={heroImages} priority />
      <ContentBlock titleLines={story.titleLines} paragraphs={story.paragraphs} />
      <Banner title={banner.title} paragraphs={banner.paragraphs} images={banner.images} link={banner.link} />
      <ImageTextBlock
        title={commitment.titleLines}
        paragraphs={commitment.paragraphs}
        images={commitment.images}
        imagePosition="left"
        background="muted"
      />
      <TeamSection title={leadershipTitle} teams={teams} />
      <CardSection cards={cards} background="muted" />
    </>
  );
}
