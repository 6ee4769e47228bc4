import { ContentBlock } from "~/components/sections/content-block";
import { ImageTextBlock } from "~/components/sections/image-text-block";
import { PageHeader } from "~/components/sections/page-header";
import { TeamTalks } from "./team-talks";
import type { TechnologyPageData } from "./technology-page-data";
import { TechStackShowcase } from "./tech-stack-showcase";

/**
 * The Technology page's sections, drawn from its data (the route and the content editor's preview). The section
 * ids are the targets of the /technology/{section} aliases (app/config/redirects.ts).
 */
export function TechnologyPage({ data }: { data: TechnologyPageData }) {
  const { page, businessUnits, disciplines, techStack: stack, groups, research, talksTitle, talks } = data;
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
