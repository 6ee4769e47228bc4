import { zodResolver } from "@hookform/resolvers/zod";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { BotFields, ConsentField } from "./api-fields";
import { CvDropzone } from "./cv-dropzone";
import { PhoneField } from "./phone-field";
import { RequiredNote } from "./required-note";
import { SendingProgress } from "./sending-progress";
import { careerInterestSchema, type CareerInterestValues } from "./schemas";
import { SubmitFailed } from "./submit-failed";
import { SuccessPanel } from "./success-panel";
import { TextField } from "./text-field";
import { useFormFlow } from "./use-form-flow";

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
  const { form, phase, sending, onSubmit, cancel } = useFormFlow(
    "career-interest",
    { resolver: zodResolver(careerInterestSchema), defaultValues: emptyValues },
    { vacancy },
  );
  const { register, control, formState } = form;
  const { errors } = formState;

  if (phase.name === "sent")
    return (
      <SuccessPanel
        heading={`Thank you, ${phase.firstName}. Your application for ${position} is in.`}
        action={<Button onClick={onDone}>Close</Button>}
        reference={phase.id}
      >
        <p>Our recruitment team will read your CV and reply to {phase.email}.</p>
      </SuccessPanel>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
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
      <TextField
        label="Organisation"
        autoComplete="organization"
        registration={register("organisation")}
        error={errors.organisation?.message}
      />
      <Controller
        name="phone"
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
        label="Location"
        autoComplete="address-level2"
        registration={register("location")}
        error={errors.location?.message}
      />
      <TextField
        label="Message"
        rows={5}
        className="sm:col-span-2"
        registration={register("message")}
        error={errors.message?.message}
      />
      <div className="sm:col-span-2">
        <Controller
          name="cv"
          control={control}
          render={({ field, fieldState }) => <CvDropzone {...field} error={fieldState.error?.message} />}
        />
      </div>
      <div className="sm:col-span-2">
        <ConsentField registration={register("consent")} error={errors.consent?.message} />
      </div>
      <BotFields />
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
