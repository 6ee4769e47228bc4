import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useLayoutEffect, useRef } from "react";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { BotFields } from "./api-fields";
import { ContactFields, type ContactFieldName } from "./contact-fields";
import { PhoneField } from "./phone-field";
import { contactSchema, type ContactValues } from "./schemas";
import { SubmitFailed } from "./submit-failed";
import { SuccessPanel } from "./success-panel";
import { writeDraft } from "./use-draft";
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

/** Where the script-free first render left off: what was typed and a pending send. */
export type ContactFormHandover = {
  values?: Partial<Record<ContactFieldName, string>>;
  submit?: boolean;
};

/** A national number typed before the phone library arrived, as the E.164 value the library expects. */
function toE164(typed = ""): string {
  const digits = typed.replace(/\D/g, "");
  if (!digits) return "";
  return typed.trim().startsWith("+") ? `+${digits}` : `+1${digits}`;
}

/**
 * The contact form on /contact. The page owns the heading "Have
 * Questions? Contact Us". `deferred-contact-form.tsx` loads this module at the visitor's first touch
 * of the form and hands over what was typed, so the form and phone code stay off the first load.
 */
export function ContactForm({ handover = {} }: { handover?: ContactFormHandover }) {
  const { form, phase, sending, onSubmit, startOver } = useFormFlow("contact", {
    resolver: zodResolver(contactSchema),
    defaultValues: {
      ...emptyValues,
      ...handover.values,
      phone: toE164(handover.values?.phone),
    },
  });
  const { register, control, formState, setFocus, getValues } = form;
  const { errors } = formState;
  const sentBefore = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  const handedOver = useRef(handover);

  // A layout effect: it runs inside the hand-over's synchronous commit (flushSync), so the draft and a
  // pending send are settled before the next event. The deferred form puts focus and caret back itself.
  useLayoutEffect(() => {
    const { values = {}, submit } = handedOver.current;
    // What was typed before this form came is a draft like the rest: it must survive a reload.
    if (Object.values(values).some(Boolean)) writeDraft("contact", getValues());
    if (submit) formElement.current?.requestSubmit();
  }, [getValues]);

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
      formRef={formElement}
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
            <PhoneField label="Phone number" {...field} error={fieldState.error?.message} />
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
