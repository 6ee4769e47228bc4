import type { Page, Technology } from "~/content/schemas";
import type { TechStackGroup } from "~/content/tech-stack";
import type { Testimonial } from "~/content/testimonials";
import { imageSource } from "~/content/images";

/** The Technology page's data from its texts, tech stack and team talks: what the route and the editor's preview draw. */
export function technologyPageData({
  page,
  technology,
  techStack,
  teamTalks,
}: {
  page: Page;
  technology: Technology;
  techStack: TechStackGroup[];
  teamTalks: Testimonial[];
}) {
  return {
    page,
    businessUnits: technology.businessUnits,
    disciplines: { ...technology.disciplines, images: imageSource("hackathon-night") },
    techStack: technology.techStack,
    groups: techStack.map((group) => ({
      ...group,
      technologies: group.technologies.map((entry) => ({ name: entry.name, logo: imageSource(entry.logo) })),
    })),
    research: technology.research,
    talksTitle: technology.talksTitle,
    talks: teamTalks.map(({ image: slug, ...talk }) => {
      const picture = imageSource(slug);
      return { ...talk, images: { mobile: picture, tablet: picture, desktop: picture } };
    }),
  };
}

export type TechnologyPageData = ReturnType<typeof technologyPageData>;
