import { zodResolver } from "@hookform/resolvers/zod";
import { academyInterest as definition } from "./definitions/academy-interest";
import { InterestForm, type InterestFormProps } from "./interest-form";
import { academyInterestSchema } from "./schemas";

const academyInterest = {
  definition,
  resolver: zodResolver(academyInterestSchema),
  submitLabel: "Register interest",
  sentHeading: (firstName: string) => `Thank you, ${firstName}. Your interest is registered.`,
  sentText: (email: string) => `We will write to ${email} when the next Academy intake opens.`,
} as const;

/** Academy interest: names, a valid email and consent are required. */
export function AcademyInterestForm(props: InterestFormProps) {
  return <InterestForm config={academyInterest} {...props} />;
}

export default AcademyInterestForm;
