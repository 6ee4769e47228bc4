import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { PhoneField } from "./phone-field";
import { RequiredNote } from "./required-note";
import { contactSchema, type ContactValues } from "./schemas";
import { SubjectField } from "./subject-field";
import { SubmitFailed } from "./submit-failed";
import { SuccessPanel } from "./success-panel";
import { TextField } from "./text-field";
import { useFormFlow } from "./use-form-flow";

const emptyValues: ContactValues = {
  firstName: "",
  lastName: "",
  subject: "",
  phoneNumber: "",
  email: "",
  address: "",
  message: "",
};

/**
 * The contact form on /contact (SPEC 5, PRODUCT.md "Forms"). The page owns the heading "Have
 * Questions? Contact Us"; load this module lazily so the form and phone code stay off other pages.
 */
export function ContactForm() {
  const { form, phase, onSubmit, startOver } = useFormFlow("contact", {
    resolver: zodResolver(contactSchema),
    defaultValues: emptyValues,
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
      >
        <p>We will reply to {phase.email} within two working days.</p>
      </SuccessPanel>
    );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      <div className="flex flex-col gap-2 sm:col-span-2">
        <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Send us a message
        </h2>
        <RequiredNote />
      </div>
      <TextField
        label="First name"
        required
        autoComplete="given-name"
        registration={register("firstName")}
        error={errors.firstName?.message}
      />
      <TextField
        label="Last name"
        required
        autoComplete="family-name"
        registration={register("lastName")}
        error={errors.lastName?.message}
      />
      <SubjectField registration={register("subject")} error={errors.subject?.message} />
      <Controller
        name="phoneNumber"
        control={control}
        render={({ field, fieldState }) => (
          <PhoneField label="Phone number" {...field} error={fieldState.error?.message} />
        )}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        registration={register("email")}
        error={errors.email?.message}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        registration={register("address")}
        error={errors.address?.message}
      />
      <TextField
        label="Message"
        required
        rows={6}
        className="sm:col-span-2"
        registration={register("message")}
        error={errors.message?.message}
      />
      {phase.name === "failed" && (
        <div className="sm:col-span-2">
          <SubmitFailed what="message" />
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" aria-disabled={formState.isSubmitting || undefined}>
          Send message
        </Button>
      </div>
    </form>
  );
}

export default ContactForm;
