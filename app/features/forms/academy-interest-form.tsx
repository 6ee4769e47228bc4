import { zodResolver } from "@hookform/resolvers/zod";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { BotFields, ConsentField } from "./api-fields";
import { PhoneField } from "./phone-field";
import { RequiredNote } from "./required-note";
import { academyInterestSchema, type AcademyInterestValues } from "./schemas";
import { SubmitFailed } from "./submit-failed";
import { SuccessPanel } from "./success-panel";
import { TextField } from "./text-field";
import { useFormFlow } from "./use-form-flow";

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
  const { form, phase, sending, onSubmit } = useFormFlow("academy-interest", {
    resolver: zodResolver(academyInterestSchema),
    defaultValues: emptyValues,
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  if (phase.name === "sent")
    return (
      <SuccessPanel
        heading={`Thank you, ${phase.firstName}. Your interest is registered.`}
        action={<Button onClick={onDone}>Close</Button>}
        reference={phase.id}
      >
        <p>We will write to {phase.email} when the next Academy intake opens.</p>
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
        <ConsentField registration={register("consent")} error={errors.consent?.message} />
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
