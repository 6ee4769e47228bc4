import { zodResolver } from "@hookform/resolvers/zod";
import { CvDropzone } from "./cv-dropzone";
import { careerInterest as definition } from "./definitions/career-interest";
import { InterestForm, type InterestFormProps } from "./interest-form";
import { careerInterestSchema } from "./schemas";

const careerInterest = {
  definition,
  resolver: zodResolver(careerInterestSchema),
  cv: CvDropzone,
  submitLabel: "Submit application",
  sentHeading: (firstName: string, position: string) =>
    `Thank you, ${firstName}. Your application for ${position} is in.`,
  sentText: (email: string) => `Our recruitment team will read your CV and reply to ${email}.`,
} as const;

/** "Apply Now": names, email, a CV and consent are required; the CV uploads with a progress bar. */
export function CareerInterestForm({ vacancy = "", ...props }: InterestFormProps) {
  return <InterestForm config={careerInterest} vacancy={vacancy} {...props} />;
}

export default CareerInterestForm;
