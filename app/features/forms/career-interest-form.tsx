import { zodResolver } from "@hookform/resolvers/zod";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { BotFields, ConsentField } from "./api-fields";
import { CvDropzone } from "./cv-dropzone";
import { fieldId, formId } from "./field-ids";
import { PhoneField, phoneFromPage } from "./phone-field";
import { RequiredNote } from "./required-note";
import { SendingProgress } from "./sending-progress";
import { careerInterestSchema, type CareerInterestValues } from "./schemas";
import { formEndpoint } from "./submit";
import { SubmitFailed } from "./submit-failed";
import { SuccessPanel } from "./success-panel";
import { TextField } from "./text-field";
import { useFormFlow } from "./use-form-flow";

const FORM = "career-interest";

/** The phone typed before the form's code arrived, as the field's E.164 value. */
const fromPage = (values: Record<string, unknown>, element: HTMLFormElement) => ({
  ...values,
  phone: phoneFromPage(values.phone, element),
});

const emptyValues: CareerInterestValues = {
  firstName: "",
  lastName: "",
  organisation: "",
  phone: "",
  email: "",
  location: "",
  message: "",
  cv: null,
  consent: false,
};

/** "Apply Now": names, email, a CV and consent are required; the CV uploads with a progress bar. */
export function CareerInterestForm({
  position,
  vacancy = "",
  onDone,
}: {
  position: string;
  vacancy?: string;
  onDone: () => void;
}) {
  // The vacancy rides along outside the form's values: the draft is shared by every vacancy's form, and
  // a draft begun on one vacancy must not carry its slug into an application for another.
  const { form, phase, sending, onSubmit, cancel, startOver, formRef } = useFormFlow(
    "career-interest",
    { resolver: zodResolver(careerInterestSchema), defaultValues: emptyValues, formId: formId(FORM), fromPage },
    { vacancy },
  );
  const { register, control, formState } = form;
  const { errors } = formState;

  if (phase.name === "sent")
    return (
      <SuccessPanel
        heading={`Thank you, ${phase.firstName}. Your application for ${position} is in.`}
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
        <p>Our recruitment team will read your CV and reply to {phase.email}.</p>
      </SuccessPanel>
    );

  return (
    <form
      ref={formRef}
      id={formId(FORM)}
      method="post"
      action={formEndpoint(FORM)}
      encType="multipart/form-data"
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
        <Controller
          name="cv"
          control={control}
          render={({ field, fieldState }) => (
            <CvDropzone id={fieldId(FORM, "cv")} {...field} error={fieldState.error?.message} />
          )}
        />
      </div>
      <div className="sm:col-span-2">
        <ConsentField
          id={fieldId(FORM, "consent")}
          registration={register("consent")}
          error={errors.consent?.message}
        />
      </div>
      <BotFields />
      {/* The vacancy for a post made without script; the live form sends it alongside its values. */}
      <input type="hidden" name="vacancy" value={vacancy} />
      {phase.name === "failed" && (
        <div className="sm:col-span-2">
          <SubmitFailed error={phase.error} unplaced={phase.unplaced} what="application" />
        </div>
      )}
      {phase.name === "sending" && (
        <div className="sm:col-span-2">
          <SendingProgress progress={phase.progress} what="application" onCancel={cancel} />
        </div>
      )}
      <div className="sm:col-span-2">
        {/* aria-disabled, not disabled: the button keeps focus while sending, and presses are ignored. */}
        <Button type="submit" size="lg" aria-disabled={sending || formState.isSubmitting || undefined}>
          {sending ? "Sending…" : "Submit application"}
        </Button>
      </div>
    </form>
  );
}

export default CareerInterestForm;
