import { data } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { Container } from "~/components/ui/container";
import { pagePathOf, paths } from "~/config/paths";
import { pages } from "~/content/pages";
import { AlertStepBody } from "~/features/alerts/alert-step";
import { alertStepContent } from "~/content/vacancy-alerts";
import { stepOf } from "~/features/alerts/steps";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vacancy-alerts-step";

/** One route module for every step of the alerts' email flow; the path names the step. */
export function loader({ request }: Route.LoaderArgs) {
  const step = stepOf(pagePathOf(request));
  if (!step) throw data("Not a step of the vacancy alerts", { status: 404 });
  return { step, content: alertStepContent[step], parent: pages.vacancyAlerts.breadcrumb };
}

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: ({ content, parent }) => [{ label: parent, to: paths.vacancyAlerts() }, { label: content.breadcrumb }],
};

export const meta: Route.MetaFunction = (args) => {
  return pageMeta(args, { ...args.loaderData.content.seo, noindex: true });
};

export default function VacancyAlertsStep({ loaderData: { step, content } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro} />
      {/*
        Tall enough to keep the footer below the first screen: a press on confirm or unsubscribe moves on to
        the next step in place, and a footer in view would jump with each step's length.
      */}
      <Container className="min-h-[70dvh] py-12 sm:py-16">
        <AlertStepBody step={step} content={content} />
      </Container>
    </>
  );
}
