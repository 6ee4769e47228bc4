import { Component, type ComponentType, type ReactNode } from "react";
import type { z } from "zod";
import { ContactDetails } from "~/components/layout/contact-details";
import { FooterContact } from "~/components/layout/footer-contact";
import { SocialLinks } from "~/components/layout/social-links";
import { ContentBlock } from "~/components/sections/content-block";
import { FeatureList } from "~/components/sections/feature-list";
import { PageHeader } from "~/components/sections/page-header";
import { TeamSection } from "~/components/sections/team-section";
import { Container } from "~/components/ui/container";
import { paths, type AlertStep } from "~/config/paths";
import { contactOf, site, type SocialProfile } from "~/config/site";
import { about } from "~/content/about";
import { awardsFileSchema, awardYears } from "~/content/awards";
import { brandSchema } from "~/content/brand";
import { withBrandDeep } from "~/content/brand-text";
import { postCollection, type Post } from "~/content/collections/posts";
import { disciplinesFileSchema } from "~/content/disciplines";
import { foodServiceFeatures, featuresFileSchema, lifeAtBenefits } from "~/content/features";
import { foodService } from "~/content/food-services";
import { historyFileSchema } from "~/content/history";
import { home } from "~/content/home";
import { imageSource } from "~/content/images";
import { lifeAt, lifeAtFileSchema } from "~/content/life-at";
import { loadMarkdownCollection } from "~/content/markdown";
import { pages, pagesFileSchema, type PageKey } from "~/content/pages";
import {
  aboutSchema,
  academySchema,
  foodServiceSchema,
  homeSchema,
  pageSchema,
  statementSchema,
  technologySchema,
  type Page,
} from "~/content/schemas";
import { homeStats, statsFileSchema, sustainabilityStats } from "~/content/stats";
import { sustainability, sustainabilityFileSchema } from "~/content/sustainability";
import { teams, teamsFileSchema } from "~/content/teams";
import { techStack, techStackFileSchema } from "~/content/tech-stack";
import { technology } from "~/content/technology";
import { alertStepsFileSchema, type AlertStepContent } from "~/content/vacancy-alerts";
import { employeeTestimonials, teamTalks, testimonialsFileSchema } from "~/content/testimonials";
import { disciplineIds } from "~/config/disciplines";
import { AcademyPage } from "~/features/academy/academy-page";
import { AlertStepBody } from "~/features/alerts/alert-step";
import { academyPageData } from "~/features/academy/academy-page-data";
import { AwardsBrowser } from "~/features/awards/awards-browser";
import { postCard } from "~/features/blog/post-card";
import { DisciplineGrid } from "~/features/disciplines/discipline-grid";
import { TechStackList } from "~/features/disciplines/tech-stack-list";
import { HistoryPage } from "~/features/history/history-page";
import { HomePage } from "~/features/home/home-page";
import { homePageData } from "~/features/home/home-page-data";
import { StatsBand } from "~/features/home/stats-band";
import { EmployeeTestimonials } from "~/features/life-at/employee-testimonials";
import { LifeAtPage } from "~/features/life-at/life-at-page";
import { lifeAtPageData } from "~/features/life-at/life-at-page-data";
import { AboutPage } from "~/features/pages/about-page";
import { aboutPageData } from "~/features/pages/about-page-data";
import { AccessibilityPage } from "~/features/pages/accessibility-page";
import { FoodServicesPage } from "~/features/pages/food-services-page";
import { foodServicesPageData } from "~/features/pages/food-services-page-data";
import { NotFoundPage } from "~/features/pages/not-found-page";
import { SustainabilityPage } from "~/features/pages/sustainability-page";
import { sustainabilityPageData } from "~/features/pages/sustainability-page-data";
import { TeamTalks } from "~/features/technology/team-talks";
import { TechStackShowcase } from "~/features/technology/tech-stack-showcase";
import { TechnologyPage } from "~/features/technology/technology-page";
import { technologyPageData } from "~/features/technology/technology-page-data";
import { formatDate } from "~/lib/format";
import { InRoute } from "./previews.tsx";

/** What Decap CMS hands a preview of a content file: the entry being edited (an Immutable map). */
export type FilePreviewProps = { entry: { getIn: (path: string[]) => unknown } };

/**
 * The edited file as the build reads it: the brand's names filled in (`{company}`...), then its schema, which adds
 * its defaults. While the file does not pass yet (a field being typed), the preview draws it as it stands: the form
 * says what is wrong, and `problem` holds the first of it for the preview's own fallback.
 */
function readEntry<S extends z.ZodType>(entry: FilePreviewProps["entry"], schema: S, brand = true) {
  const data = entry.getIn(["data"]) as { toJS?: () => unknown } | undefined;
  const plain = data?.toJS?.() ?? {};
  const filled = brand ? withBrandDeep(plain) : plain;
  const result = schema.safeParse(filled);
  if (result.success) return { value: result.data as z.output<S>, problem: undefined, key: JSON.stringify(plain) };
  const issue = result.error.issues[0];
  const problem = issue ? `${issue.path.join(".") || "(file)"}: ${issue.message}` : "the file is incomplete";
  return { value: filled as z.output<S>, problem, key: JSON.stringify(plain) };
}

/**
 * A page drawn from a file still being typed may lack what a section needs (a picture's name half written): the
 * preview then says what is missing instead of going blank. It is drawn anew at the next change (its `key`).
 */
class PreviewBoundary extends Component<{ problem?: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container className="py-16">
        <p role="status" className="rounded-card bg-surface-muted p-6 text-lg">
          The preview draws the page again once the file is complete
          {this.props.problem ? `: ${this.props.problem}` : "."}
        </p>
      </Container>
    );
  }
}

/** A preview's frame: the page's breadcrumb (the route's `handle`) and the fallback while the file is incomplete. */
function Preview({
  crumbs,
  read,
  children,
}: {
  crumbs: { label: string; to?: string }[];
  read: { problem?: string; key: string };
  children: ReactNode;
}) {
  return (
    <InRoute crumbs={crumbs}>
      <PreviewBoundary key={read.key} problem={read.problem}>
        {children}
      </PreviewBoundary>
    </InRoute>
  );
}

/** Where a list's entries appear, over each page's section that shows them. */
function ShownOn({ children }: { children: ReactNode }) {
  return (
    <p className="border-y border-line bg-surface-muted px-5 py-3 text-sm font-semibold tracking-wide text-ink-muted uppercase sm:px-8">
      {children}
    </p>
  );
}

const crumb = (page: Page) => [{ label: page.breadcrumb }];

/** The posts as the build reads them (newest first), for the home page's news: the editor is built with them. */
const posts: Post[] = loadMarkdownCollection(
  postCollection,
  Object.fromEntries(
    Object.entries(
      import.meta.glob<string>("../content/posts/*.md", { query: "?raw", import: "default", eager: true }),
    ).map(([file, raw]) => [file.replace("../content/", "./"), raw]),
  ),
).sort((a, b) => b.date.localeCompare(a.date));

/** The brochure's address and size, read from the file when the editor was built (vite.admin.config.ts). */
const brochure = () => JSON.parse(import.meta.env.CMS_BROCHURE) as { href: string; sizeKb: number };

// Pages ------------------------------------------------------------------------------------------------------------

export function HomePreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, homeSchema);
  const data = homePageData({ page: pages.home, home: read.value, stats: homeStats, news: posts.map(postCard) });
  return (
    <Preview crumbs={[]} read={read}>
      <HomePage data={data} />
    </Preview>
  );
}

export function AboutPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, aboutSchema);
  return (
    <Preview crumbs={crumb(pages.about)} read={read}>
      <AboutPage data={aboutPageData({ page: pages.about, about: read.value, teams })} />
    </Preview>
  );
}

export function AcademyPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, academySchema);
  return (
    <Preview crumbs={crumb(pages.academy)} read={read}>
      <AcademyPage data={academyPageData({ page: pages.academy, academy: read.value, brochure: brochure() })} />
    </Preview>
  );
}

export function LifeAtPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, lifeAtFileSchema);
  // The benefits' tiles are the Icon tiles file's.
  const edited = { ...read.value, benefits: { ...read.value.benefits, features: lifeAtBenefits } };
  return (
    <Preview crumbs={crumb(pages.lifeAt)} read={read}>
      <LifeAtPage data={lifeAtPageData({ page: pages.lifeAt, lifeAt: edited, testimonials: employeeTestimonials })} />
    </Preview>
  );
}

export function TechnologyPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, technologySchema);
  return (
    <Preview crumbs={crumb(pages.technology)} read={read}>
      <TechnologyPage
        data={technologyPageData({ page: pages.technology, technology: read.value, techStack, teamTalks })}
      />
    </Preview>
  );
}

export function SustainabilityPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, sustainabilityFileSchema);
  // The counters are the Counters file's.
  const edited = { ...read.value, impact: { ...read.value.impact, stats: sustainabilityStats } };
  return (
    <Preview crumbs={crumb(pages.sustainability)} read={read}>
      <SustainabilityPage data={sustainabilityPageData({ page: pages.sustainability, sustainability: edited })} />
    </Preview>
  );
}

export function FoodServicesPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, foodServiceSchema);
  const data = foodServicesPageData({
    page: pages.foodServices,
    heroTitle: pages.about.heading,
    foodService: read.value,
    features: foodServiceFeatures,
  });
  return (
    <Preview crumbs={crumb(pages.foodServices)} read={read}>
      <FoodServicesPage data={data} />
    </Preview>
  );
}

export function HistoryPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, historyFileSchema);
  return (
    <Preview crumbs={[{ label: "About", to: paths.about() }, ...crumb(pages.history)]} read={read}>
      <HistoryPage page={pages.history} milestones={read.value.milestones} />
    </Preview>
  );
}

export function AccessibilityPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, statementSchema);
  const statement = { ...read.value, reviewedLabel: formatDate(read.value.reviewed) };
  return (
    <Preview crumbs={crumb(pages.accessibility)} read={read}>
      <AccessibilityPage data={{ page: pages.accessibility, statement, supportEmail: site.contact.supportEmail }} />
    </Preview>
  );
}

export function NotFoundPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, pageSchema, false);
  return (
    <Preview crumbs={[{ label: read.value.breadcrumb }]} read={read}>
      <NotFoundPage page={read.value} />
    </Preview>
  );
}

/** Each step of the vacancy alerts' email flow as its page draws it. */
export function AlertStepsPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, alertStepsFileSchema);
  const parent = { label: pages.vacancyAlerts.breadcrumb, to: paths.vacancyAlerts() };
  return (
    <>
      {(Object.entries(read.value) as [AlertStep, AlertStepContent][]).map(([step, content]) => (
        <section key={step} aria-label={content?.breadcrumb || step}>
          <Preview crumbs={[parent, { label: content.breadcrumb }]} read={read}>
            <PageHeader heading={content.heading} intro={content.intro} />
            <Container className="py-12">
              <AlertStepBody step={step} content={content} />
            </Container>
          </Preview>
        </section>
      ))}
    </>
  );
}

/** Each page's header as the page draws it (its own breadcrumb), with what a search engine shows of it. */
export function PageHeadingsPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, pagesFileSchema);
  return (
    <>
      {(Object.entries(read.value) as [PageKey, Page][]).map(([key, page]) => (
        <section key={key} aria-label={page?.breadcrumb || key}>
          <Preview crumbs={crumb(page ?? { breadcrumb: key })} read={read}>
            <PageHeader heading={page.heading} intro={page.intro} />
            <Container className="py-6 text-sm text-ink-muted">
              <p>
                Search result: <strong>{page.seo?.title}</strong> · {page.seo?.description}
              </p>
            </Container>
          </Preview>
        </section>
      ))}
    </>
  );
}

// Lists ------------------------------------------------------------------------------------------------------------

export function AwardsPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, awardsFileSchema, false);
  const awards = read.value.awards.map((award) => ({ ...award, image: imageSource(award.image) }));
  return (
    <Preview crumbs={crumb(pages.awards)} read={read}>
      <PageHeader heading={pages.awards.heading} intro={pages.awards.intro} />
      <Container className="py-12 sm:py-16">
        <AwardsBrowser awards={awards} years={[...awardYears]} />
      </Container>
    </Preview>
  );
}

export function TeamsPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, teamsFileSchema);
  const data = aboutPageData({ page: pages.about, about, teams: read.value.teams });
  return (
    <Preview crumbs={crumb(pages.about)} read={read}>
      <ShownOn>About page</ShownOn>
      <TeamSection title={data.leadershipTitle} teams={data.teams} />
    </Preview>
  );
}

export function TestimonialsPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, testimonialsFileSchema);
  const life = lifeAtPageData({ page: pages.lifeAt, lifeAt, testimonials: read.value.employees });
  const tech = technologyPageData({ page: pages.technology, technology, techStack, teamTalks: read.value.teamTalks });
  return (
    <Preview crumbs={crumb(pages.lifeAt)} read={read}>
      <ShownOn>Life at page: employee voices</ShownOn>
      <EmployeeTestimonials title={life.testimonialsTitle} items={life.testimonials} />
      <ShownOn>Technology page: team talks</ShownOn>
      <TeamTalks id="testimonials" title={tech.talksTitle} talks={tech.talks} />
    </Preview>
  );
}

export function StatsPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, statsFileSchema, false);
  const homeData = homePageData({ page: pages.home, home, stats: read.value.home, news: [] });
  const impact = sustainabilityPageData({
    page: pages.sustainability,
    sustainability: { ...sustainability, impact: { ...sustainability.impact, stats: read.value.sustainability } },
  }).impact;
  return (
    <Preview crumbs={crumb(pages.home)} read={read}>
      <ShownOn>Home page</ShownOn>
      <StatsBand title={homeData.stats.title} text={homeData.stats.text} stats={homeData.stats.items} />
      <ShownOn>Sustainability page</ShownOn>
      <ContentBlock titleLines={impact.titleLines} paragraphs={impact.paragraphs} stats={impact.stats} />
    </Preview>
  );
}

export function DisciplinesPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, disciplinesFileSchema);
  const disciplines = disciplineIds.map((id, index) => ({
    ...read.value.disciplines[index]!,
    id,
    title: read.value.titles?.[id] ?? "",
  }));
  return (
    <>
      <Preview crumbs={crumb(pages.disciplines)} read={read}>
        <PageHeader heading={pages.disciplines.heading} intro={pages.disciplines.intro} />
        <Container className="py-12 sm:py-16 lg:py-20">
          <DisciplineGrid disciplines={disciplines} />
        </Container>
      </Preview>
      {disciplines.map((discipline) => (
        <section key={discipline.id} aria-label={discipline.title}>
          <Preview
            crumbs={[{ label: "Disciplines", to: paths.disciplines() }, { label: discipline.title }]}
            read={read}
          >
            <PageHeader heading={discipline.title} intro={discipline.intro} />
            <Container className="py-12 sm:py-16">
              <TechStackList title={discipline.title} stack={discipline.stack} />
            </Container>
          </Preview>
        </section>
      ))}
    </>
  );
}

export function FeaturesPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, featuresFileSchema, false);
  const food = foodServicesPageData({
    page: pages.foodServices,
    heroTitle: pages.about.heading,
    foodService,
    features: read.value.foodServices,
  });
  const life = lifeAtPageData({
    page: pages.lifeAt,
    lifeAt: { ...lifeAt, benefits: { ...lifeAt.benefits, features: read.value.lifeAtBenefits } },
    testimonials: [],
  });
  return (
    <Preview crumbs={crumb(pages.foodServices)} read={read}>
      <ShownOn>Foodservice page</ShownOn>
      <section className="bg-surface-muted py-16 sm:py-20 lg:py-24">
        <Container>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {food.featuresTitle}
          </h2>
          <FeatureList features={food.features} className="mt-10" />
        </Container>
      </section>
      <ShownOn>Life at page</ShownOn>
      <ContentBlock {...life.benefits} background="muted" />
    </Preview>
  );
}

export function TechStackPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, techStackFileSchema, false);
  const data = technologyPageData({ page: pages.technology, technology, techStack: read.value.groups, teamTalks });
  return (
    <Preview crumbs={crumb(pages.technology)} read={read}>
      <ShownOn>Technology page</ShownOn>
      <ContentBlock id="tech-stack" titleLines={data.techStack.titleLines} paragraphs={data.techStack.paragraphs}>
        <TechStackShowcase groups={data.groups} />
      </ContentBlock>
    </Preview>
  );
}

// The brand's facts -----------------------------------------------------------------------------------------------

/** The brand's facts where visitors read them: the footer's contact banner and profiles, the contact page's details. */
export function BrandPreview({ entry }: FilePreviewProps) {
  const read = readEntry(entry, brandSchema, false);
  const contact = contactOf(read.value);
  const profiles = (read.value.social ?? []) as SocialProfile[];
  return (
    <Preview crumbs={crumb(pages.contact)} read={read}>
      <ShownOn>Every page's footer</ShownOn>
      <div className="bg-brand-950 py-12 text-white">
        <Container>
          <FooterContact contact={contact} />
          <SocialLinks profiles={profiles} className="mt-8" />
        </Container>
      </div>
      <ShownOn>Contact page</ShownOn>
      <Container className="py-12">
        <aside aria-labelledby="contact-details" className="max-w-md rounded-card bg-surface-muted p-6 sm:p-8">
          <ContactDetails contact={contact} />
        </aside>
      </Container>
    </Preview>
  );
}

/** Each content file's own preview, by the file's name in the editor (app/admin/cms-config.ts). */
export const filePreviews: Record<string, ComponentType<FilePreviewProps>> = {
  brand: BrandPreview,
  home: HomePreview,
  awards: AwardsPreview,
  teams: TeamsPreview,
  testimonials: TestimonialsPreview,
  stats: StatsPreview,
  disciplines: DisciplinesPreview,
  features: FeaturesPreview,
  "tech-stack": TechStackPreview,
  pages: PageHeadingsPreview,
  about: AboutPreview,
  academy: AcademyPreview,
  "life-at": LifeAtPreview,
  technology: TechnologyPreview,
  sustainability: SustainabilityPreview,
  "food-services": FoodServicesPreview,
  history: HistoryPreview,
  accessibility: AccessibilityPreview,
  "vacancy-alerts": AlertStepsPreview,
  "not-found": NotFoundPreview,
};
