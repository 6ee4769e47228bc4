import * as z from "zod/mini";
import { answerName, answersShape, answerText, fromPost } from "../../app/forms/questions.ts";

// One schema per vacancy's list, made when its first application comes.
const schemas = new WeakMap();
function schemaOf(questions) {
  if (!schemas.has(questions)) schemas.set(questions, z.object(answersShape(questions)));
  return schemas.get(questions);
}

/**
 * Checks a post's answers by the rules and messages the page uses: `{ answers }` when they pass, each answered
 * question as people read it (`{ id, label, answer }`); else `{ errors }`, the first message for each by its wire
 * name. Answers to questions the vacancy does not ask are not read.
 */
export function checkAnswers(questions = [], fields = {}) {
  if (questions.length === 0) return { answers: [], errors: {} };
  const result = schemaOf(questions).safeParse(fromPost(questions, fields));
  if (!result.success) {
    const errors = {};
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { answers: [], errors };
  }
  const answers = questions
    .map((question) => ({
      id: question.id,
      label: question.label,
      answer: answerText(question, result.data[answerName(question)]),
    }))
    .filter(({ answer }) => answer !== "");
  return { answers, errors: {} };
}

/** The stored answers as label and answer, for the team's mail and the export (none before questions existed). */
export const answerRows = (answers) =>
  Array.isArray(answers) ? answers.map(({ label, answer }) => [label, answer]) : [];
