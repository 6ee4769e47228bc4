import type { Question } from "../../content/questions.ts";
import { displayValue, type FieldDefinition } from "./definition.ts";

export type { Question };

/** Apart from every standard field's name. */
export const answerName = (question: Pick<Question, "id">) => `question-${question.id}`;

/** Each box posts under its own name, as the forms API refuses a name sent twice; an id never holds "--". */
export const choiceName = (question: Pick<Question, "id">, index: number) => `${answerName(question)}--${index + 1}`;

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
        boxNames: options.map((_, index) => choiceName(question, index)),
        messages: {
          required: required("Choose at least one answer"),
          invalid: "Choose answers from the list",
          summary: required("Choose at least one answer from the list"),
        },
      };
  }
}

/** Boxes ticked before the script came post under their own names, which the form's values do not have. */
export const answersFromPage = (
  questions: readonly Question[],
  values: Record<string, unknown>,
  form: HTMLFormElement,
): Record<string, unknown> => ({
  ...values,
  ...fromPost(
    questions.filter(({ type }) => type === "multiselect"),
    Object.fromEntries(new FormData(form)),
  ),
});

/** As the browser's own post of the form sends a multiselect. */
export function toPost(questions: readonly Question[], values: Record<string, unknown>): Record<string, unknown> {
  const posted = { ...values };
  for (const question of questions.filter(({ type }) => type === "multiselect")) {
    const chosen = posted[answerName(question)];
    delete posted[answerName(question)];
    for (const value of Array.isArray(chosen) ? chosen : []) {
      const index = question.options?.indexOf(String(value)) ?? -1;
      if (index >= 0) posted[choiceName(question, index)] = value;
    }
  }
  return posted;
}

/** Any box beyond a multiselect's options is read too, for the rules to refuse; names no question has are not. */
export function fromPost(questions: readonly Question[], fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    questions.map((question) => {
      const name = answerName(question);
      if (question.type !== "multiselect") return [name, fields[name]];
      const box = (key: string) => Number(/^--(\d{1,3})$/.exec(key.slice(name.length))?.[1]);
      const boxes = Object.keys(fields).filter((key) => key.startsWith(name) && box(key) >= 0);
      return [name, boxes.sort((a, b) => box(a) - box(b)).map((key) => fields[key])];
    }),
  );
}

/** For the team's mail, the webhook, the export. */
export const answerText = (question: Question, answer: unknown) => displayValue(questionField(question), answer);
