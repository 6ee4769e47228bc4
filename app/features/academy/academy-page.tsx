import { ContentBlock } from "~/components/sections/content-block";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { AcademyActions } from "./academy-actions";
import { AcademyFacts } from "./academy-facts";
import { AcademyFaq } from "./academy-faq";
import { AcademyModules } from "./academy-modules";
import type { AcademyPageData } from "./academy-page-data";
import { AcademySlider } from "./academy-slider";

/** The Academy page's sections, drawn from its data (the route, which adds the interest dialog, and the editor's preview). */
export function AcademyPage({ data: { page, academy, brochure } }: { data: AcademyPageData }) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro}>
        <AcademyActions brochure={brochure} tone="dark" className="mt-10" />
      </PageHeader>
      <ContentBlock titleLines={academy.programme.titleLines} paragraphs={academy.programme.paragraphs}>
        <AcademyFacts facts={academy.facts} />
      </ContentBlock>
      <AcademySlider slides={academy.slides} />
      <AcademyModules modules={academy.modules} />
      <AcademyFaq faq={academy.faq} />
      <Container as="section" aria-labelledby="ready-to-start" className="py-16 text-center sm:py-20">
        <h2 id="ready-to-start" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to start?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">
          Register your interest and we will send you the application pack and dates for the next intake.
        </p>
        <AcademyActions brochure={brochure} align="center" className="mt-8" />
      </Container>
    </>
  );
}
