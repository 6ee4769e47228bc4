import { LinkButton } from "~/components/ui/button";
import { sentPaths } from "~/config/form-pages";
import { paths } from "~/config/paths";
import { SentPage } from "~/features/forms/sent-page";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Application received",
    description: "Your application and CV have reached our recruitment team.",
    path: sentPaths["career-interest"],
    noindex: true,
  });

/** Where an application lands when it was posted without script. */
export default function CareerApplied() {
  return (
    <SentPage
      heading="Thank you. Your application is in."
      intro="Your details and CV have reached our recruitment team."
      crumbs={[
        { label: "Home", to: paths.home() },
        { label: "Careers", to: paths.careers() },
        { label: "Application received" },
      ]}
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
