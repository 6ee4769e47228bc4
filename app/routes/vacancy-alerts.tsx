import { ArrowUpRight } from "lucide-react";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { pages } from "~/content/pages";
import { pageCrumbs } from "~/lib/json-ld";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/vacancy-alerts";

export const loader = () => ({ page: pages.vacancyAlerts });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ ...loaderData.page.seo, path: paths.vacancyAlerts(), crumbs: pageCrumbs(loaderData.page.breadcrumb) });

export default function VacancyAlerts({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        heading={page.heading}
        intro={page.intro}
        crumbs={[{ label: "Home", to: paths.home() }, { label: page.breadcrumb }]}
      />
      <Container className="py-12 sm:py-16">
        <section aria-labelledby="sign-up">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="sign-up" className="text-3xl font-bold tracking-tight">
                Sign up for vacancy alerts
              </h2>
              <p className="mt-3 max-w-2xl text-ink-muted">
                The form below is run by our email provider. If it does not load, or you prefer a full window, open it
                on its own.
              </p>
            </div>
            <a
              href={site.vacancyAlertsFormUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              Open the sign-up form in a new tab
              <ArrowUpRight aria-hidden="true" className="size-4" />
            </a>
          </div>
          {/* SPEC 2.14: 1200 px tall on phones and tablets, 2800 px from 1024 px, where the provider's form runs long. */}
          <iframe
            src={site.vacancyAlertsFormUrl}
            title="Vacancy alerts sign-up form"
            loading="lazy"
            sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
            className="mt-8 block h-[1200px] w-full rounded-card border border-line bg-white lg:h-[2800px]"
          />
        </section>
      </Container>
    </>
  );
}
