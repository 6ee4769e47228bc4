import { zodResolver } from "@hookform/resolvers/zod";
import { InterestForm, interestFields, type InterestFormProps } from "./interest-form";
import { academyInterestSchema } from "./schemas";

const academyInterest = {
  form: "academy-interest",
  resolver: zodResolver(academyInterestSchema),
  fields: [...interestFields, { name: "consent", required: true }],
  submitLabel: "Register interest",
  what: "registration",
  sentHeading: (firstName: string) => `Thank you, ${firstName}. Your interest is registered.`,
  sentText: (email: string) => `We will write to ${email} when the next Academy intake opens.`,
} as const;

/** Academy interest: names, a valid email and consent are required. */
export function AcademyInterestForm(props: InterestFormProps) {
  return <InterestForm config={academyInterest} {...props} />;
}

export default AcademyInterestForm;
