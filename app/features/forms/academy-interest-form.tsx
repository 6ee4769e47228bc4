import { zodResolver } from "@hookform/resolvers/zod";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { BotFields, ConsentField } from "./api-fields";
import { fieldId, formId } from "./field-ids";
import { PhoneField, phoneFromPage } from "./phone-field";
import { RequiredNote } from "./required-note";
import { academyInterestSchema, type AcademyInterestValues } from "./schemas";
import { formEndpoint } from "./submit";
import { SubmitFailed } from "./submit-failed";
import { SuccessPanel } from "./success-panel";
import { TextField } from "./text-field";
import { useFormFlow } from "./use-form-flow";

const FORM = "academy-interest";

/** The phone typed before the form's code arrived, as the field's E.164 value. */
const fromPage = (values: Record<string, unknown>, element: HTMLFormElement) => ({
  ...values,
  phone: phoneFromPage(values.phone, element),
});

const emptyValues: AcademyInterestValues = {
  firstName: "",
  lastName: "",
  organisation: "",
  phone: "",
  email: "",
  location: "",
  message: "",
  consent: false,
};

/** Academy interest: names, a valid email and consent are required. */
export function AcademyInterestForm({ onDone }: { onDone: () => void }) {
  const { form, phase, sending, onSubmit, startOver, formRef } = useFormFlow("academy-interest", {
    resolver: zodResolver(academyInterestSchema),
    defaultValues: emptyValues,
    formId: formId(FORM),
    fromPage,
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  if (phase.name === "sent")
    return (
      <SuccessPanel
        heading={`Thank you, ${phase.firstName}. Your interest is registered.`}
        action={
          <Button
            onClick={() => {
              // The form stays on the page: the next opening starts afresh.
              startOver();
              onDone();
            }}
          >
            Close
          </Button>
        }
        reference={phase.id}
      >
        <p>We will write to {phase.email} when the next Academy intake opens.</p>
      </SuccessPanel>
    );

  return (
    <form
      ref={formRef}
      id={formId(FORM)}
      method="post"
      action={formEndpoint(FORM)}
      onSubmit={onSubmit}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <RequiredNote />
      </div>
      <TextField
        label="First name"
        required
        autoComplete="given-name"
        id={fieldId(FORM, "firstName")}
        maxLength={100}
        registration={register("firstName")}
        error={errors.firstName?.message}
      />
      <TextField
        label="Last name"
        required
        autoComplete="family-name"
        id={fieldId(FORM, "lastName")}
        maxLength={100}
        registration={register("lastName")}
        error={errors.lastName?.message}
      />
      <TextField
        label="Organisation"
        autoComplete="organization"
        id={fieldId(FORM, "organisation")}
        maxLength={200}
        registration={register("organisation")}
        error={errors.organisation?.message}
      />
      <Controller
        name="phone"
        control={control}
        render={({ field, fieldState }) => (
          <PhoneField label="Phone number" id={fieldId(FORM, "phone")} {...field} error={fieldState.error?.message} />
        )}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        id={fieldId(FORM, "email")}
        maxLength={254}
        registration={register("email")}
        error={errors.email?.message}
      />
      <TextField
        label="Location"
        autoComplete="address-level2"
        id={fieldId(FORM, "location")}
        maxLength={200}
        registration={register("location")}
        error={errors.location?.message}
      />
      <TextField
        label="Message"
        rows={5}
        className="sm:col-span-2"
        id={fieldId(FORM, "message")}
        maxLength={5000}
        registration={register("message")}
        error={errors.message?.message}
      />
      <div className="sm:col-span-2">
        <ConsentField
          id={fieldId(FORM, "consent")}
          registration={register("consent")}
          error={errors.consent?.message}
        />
      </div>
      <BotFields />
      {phase.name === "failed" && (
        <div className="sm:col-span-2">
          <SubmitFailed error={phase.error} unplaced={phase.unplaced} what="registration" />
        </div>
      )}
      <div className="sm:col-span-2">
        {/* aria-disabled, not disabled: the button keeps focus while sending, and presses are ignored. */}
        <Button type="submit" size="lg" aria-disabled={sending || formState.isSubmitting || undefined}>
          {sending ? "Sending…" : "Register interest"}
        </Button>
      </div>
    </form>
  );
}

export default AcademyInterestForm;
