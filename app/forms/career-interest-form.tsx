import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import * as z from "zod/mini";
import { CvDropzone } from "./cv-dropzone";
import { careerInterest as definition } from "./definitions/career-interest";
import { InterestForm, type InterestFormProps } from "./interest-form";
import { answersShape } from "./questions";
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
export function CareerInterestForm({ vacancy = "", questions, ...props }: InterestFormProps) {
  // The vacancy's own questions join the checks (questions.ts); a role that asks none keeps the standard ones.
  // Their names are known only from the vacancy, so the form's values are typed by the standard fields alone.
  const config = useMemo(() => {
    if (!questions?.length) return careerInterest;
    const schema = z.extend(careerInterestSchema, answersShape(questions));
    return { ...careerInterest, resolver: zodResolver(schema) as unknown as typeof careerInterest.resolver };
  }, [questions]);
  return <InterestForm config={config} vacancy={vacancy} questions={questions} {...props} />;
}

export default CareerInterestForm;
