import type { Question } from "../../content/questions.ts";
import { displayValue, type FieldDefinition } from "./definition.ts";

export type { Question };

/** Apart from every standard field's name. */
export const answerPrefix = "question-";
export const answerName = (question: Pick<Question, "id">) => `${answerPrefix}${question.id}`;

/** Its messages say what to do, not what went wrong. */
export function questionField(question: Question): FieldDefinition {
  const { label, type } = question;
  const named = { name: answerName(question), label };
  const required = (message: string) => (question.required ? message : undefined);
  const options = (question.options ?? []).map((option) => ({ value: option, label: option }));
  switch (type) {
    case "text":
    case "textarea": {
      const maxLength = type === "text" ? 200 : 5000;
      const under = `under ${maxLength.toLocaleString("en-GB")} characters`;
      return {
        kind: type,
        ...named,
        maxLength,
        rows: type === "textarea" ? 4 : undefined,
        wide: true,
        messages: {
          required: required("Answer this question"),
          tooLong: `Keep this ${under}`,
          // A post made without script cannot say which rule failed, so its summary says all of them at once.
          summary: required(`Answer this question, ${under}`) ?? `Keep the answer ${under}`,
        },
      };
    }
    case "url": {
      const link = "Enter a full link, like https://example.com";
      return {
        kind: "url",
        ...named,
        hint: "A full link, starting with https://",
        maxLength: 500,
        wide: true,
        messages: { required: required(link), invalid: link },
      };
    }
    case "select":
      return {
        kind: "select",
        ...named,
        placeholder: "Select an answer",
        options,
        messages: { required: required("Choose an answer"), invalid: "Choose an answer from the list" },
      };
    case "yesno":
      return {
        kind: "radios",
        ...named,
        options: [
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ],
        messages: { required: required("Choose Yes or No"), invalid: "Choose Yes or No" },
      };
    case "multiselect":
      return {
        kind: "checkboxes",
        ...named,
        hint: "Choose all that apply",
        options,
        messages: {
          required: required("Choose at least one answer"),
          invalid: "Choose answers from the list",
          summary: required("Choose at least one answer from the list"),
        },
      };
  }
}

/** For the team's mail, the webhook, the export. */
export const answerText = (question: Question, answer: unknown) => displayValue(questionField(question), answer);
