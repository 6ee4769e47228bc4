import type { FormHTMLAttributes, ReactNode, Ref } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { RequiredNote } from "./required-note";
import { fieldId, formId } from "./field-ids";
import type { ContactValues } from "./schemas";
import { formEndpoint } from "./submit";
import { SubjectField } from "./subject-field";
import { TextField } from "./text-field";

export type ContactFieldName = keyof ContactValues;

type ContactFieldsProps = {
  register: (name: Exclude<ContactFieldName, "phone">) => UseFormRegisterReturn;
  errors?: Partial<Record<ContactFieldName, string>>;
  /** The phone field (`PhoneField`). */
  phone: ReactNode;
  /** What comes before the send button: the API's hidden fields and a failed send's explanation. */
  notice?: ReactNode;
  submitting?: boolean;
  formRef?: Ref<HTMLFormElement>;
  formProps?: Omit<
    FormHTMLAttributes<HTMLFormElement>,
    "className" | "noValidate" | "aria-labelledby" | "id" | "method" | "action"
  >;
};

const id = (field: ContactFieldName) => fieldId("contact", field);

/**
 * The contact form's markup (`contact-form.tsx` brings its behaviour). A real HTML form: without
 * script, or before it arrives, the browser checks the fields and posts them to the forms API, which
 * answers with the "sent" page.
 */
export function ContactFields({
  register,
  errors = {},
  phone,
  notice,
  submitting,
  formRef,
  formProps,
}: ContactFieldsProps) {
  return (
    <form
      ref={formRef}
      id={formId("contact")}
      method="post"
      action={formEndpoint("contact")}
      aria-labelledby="contact-form-heading"
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
      {...formProps}
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
        id={id("firstName")}
        maxLength={100}
        registration={register("firstName")}
        error={errors.firstName}
      />
      <TextField
        label="Last name"
        required
        autoComplete="family-name"
        id={id("lastName")}
        maxLength={100}
        registration={register("lastName")}
        error={errors.lastName}
      />
      <SubjectField id={id("subject")} registration={register("subject")} error={errors.subject} />
      {phone}
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        id={id("email")}
        maxLength={254}
        registration={register("email")}
        error={errors.email}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        id={id("address")}
        maxLength={200}
        registration={register("address")}
        error={errors.address}
      />
      <TextField
        label="Message"
        required
        rows={6}
        className="sm:col-span-2"
        id={id("message")}
        maxLength={5000}
        registration={register("message")}
        error={errors.message}
      />
      {notice}
      <div className="sm:col-span-2">
        {/* aria-disabled, not disabled: the button keeps focus while sending, and presses are ignored. */}
        <Button type="submit" size="lg" aria-disabled={submitting || undefined}>
          {submitting ? "Sending…" : "Send message"}
        </Button>
      </div>
    </form>
  );
}
