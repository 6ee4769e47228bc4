import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { absoluteUrl } from "~/config/paths";
import { openVacancies } from "~/content/entries";
import { pages } from "~/content/pages";
import { alertStepContent } from "~/content/vacancy-alerts";
import type { AlertSignupProps } from "~/features/alerts/alert-signup-form";
import { alertOptions } from "~/features/alerts/options";
import { ErrorSummary, useErrorFields } from "~/forms/error-summary";
import { formId } from "~/forms/field-ids";
import { unavailableForm } from "~/forms/forms-unavailable";
import { onDemand } from "~/forms/on-demand";
import { readDraft } from "~/forms/read-draft";
import { resourcePaths } from "~/features/search/resource-paths";
import { pageBreadcrumb, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vacancy-alerts";

// The choices are read at build time: the page carries them in its data, not the content lists.
export const loader = () => ({
  page: pages.vacancyAlerts,
  options: alertOptions(openVacancies()),
  sent: { signedUp: alertStepContent["check-email"], updated: alertStepContent.updated },
});

export const handle = pageBreadcrumb;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.page.seo);

const feedUrl = absoluteUrl(resourcePaths.careersFeed);

/**
 * The form is prerendered in full and works as a plain HTML form; its code (the checks, the send) loads at
 * the first touch, or at once for a manage link from an alert email or a draft to restore.
 */
const signUp = onDemand<AlertSignupProps>(() => import("~/features/alerts/alert-signup-form"), {
  keepId: formId("vacancy-alerts"),
  loadAtOnce: () => new URLSearchParams(location.search).has("manage") || readDraft("vacancy-alerts") !== null,
});
const AlertSignupForm = import.meta.env.FORMS_API_ORIGIN === "none" ? unavailableForm("vacancy-alerts") : signUp.Island;

export default function VacancyAlerts({ loaderData: { page, options, sent } }: Route.ComponentProps) {
  const errorFields = useErrorFields();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_26rem]">
        {/* The form brings its own heading, and its answer once the server has given one. */}
        <div className="min-w-0">
          <ErrorSummary form="vacancy-alerts" fields={errorFields} />
          <AlertSignupForm options={options} sent={sent} />
        </div>
        <aside data-error-hide="" className="grid gap-6 self-start md:grid-cols-2 lg:sticky lg:top-28 lg:grid-cols-1">
          <section aria-labelledby="alerts-how" className="rounded-card bg-surface-muted p-6 sm:p-8">
            <h2 id="alerts-how" className="text-xl font-bold tracking-tight">
              How alerts work
            </h2>
            <ol className="mt-5 flex list-decimal flex-col gap-3 pl-5 text-base text-ink-muted marker:font-semibold marker:text-brand-800">
              <li>We email you a link to confirm your address. Nothing is sent until you do.</li>
              <li>When a role that matches your choices opens, we email you about it.</li>
              <li>Every alert has a link to change your choices and one to unsubscribe.</li>
            </ol>
          </section>
          <section aria-labelledby="alerts-feed" className="rounded-card border border-line p-6 sm:p-8">
            <h2 id="alerts-feed" className="text-xl font-bold tracking-tight">
              Prefer a feed reader?
            </h2>
            <p className="mt-3 text-base text-ink-muted">
              Follow every open role without giving us your email address: add our vacancies feed to your reader.
            </p>
            <a
              href={resourcePaths.careersFeed}
              type="application/atom+xml"
              className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              <Icon name="rss" className="size-5 shrink-0" />
              Subscribe in a feed reader
            </a>
            <p className="mt-2 text-sm break-all text-ink-muted">
              Feed address: <span className="font-mono text-ink">{feedUrl}</span>
            </p>
          </section>
        </aside>
      </Container>
    </>
  );
}
