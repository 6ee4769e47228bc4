import { LinkButton } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { SentPage } from "~/features/forms/sent-page";
import type { BreadcrumbHandle } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact-sent";

export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "Contact", to: paths.contact() }, { label: "Message sent" }],
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Message sent",
    description: "Your message has reached us. We reply within two working days.",
    noindex: true,
  });

/** Where the contact form lands when it was posted without script. */
export default function ContactSent() {
  return (
    <SentPage
      heading="Thank you. Your message is on its way."
      intro="It has reached our team."
      steps={[
        "We have emailed you a confirmation with your reference. If it is not in your inbox, look in your spam folder.",
        "The right person in our team reads your message.",
        "We reply to the email address you gave within two working days.",
      ]}
      actions={
        <>
          <LinkButton to={paths.home()} size="lg">
            Back to the home page
          </LinkButton>
          <LinkButton to={paths.contact()} variant="outline" size="lg">
            Send another message
          </LinkButton>
        </>
      }
    />
  );
}
