import type { About, Page } from "~/content/schemas";
import type { Team } from "~/content/teams";
import { imageSet, imageSource } from "~/content/images";

/** The About page's data from its texts and the leadership teams: what the route's loader and the editor's preview draw. */
export function aboutPageData({ page, about, teams }: { page: Page; about: About; teams: Team[] }) {
  return {
    page,
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
  };
}

export type AboutPageData = ReturnType<typeof aboutPageData>;
