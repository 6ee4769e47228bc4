import { answerName, answerText, fromPost, questionField } from "../../app/forms/model/questions.ts";
import { firstErrors, schemaOf } from "../../app/forms/model/schema-of.ts";

// One schema per vacancy's list, made when its first application comes.
const schemas = new WeakMap();

/**
 * Checks a post's answers by the rules and messages the page uses: `{ answers }` when they pass, each as people
 * read it (`{ id, label, answer }`, a multiselect's choices also as `values`); else `{ errors }` by wire name.
 * Answers to questions the vacancy does not ask are not read.
 */
export function checkAnswers(questions = [], fields = {}) {
  if (questions.length === 0) return { answers: [], errors: {} };
  if (!schemas.has(questions)) schemas.set(questions, schemaOf({ fields: questions.map(questionField) }));
  const result = schemas.get(questions).safeParse(fromPost(questions, fields));
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

/** The stored answers as label and answer, for the team's mail and the export (none before questions existed). */
export const answerRows = (answers) =>
  Array.isArray(answers) ? answers.map(({ label, answer }) => [label, answer]) : [];
