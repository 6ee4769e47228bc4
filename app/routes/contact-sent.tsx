import { LinkButton } from "~/components/ui/button";
import { sentPaths } from "~/config/form-pages";
import { paths } from "~/config/paths";
import { SentPage } from "~/features/forms/sent-page";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Message sent",
    description: "Your message has reached us. We reply within two working days.",
    path: sentPaths.contact,
    noindex: true,
  });

/** Where the contact form lands when it was posted without script. */
export default function ContactSent() {
  return (
    <SentPage
      heading="Thank you. Your message is on its way."
      intro="It has reached our team."
      crumbs={[
        { label: "Home", to: paths.home() },
        { label: "Contact", to: paths.contact() },
        { label: "Message sent" },
      ]}
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
