import { LinkButton } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { SentPage } from "~/features/forms/sent-page";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academy-registered";

export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "Academy", to: paths.academy() }, { label: "Interest registered" }],
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Interest registered",
    description: "Your interest in the Academy is registered. We write to you when the next intake opens.",
    noindex: true,
  });

/** Where an Academy registration lands when it was posted without script. */
export default function AcademyRegistered() {
  return (
    <SentPage
      heading="Thank you. Your interest is registered."
      intro="Your details have reached the Academy team."
      steps={[
        "We have emailed you a confirmation with your reference. If it is not in your inbox, look in your spam folder.",
        "When the next intake opens, we send you the application pack and its dates.",
        "Until then, the programme brochure tells you what the Academy covers.",
      ]}
      actions={
        <>
          <LinkButton to={paths.academy()} size="lg">
            Back to the Academy
          </LinkButton>
          <LinkButton to={paths.careers()} variant="outline" size="lg">
            See open roles
          </LinkButton>
        </>
      }
    />
  );
}
