import { answerName, answerText, questionField } from "../../app/forms/model/questions.ts";
import { firstErrors, schemaOf } from "../../app/forms/model/schema-of.ts";

/** A post's answers checked by the page's own rules: `{ answers }` as people read them, else `{ errors }`. */
export function checkAnswers(questions = [], fields = {}) {
  if (questions.length === 0) return { answers: [], errors: {} };
  const result = schemaOf({ fields: questions.map(questionField) }).safeParse(fields);
  if (!result.success) return { answers: [], errors: firstErrors(result) };
  const answers = questions
    .map((question) => {
      const value = result.data[answerName(question)];
      // A multiselect's choices stay a list beside the text people read: an option may hold a comma.
      return {
        id: question.id,
        label: question.label,
        answer: answerText(question, value),
        ...(Array.isArray(value) ? { values: value } : {}),
      };
    })
    .filter(({ answer }) => answer !== "");
  return { answers, errors: {} };
}
