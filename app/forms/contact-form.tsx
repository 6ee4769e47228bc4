import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { BotFields } from "./bot-fields";
import { draftFieldsOf, emptyValuesOf } from "./definition";
import { contact } from "./definitions/contact";
import { formId } from "./field-ids";
import { formFields } from "./form-fields";
import { phoneFromPage } from "./phone-field";
import { RequiredNote } from "./required-note";
import { contactSchema, type ContactValues } from "./schemas";
import { formEndpoint } from "./submit";
import { SubmitFailed } from "./submit-failed";
import { SuccessPanel } from "./success-panel";
import { toFormsApi, useFormFlow } from "./use-form-flow";

const emptyValues = emptyValuesOf(contact) as ContactValues;

/**
 * The contact form on /contact. The page owns the heading "Have Questions? Contact Us". Prerendered
 * in full and hydrated on demand (the page's `onDemand` island): its form and phone code load at the
 * visitor's first touch, and take over the same markup with whatever was typed before then.
 */
export function ContactForm() {
  const { form, phase, sending, onSubmit, startOver, formRef } = useFormFlow("contact", {
    resolver: zodResolver(contactSchema),
    defaultValues: emptyValues,
    draftFields: draftFieldsOf(contact),
    send: toFormsApi("contact"),
    formId: formId("contact"),
    fromPage: phoneFromPage,
  });
  const { setFocus } = form;
  const sentBefore = useRef(false);

  useEffect(() => {
    // After "Send another message" the visitor lands on the first field of the fresh form.
    if (phase.name === "sent") sentBefore.current = true;
    else if (sentBefore.current && phase.name === "editing") {
      sentBefore.current = false;
      setFocus("firstName");
    }
  }, [phase.name, setFocus]);

  if (phase.name === "sent")
    return (
      <SuccessPanel
        headingLevel={2}
        heading={`Thank you, ${phase.values.firstName}. Your message is on its way.`}
        action={
          <Button variant="outline" onClick={startOver}>
            Send another message
          </Button>
        }
        reference={phase.answer.id}
      >
        <p>We will reply to {phase.values.email} within two working days.</p>
      </SuccessPanel>
    );

  // A real HTML form: without script, or before this code arrives, the browser checks the fields and
  // posts them to the forms API, which answers with the "sent" page.
  return (
    <form
      ref={formRef}
      id={formId("contact")}
      method="post"
      action={formEndpoint("contact")}
      aria-labelledby="contact-form-heading"
      onSubmit={onSubmit}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      <div className="flex flex-col gap-2 sm:col-span-2">
        <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Send us a message
        </h2>
        <RequiredNote />
      </div>
      {formFields({ definition: contact, methods: form })}
      {/* The page's start: the form is on the page from the first paint, long before this code arrives. */}
      <BotFields startedAt={Math.round(performance.timeOrigin)} />
      {phase.name === "failed" && (
        <div className="sm:col-span-2">
          <SubmitFailed error={phase.error} unplaced={phase.unplaced} what={contact.thing} />
        </div>
      )}
      <div className="sm:col-span-2">
        {/* aria-disabled, not disabled: the button keeps focus while sending, and presses are ignored. */}
        <Button type="submit" size="lg" aria-disabled={sending || form.formState.isSubmitting || undefined}>
          {sending ? "Sending…" : "Send message"}
        </Button>
      </div>
    </form>
  );
}

export default ContactForm;
