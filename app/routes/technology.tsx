import { ContentBlock } from "~/components/sections/content-block";
import { ImageTextBlock } from "~/components/sections/image-text-block";
import { PageHeader } from "~/components/sections/page-header";
import { imageSource } from "~/content/images";
import { pages } from "~/content/pages";
import { techStack } from "~/content/tech-stack";
import { technology } from "~/content/technology";
import { teamTalks } from "~/content/testimonials";
import { TeamTalks } from "~/features/technology/team-talks";
import { TechStackShowcase } from "~/features/technology/tech-stack-showcase";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/technology";

export const loader = () => ({
  page: pages.technology,
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
});

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

/** The section ids are the targets of the /technology/{section} aliases (app/config/redirects.ts). */
export default function Technology({ loaderData }: Route.ComponentProps) {
  const { page, businessUnits, disciplines, techStack: stack, groups, research, talksTitle, talks } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <ContentBlock id="bus-eus" titleLines={businessUnits.titleLines} paragraphs={businessUnits.paragraphs} />
      <ImageTextBlock
        id="disciplines"
        title={disciplines.titleLines}
        paragraphs={disciplines.paragraphs}
        images={disciplines.images}
        imagePosition="right"
        button={{ label: disciplines.link.label, to: disciplines.link.href }}
        background="muted"
      />
      <ContentBlock id="tech-stack" titleLines={stack.titleLines} paragraphs={stack.paragraphs}>
        <TechStackShowcase groups={groups} />
      </ContentBlock>
      <ContentBlock
        id="rd-ai-ml"
        titleLines={research.titleLines}
        paragraphs={research.paragraphs}
        features={research.features}
        background="brand"
      />
      <TeamTalks id="testimonials" title={talksTitle} talks={talks} />
    </>
  );
}
