import type { FormHTMLAttributes, ReactNode, Ref } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { RequiredNote } from "./required-note";
import type { ContactValues } from "./schemas";
import { SubjectField } from "./subject-field";
import { TextField } from "./text-field";

export type ContactFieldName = keyof ContactValues;

type ContactFieldsProps = {
  register: (name: Exclude<ContactFieldName, "phone">) => UseFormRegisterReturn;
  errors?: Partial<Record<ContactFieldName, string>>;
  /** The phone field: the library's input once the form is live, a plain look-alike before. */
  phone: ReactNode;
  /**
   * What only the live form shows before the send button: the API's hidden fields and a failed send's
   * explanation. A slot, so that none of it weighs on the page's first load.
   */
  notice?: ReactNode;
  submitting?: boolean;
  formRef?: Ref<HTMLFormElement>;
  formProps?: Omit<FormHTMLAttributes<HTMLFormElement>, "className" | "noValidate" | "aria-labelledby">;
};

/**
 * The contact form's markup, shared by the live form (`contact-form.tsx`) and its
 * script-free first render (`deferred-contact-form.tsx`), so the page does not move when one replaces
 * the other. Imports no form library: only types.
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
      noValidate
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
        registration={register("firstName")}
        error={errors.firstName}
      />
      <TextField
        label="Last name"
        required
        autoComplete="family-name"
        registration={register("lastName")}
        error={errors.lastName}
      />
      <SubjectField registration={register("subject")} error={errors.subject} />
      {phone}
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        registration={register("email")}
        error={errors.email}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        registration={register("address")}
        error={errors.address}
      />
      <TextField
        label="Message"
        required
        rows={6}
        className="sm:col-span-2"
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
