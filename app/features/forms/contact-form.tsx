import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { BotFields } from "./api-fields";
import { ContactFields } from "./contact-fields";
import { fieldId, formId } from "./field-ids";
import { PhoneField, phoneFromPage } from "./phone-field";
import { contactSchema, type ContactValues } from "./schemas";
import { SubmitFailed } from "./submit-failed";
import { SuccessPanel } from "./success-panel";
import { useFormFlow } from "./use-form-flow";

const emptyValues: ContactValues = {
  firstName: "",
  lastName: "",
  subject: "",
  phone: "",
  email: "",
  address: "",
  message: "",
};

/**
 * The contact form on /contact. The page owns the heading "Have Questions? Contact Us". Prerendered
 * in full and hydrated on demand (the page's `onDemand` island): its form and phone code load at the
 * visitor's first touch, and take over the same markup with whatever was typed before then.
 */
export function ContactForm() {
  const { form, phase, sending, onSubmit, startOver, formRef } = useFormFlow("contact", {
    resolver: zodResolver(contactSchema),
    defaultValues: emptyValues,
    formId: formId("contact"),
    fromPage: (values, element) => ({ ...values, phone: phoneFromPage(values.phone, element) }),
  });
  const { register, control, formState, setFocus } = form;
  const { errors } = formState;
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
        heading={`Thank you, ${phase.firstName}. Your message is on its way.`}
        action={
          <Button variant="outline" onClick={startOver}>
            Send another message
          </Button>
        }
        reference={phase.id}
      >
        <p>We will reply to {phase.email} within two working days.</p>
      </SuccessPanel>
    );

  return (
    <ContactFields
      formRef={formRef}
      formProps={{ onSubmit }}
      register={register}
      errors={{
        firstName: errors.firstName?.message,
        lastName: errors.lastName?.message,
        subject: errors.subject?.message,
        email: errors.email?.message,
        address: errors.address?.message,
        message: errors.message?.message,
      }}
      phone={
        <Controller
          name="phone"
          control={control}
          render={({ field, fieldState }) => (
            <PhoneField
              label="Phone number"
              id={fieldId("contact", "phone")}
              {...field}
              error={fieldState.error?.message}
            />
          )}
        />
      }
      notice={
        <>
          {/* The page's start: the form is on the page from the first paint, long before this code arrives. */}
          <BotFields startedAt={Math.round(performance.timeOrigin)} />
          {phase.name === "failed" && (
            <div className="sm:col-span-2">
              <SubmitFailed error={phase.error} unplaced={phase.unplaced} what="message" />
            </div>
          )}
        </>
      }
      submitting={sending || formState.isSubmitting}
    />
  );
}

export default ContactForm;
