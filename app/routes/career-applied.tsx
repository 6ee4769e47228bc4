import { LinkButton } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { SentPage } from "~/features/forms/sent-page";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/career-applied";

export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "Careers", to: paths.careers() }, { label: "Application received" }],
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Application received",
    description: "Your application and CV have reached our recruitment team.",
    noindex: true,
  });

/** Where an application lands when it was posted without script. */
export default function CareerApplied() {
  return (
    <SentPage
      heading="Thank you. Your application is in."
      intro="Your details and CV have reached our recruitment team."
      steps={[
        "We have emailed you a confirmation with your reference. If it is not in your inbox, look in your spam folder.",
        "Our recruitment team reads your application and CV.",
        "We write to the email address you gave to tell you how your application goes, and to arrange an interview if it fits the role.",
      ]}
      actions={
        <>
          <LinkButton to={paths.careers()} size="lg">
            See more open roles
          </LinkButton>
          <LinkButton to={paths.vacancyAlerts()} variant="outline" size="lg">
            Get vacancy alerts
          </LinkButton>
        </>
      }
    />
  );
}
