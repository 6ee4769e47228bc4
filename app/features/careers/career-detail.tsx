import { Icon } from "~/components/ui/icon";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { PromoBand } from "~/components/sections/promo-band";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import type { ImageSet } from "~/components/ui/responsive-image";
import { paths } from "~/config/paths";
import { EqualOpportunityStamp } from "./equal-opportunity-stamp";
import { VacancyRow } from "./vacancy-row";
import { VacancyActions, VacancyAsideActions } from "./vacancy-status";
import { citiesOf, employmentLabels, whereText, type VacancySummary } from "./vacancy-summary";
import type { Vacancy } from "~/content/collections/vacancies";

type Props = {
  /** `posted`, `pay`: the posting date and the pay range as shown, written out by the loader. */
  vacancy: Vacancy & { open: boolean; closesAt?: number; closes?: string; posted: string; pay?: string };
  similar: VacancySummary[];
  promoImages?: ImageSet;
};

/** One vacancy in full, with Apply Now while it is open and similar roles once it has closed. */
export function CareerDetail({ vacancy, similar, promoImages }: Props) {
  return (
    <>
      <header className="bg-brand-900 text-white">
        <Container className="pt-28 pb-12 lg:pt-36 lg:pb-16">
          <Breadcrumb tone="light" />
          <Badge tone="dark" className="mt-8">
            {vacancy.level}
          </Badge>
          <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {vacancy.position}
          </h1>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-white/85" aria-label="About this role">
            <li>{vacancy.department}</li>
            <li className="inline-flex items-center gap-1.5">
              <Icon name="map-pin" className="size-4" /> {whereText(citiesOf(vacancy), vacancy.workplaceType)}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Icon name="clock" className="size-4" /> {employmentLabels[vacancy.employmentType]}
            </li>
            {vacancy.pay && (
              <li className="inline-flex items-center gap-1.5">
                <Icon name="banknote" className="size-4" /> <span className="sr-only">Pay: </span>
                {vacancy.pay}
              </li>
            )}
            <li className="inline-flex items-center gap-1.5">
              <Icon name="calendar-days" className="size-4" /> Posted {vacancy.posted}
            </li>
          </ul>
          <VacancyActions vacancy={vacancy} />
        </Container>
      </header>

      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <section aria-labelledby="opportunity">
            <h2 id="opportunity" className="text-2xl font-bold text-ink sm:text-3xl">
              The Opportunity
            </h2>
            <p className="mt-4 text-lg text-ink-muted">{vacancy.summary}</p>
          </section>
          <div className="prose-content mt-10" dangerouslySetInnerHTML={{ __html: vacancy.body }} />
        </div>
        <aside className="grid content-start gap-6">
          <VacancyAsideActions vacancy={vacancy} />
          <EqualOpportunityStamp />
        </aside>
      </Container>

      {similar.length > 0 && (
        <Container as="section" aria-labelledby="similar" className="pb-16">
          <h2 id="similar" className="text-2xl font-bold text-ink">
            {vacancy.open ? "Similar roles" : "Similar open roles"}
          </h2>
          <ul className="mt-6 grid gap-4">
            {similar.map((item) => (
              <VacancyRow key={item.slug} vacancy={item} />
            ))}
          </ul>
        </Container>
      )}

      <div className="print:hidden">
        <PromoBand
          title="Explore other opportunities"
          description="Not quite the right fit? We are hiring across engineering, design, data and more."
          buttonText="See all open roles"
          buttonTo={paths.careers()}
          images={promoImages}
          imageLeft={false}
        />
      </div>
    </>
  );
}
