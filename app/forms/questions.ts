import * as z from "zod/mini";
import type { Question } from "../content/questions.ts";

/**
 * Shared by the browser and the server, so the imports carry their `.ts` extension, the TypeScript stays erasable
 * and there is no React: Node loads this file as it is.
 */
export type { Question };

const prefix = "question-";

/** The name an answer is posted under: `question-<id>`, apart from every standard field's. */
export const answerName = (question: Pick<Question, "id">) => `${prefix}${question.id}`;

/** Whether a posted or typed name belongs to a question rather than to a standard field. */
export const isAnswerName = (name: string) => name.startsWith(prefix);

/**
 * Each box of a multiselect posts under its own name, `question-<id>--<n>` (n from 1, in the options' order):
 * the forms API refuses a name sent twice. An id never holds "--", so no question's name can be one of these.
 */
export const choiceName = (question: Pick<Question, "id">, index: number) => `${answerName(question)}--${index + 1}`;

/** The most characters an answer takes, by kind (the browser's own limit too). */
export const answerMaxLength = { text: 200, textarea: 5000, url: 500 } as const;

/** A yes or no question's two radios: what each posts and what it reads. */
export const yesNo = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/** What to do about an answer, in the forms' own words: they say what to do, not what went wrong. */
export const questionMessages = {
  empty: "Answer this question",
  link: "Enter a full link, like https://example.com",
  choose: "Choose an answer",
  chooseListed: "Choose an answer from the list",
  chooseSome: "Choose at least one answer",
  chooseListedSome: "Choose answers from the list",
  yesNo: "Choose Yes or No",
  tooLong: (max: number) => `Keep this under ${max.toLocaleString("en-GB")} characters`,
  // The same words, and rules, as the standard fields'.
  oneLine: "Keep this on one line, without special characters",
  special: "Remove the special characters",
};

// As for the standard fields, a control character could forge a line or take over the display where answers are read.
const oneLine = z.refine<string>((value) => !/[\p{Cc}\u2028\u2029]/u.test(value), questionMessages.oneLine);
const lines = z.refine<string>((value) => !/[^\P{Cc}\n\r\t]/u.test(value), questionMessages.special);

/** An absolute http(s) link to a named host, as `<input type=url>` asks and a recruiter can follow. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

// A post may leave an answer out altogether (a browser sends no unchosen radio and no unticked box); the form
// holds "" (or null: a radio group no one chose), so all of them mean no answer.
const answered = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => (value ?? "").trim()),
);

const text = (max: number, rules: z.core.$ZodCheck<string>, required: boolean, empty = questionMessages.empty) =>
  z.pipe(
    answered,
    z.string().check(
      z.refine((value) => !required || value !== "", empty),
      z.maxLength(max, questionMessages.tooLong(max)),
      rules,
    ),
  );

const choice = (allowed: readonly string[], required: boolean, messages: { empty: string; unlisted: string }) =>
  z.pipe(
    answered,
    z.string().check(
      z.refine((value) => !required || value !== "", messages.empty),
      z.refine((value) => value === "" || allowed.includes(value), messages.unlisted),
    ),
  );

const choices = (options: readonly string[], required: boolean) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(z.array(z.string()))),
      z.transform((values) => values ?? []),
    ),
    z.array(z.string()).check(
      z.refine((values) => !required || values.length > 0, questionMessages.chooseSome),
      z.refine(
        (values) => values.every((value) => options.includes(value)) && new Set(values).size === values.length,
        questionMessages.chooseListedSome,
      ),
    ),
  );

/** The rule for one question's answer. The output is the answer: trimmed text, a choice or "", the choices. */
export function answerSchema(question: Question) {
  const { type, required } = question;
  const options = question.options ?? [];
  switch (type) {
    case "text":
      return text(answerMaxLength.text, oneLine, required);
    case "textarea":
      return text(answerMaxLength.textarea, lines, required);
    case "url":
      return text(
        answerMaxLength.url,
        z.refine((value) => value === "" || isWebLink(value), questionMessages.link),
        required,
        questionMessages.link,
      );
    case "select":
      return choice(options, required, { empty: questionMessages.choose, unlisted: questionMessages.chooseListed });
    case "yesno":
      return choice(
        yesNo.map(({ value }) => value),
        required,
        { empty: questionMessages.yesNo, unlisted: questionMessages.yesNo },
      );
    case "multiselect":
      return choices(options, required);
  }
}

/** The answers' rules keyed by wire name, to extend a form's schema with (the browser) or check a post (the server). */
export const answersShape = (questions: readonly Question[]) =>
  Object.fromEntries(questions.map((question) => [answerName(question), answerSchema(question)]));

/** The answers before anything is chosen or typed: no choice for a multiselect, "" for the rest. */
export const emptyAnswers = (questions: readonly Question[]): Record<string, string | string[]> =>
  Object.fromEntries(questions.map((question) => [answerName(question), question.type === "multiselect" ? [] : ""]));

/** A multiselect's choices each under their box's name, as the browser's own post of the form sends them. */
export function toPost(questions: readonly Question[], values: Record<string, unknown>): Record<string, unknown> {
  const posted = { ...values };
  for (const question of questions) {
    if (question.type !== "multiselect") continue;
    const chosen = posted[answerName(question)];
    delete posted[answerName(question)];
    if (!Array.isArray(chosen)) continue;
    for (const value of chosen) {
      const index = question.options?.indexOf(String(value)) ?? -1;
      if (index >= 0) posted[choiceName(question, index)] = value;
    }
  }
  return posted;
}

/** Any box beyond a multiselect's options is read too, for the rules to refuse; names no question has are not. */
export function fromPost(questions: readonly Question[], fields: Record<string, unknown>): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of questions) {
    const name = answerName(question);
    if (question.type !== "multiselect") {
      answers[name] = fields[name];
      continue;
    }
    const boxes = Object.keys(fields)
      .map((key) => /^(\d{1,3})$/.exec(key.startsWith(`${name}--`) ? key.slice(name.length + 2) : "")?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    answers[name] = boxes.map((n) => fields[`${name}--${n}`]);
  }
  return answers;
}

/** An answer as people read it (the team's mail, the webhook, the export): choices joined, Yes or No. */
export function answerText(question: Question, answer: unknown): string {
  if (Array.isArray(answer)) return answer.join(", ");
  if (question.type === "yesno") return yesNo.find(({ value }) => value === answer)?.label ?? "";
  return typeof answer === "string" ? answer : "";
}

/** For a post made without script that came back: it cannot say which rule failed, so it says all of them at once. */
export function questionAdvice(question: Question): string {
  switch (question.type) {
    case "text":
    case "textarea": {
      const under = `under ${answerMaxLength[question.type].toLocaleString("en-GB")} characters`;
      return question.required ? `${questionMessages.empty}, ${under}` : `Keep the answer ${under}`;
    }
    case "url":
      return questionMessages.link;
    case "select":
      return questionMessages.chooseListed;
    case "multiselect":
      return question.required ? `${questionMessages.chooseSome} from the list` : questionMessages.chooseListedSome;
    case "yesno":
      return questionMessages.yesNo;
  }
}
