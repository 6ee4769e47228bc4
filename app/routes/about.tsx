import { Banner } from "~/components/sections/banner";
import { CardSection } from "~/components/sections/card-section";
import { ContentBlock } from "~/components/sections/content-block";
import { ImageTextBlock } from "~/components/sections/image-text-block";
import { TeamSection } from "~/components/sections/team-section";
import { about } from "~/content/about";
import { imageSet, imageSource } from "~/content/images";
import { pages } from "~/content/pages";
import { teams } from "~/content/teams";
import { organizationJsonLd } from "~/lib/json-ld";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { HeaderHandle } from "~/components/layout/site-header";
import type { Route } from "./+types/about";

/** The page opens on a picture: the header stays transparent over it at the top. */
export const handle: HeaderHandle = { ...pageBreadcrumb, headerOverImage: true };

export const loader = () => ({
  page: pages.about,
  // Built here, so the Organization data reaches the head without its code reaching the browser.
  organization: organizationJsonLd(),
  heroImages: imageSet("about-hero"),
  story: about.story,
  banner: { ...about.banner, images: imageSet(about.banner.image) },
  commitment: { ...about.commitment, images: imageSource(about.commitment.image) },
  leadershipTitle: about.leadershipTitle,
  teams: teams.map((team) => ({
    ...team,
    members: team.members.map((member) => ({ ...member, image: imageSource(member.image) })),
  })),
  cards: about.cards.map((card) => ({ ...card, images: imageSource(card.image) })),
});

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { ...args.loaderData.page.seo, jsonLd: [args.loaderData.organization] });

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, heroImages, story, banner, commitment, leadershipTitle, teams: teamList, cards } = loaderData;
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
      <TeamSection title={leadershipTitle} teams={teamList} />
      <CardSection cards={cards} background="muted" />
    </>
  );
}
