import { describe, expect, it } from "vitest";
import { adviceFor, emptyValuesOf } from "./definition";
import { answerName, answerText, questionField, type Question } from "./questions";
import { schemaOf } from "./schema-of";

const portfolio: Question = { id: "portfolio", label: "Link to your portfolio", type: "url", required: true };
const notice: Question = {
  id: "notice-period",
  label: "What is your notice period?",
  type: "select",
  options: ["Immediately", "1 month", "2 months", "3 months or more"],
  required: true,
};
const languages: Question = {
  id: "languages",
  label: "Which languages do you write?",
  type: "multiselect",
  options: ["TypeScript", "Kotlin", "Go"],
  required: true,
};
const visa: Question = { id: "visa", label: "Do you need a visa?", type: "yesno", required: true };
const why: Question = { id: "why", label: "Why this role?", type: "textarea", required: false };
const referrer: Question = { id: "referrer", label: "Who referred you?", type: "text", required: false };
const questions = [portfolio, notice, languages, visa, why, referrer];

const schema = schemaOf({ fields: questions.map(questionField) });

/** The message of each answer that failed, keyed by wire name. */
const errorsOf = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (schema.safeParse(values).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );

const complete = {
  "question-portfolio": "https://ada.example.com/work",
  "question-notice-period": "1 month",
  "question-languages": ["TypeScript", "Go"],
  "question-visa": "no",
  "question-why": "",
  "question-referrer": "",
};

describe("a vacancy's questions on the wire", () => {
  it("names each answer apart from the standard fields", () => {
    expect(answerName(notice)).toBe("question-notice-period");
  });

  it("starts with no answers: no boxes ticked, nothing typed or chosen", () => {
    expect(emptyValuesOf({ fields: [portfolio, languages, visa].map(questionField) })).toEqual({
      "question-portfolio": "",
      "question-languages": [],
      "question-visa": "",
    });
  });
});

describe("the answers' rules", () => {
  it("accepts complete answers, trimmed, with the optional ones left empty or left out", () => {
    expect(schema.parse({ ...complete, "question-portfolio": "  https://ada.example.com/work " })).toMatchObject({
      "question-portfolio": "https://ada.example.com/work",
      "question-why": "",
    });
    const { "question-why": _why, "question-referrer": _referrer, ...required } = complete;
    expect(schema.safeParse(required).success).toBe(true);
  });

  it("asks for each required answer in its own words", () => {
    expect(errorsOf({})).toEqual({
      "question-portfolio": "Enter a full link, like https://example.com",
      "question-notice-period": "Choose an answer",
      "question-languages": "Choose at least one answer",
      "question-visa": "Choose Yes or No",
    });
  });

  it("takes a full web link only", () => {
    for (const link of ["ada.example.com", "javascript:alert(1)", "https://localhost/", "ftp://ada.example.com"])
      expect(errorsOf({ ...complete, "question-portfolio": link })).toEqual({
        "question-portfolio": "Enter a full link, like https://example.com",
      });
  });

  it("takes only the listed choices, and Yes or No", () => {
    expect(
      errorsOf({
        ...complete,
        "question-notice-period": "Never",
        "question-languages": ["TypeScript", "COBOL"],
        "question-visa": "maybe",
      }),
    ).toEqual({
      "question-notice-period": "Choose an answer from the list",
      "question-languages": "Choose answers from the list",
      "question-visa": "Choose Yes or No",
    });
  });

  it("keeps a one-line answer on one line and a long one within its limit", () => {
    expect(errorsOf({ ...complete, "question-referrer": "Grace\nHopper", "question-why": "x".repeat(5001) })).toEqual({
      "question-referrer": "Keep this on one line, without special characters",
      "question-why": "Keep this under 5,000 characters",
    });
    expect(errorsOf({ ...complete, "question-why": "Line one\nLine two\tand a tab" })).toEqual({});
  });
});

describe("answers as people read them", () => {
  it("joins a multiselect's choices and says Yes or No", () => {
    expect(answerText(languages, ["TypeScript", "Go"])).toBe("TypeScript, Go");
    expect(answerText(visa, "yes")).toBe("Yes");
    expect(answerText(visa, "no")).toBe("No");
    expect(answerText(notice, "1 month")).toBe("1 month");
  });

  it("advises on a question a post made without script came back for", () => {
    const advice = (question: Question) => adviceFor(questionField(question));
    expect(advice(portfolio)).toBe("Enter a full link, like https://example.com");
    expect(advice(why)).toBe("Keep the answer under 5,000 characters");
    expect(advice({ ...referrer, required: true })).toBe("Answer this question, under 200 characters");
    expect(advice(languages)).toBe("Choose at least one answer from the list");
    expect(advice({ ...languages, required: false })).toBe("Choose answers from the list");
    expect(advice(referrer)).toBe("Keep the answer under 200 characters");
    expect(advice(notice)).toBe("Choose an answer from the list");
    expect(advice(visa)).toBe("Choose Yes or No");
  });
});
