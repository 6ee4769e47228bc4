import { z } from "zod";
import { slug } from "./schemas.ts";

/** The kinds of question an application form can ask besides its standard fields. */
export const questionTypes = ["text", "textarea", "select", "multiselect", "yesno", "url"] as const;
export type QuestionType = (typeof questionTypes)[number];

/** Kinds whose answer is one or more of the question's `options`. */
const withOptions = new Set<QuestionType>(["select", "multiselect"]);

/**
 * One question a vacancy asks its applicants, after the standard fields: written in the vacancy's front matter or
 * mapped from the ATS's own questions. `options` belongs to select and multiselect, and only to them.
 */
export const questionSchema = z
  .object({
    id: slug.describe("Names the answer in the mail, the webhook and the export; unique within the vacancy"),
    label: z.string().min(3).max(300).describe("The question as the applicant reads it"),
    type: z.enum(questionTypes).describe("text, textarea, select, multiselect, yesno (Yes or No) or url"),
    options: z
      .array(z.string().min(1).max(200))
      .min(2)
      .optional()
      .describe("The choices of a select or multiselect question, in the order shown"),
    required: z.boolean().default(false).describe("Whether an application without an answer is refused"),
  })
  .strict()
  .superRefine((question, context) => {
    if (withOptions.has(question.type) && !question.options)
      context.addIssue({ code: "custom", path: ["options"], message: `a ${question.type} question needs options` });
    if (!withOptions.has(question.type) && question.options)
      context.addIssue({ code: "custom", path: ["options"], message: `a ${question.type} question takes no options` });
    if (question.options && new Set(question.options).size !== question.options.length)
      context.addIssue({ code: "custom", path: ["options"], message: "lists an option twice" });
  });

export const questionsSchema = z.array(questionSchema).superRefine((questions, context) => {
  const seen = new Set<string>();
  questions.forEach((question, index) => {
    if (seen.has(question.id))
      context.addIssue({
        code: "custom",
        path: [index, "id"],
        message: `"${question.id}" is used by an earlier question`,
      });
    seen.add(question.id);
  });
});

export type Question = z.output<typeof questionSchema>;
