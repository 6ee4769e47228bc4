import { ContentBlock } from "~/components/sections/content-block";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { academy } from "~/content/academy";
import { pages } from "~/content/pages";
import { AcademyActions } from "~/features/academy/academy-actions";
import { AcademyFacts } from "~/features/academy/academy-facts";
import { AcademyFaq } from "~/features/academy/academy-faq";
import { AcademyModules } from "~/features/academy/academy-modules";
import { AcademySlider } from "~/features/academy/academy-slider";
import { imageSource } from "~/content/images";
import { brochureDownload } from "~/features/academy/brochure.server";
import { applyAnchor, useApplyDialog } from "~/forms/apply-dialog";
import { onDemand } from "~/forms/on-demand";
import "~/forms/phone-field-styles";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academy";

/** The interest dialog, prerendered closed with its form; its code loads when it first opens. */
const applyDialog = onDemand(() => import("~/forms/interest-dialog"), { keepId: applyAnchor });
const InterestDialog = applyDialog.Island;

export const loader = () => ({
  page: pages.academy,
  academy: {
    ...academy,
    slides: academy.slides.map((slide) => ({ caption: slide.caption, image: imageSource(slide.image) })),
  },
  brochure: brochureDownload(),
});

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

export default function Academy({ loaderData: { page, academy, brochure } }: Route.ComponentProps) {
  useApplyDialog(applyDialog.load);
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
      {/* Prerendered with its form, closed: the form works without script too (see the dialog). */}
      <InterestDialog form="academy-interest" />
    </>
  );
}
