import { fixture, isBoard, json, readForm, type MockApi } from "./kit.ts";

type Question = {
  id: number;
  kind: string;
  required?: boolean;
  body: string;
  open_question_options?: { body: string }[];
};
type Offer = {
  slug: string;
  options_phone?: string;
  options_cv?: string;
  options_cover_letter?: string;
  open_questions?: Question[];
};

const offers = (board: string) => (fixture("recruitee-offers.json", board) as { offers: Offer[] }).offers;

/** The answer key each kind of question takes, as the Careers Site API documents them. */
const keyOf: Record<string, string> = {
  string: "content",
  text: "content",
  single_choice: "content",
  date: "content",
  salary: "content",
  number: "content",
  multi_choice: "multi_content][",
  file: "file",
  boolean: "flag",
  legal: "flag",
};

const candidateFields = new Set(["candidate[name]", "candidate[email]", "candidate[phone]", "candidate[cover_letter]"]);
const answerPart =
  /^candidate\[open_question_answers_attributes\]\[(\d+)\]\[(open_question_id|content|flag|file|multi_content\]\[)\]$/;

/** What Recruitee says of the request, or nothing when it takes it. */
function problemsOf(offer: Offer, fields: Record<string, string[]>, files: { field: string }[]) {
  const problems: string[] = [];
  const answers = new Map<string, Map<string, string[]>>();
  for (const [name, values] of Object.entries(fields)) {
    if (candidateFields.has(name)) {
      if (values.length > 1) problems.push(`${name} takes one value`);
      continue;
    }
    const part = answerPart.exec(name);
    if (!part) {
      problems.push(`${name} is not a candidate attribute`);
      continue;
    }
    const [, index, key] = part;
    const group = answers.get(index!) ?? new Map<string, string[]>();
    answers.set(index!, group);
    group.set(key!, values);
    if (key !== "multi_content][" && values.length > 1) problems.push(`${name} takes one value`);
  }
  for (const file of files)
    if (file.field !== "candidate[cv]") problems.push(`${file.field} is not a file the candidate takes`);
  for (const [field, option] of [
    ["candidate[name]", "required"],
    ["candidate[email]", "required"],
    ["candidate[phone]", offer.options_phone],
    ["candidate[cover_letter]", offer.options_cover_letter],
  ] as const)
    if (option === "required" && !fields[field]?.[0]?.trim()) problems.push(`${field.slice(10, -1)} can't be blank`);
  if (offer.options_cv === "required" && !files.some((file) => file.field === "candidate[cv]"))
    problems.push("cv can't be blank");
  const answered = new Map<number, Map<string, string[]>>();
  for (const [index, group] of answers) {
    const id = Number(group.get("open_question_id")?.[0]);
    const question = offer.open_questions?.find((each) => each.id === id);
    if (!question) {
      problems.push(`answer ${index}: ${group.get("open_question_id")?.[0] ?? "no"} open_question_id of this offer`);
      continue;
    }
    if (answered.has(id)) problems.push(`question ${id} is answered twice`);
    answered.set(id, group);
    const key = keyOf[question.kind]!;
    const keys = [...group.keys()].filter((each) => each !== "open_question_id");
    if (keys.length !== 1 || keys[0] !== key) {
      problems.push(
        `question ${id} (${question.kind}) is answered with ${key.replace("][", "[]")}, not ${keys.join(", ")}`,
      );
      continue;
    }
    const values = group.get(key)!;
    const options = (question.open_question_options ?? []).map((option) => option.body);
    if (key === "flag" && !["true", "false"].includes(values[0]!))
      problems.push(`flag of question ${id} is not a boolean`);
    if (question.kind === "legal" && question.required && values[0] !== "true")
      problems.push(`question ${id} must be accepted`);
    if (question.kind === "single_choice" && !options.includes(values[0]!))
      problems.push(`${values[0]} is not an option of question ${id}`);
    if (question.kind === "multi_choice")
      for (const value of values)
        if (!options.includes(value)) problems.push(`${value} is not an option of question ${id}`);
  }
  for (const question of offer.open_questions ?? [])
    if (question.required && !answered.has(question.id)) problems.push(`question ${question.id} can't be blank`);
  return problems;
}

/**
 * Recruitee's Careers Site API, under each company's careers site (`{company}.recruitee.com/api`):
 *   GET  /offers/   every published offer with its screening questions; 404 for a company it does not have
 *   POST /offers/{slug}/candidates   form-data (`candidate[...]`), no key; 201 with the candidate; 404 for an offer it
 *        does not have; 422 with its errors for a missing name or email, a phone, CV or cover letter the offer
 *        requires, an attribute it does not document, a question of another offer, an answer under the wrong key
 *        for its kind (content, multi_content[], flag, file), a choice that is not an option, an unanswered
 *        required question or a legal one not accepted. This stand-in speaks the form-data request only (the JSON
 *        one takes files by address, which the site has none of): 415 for anything else.
 */
export const recruiteeMock: MockApi = {
  system: "recruitee",
  prefixes: { api: "/recruitee/{company}/api" },
  async handle({ request, url, path, body, accept }) {
    const board = /^\/recruitee\/([^/]+)\/api/.exec(url.pathname)?.[1];
    if (request.method === "GET" && /^\/offers\/?$/.test(path)) {
      if (!isBoard(board)) return json(404, { error: "Not found" });
      return json(200, { offers: offers(board) });
    }
    const slug = /^\/offers\/([^/]+)\/candidates$/.exec(path)?.[1];
    if (request.method !== "POST" || slug === undefined) return undefined;
    const offer = isBoard(board) ? offers(board).find((each) => each.slug === decodeURIComponent(slug)) : undefined;
    if (!offer) return json(404, { error: "Not found" });
    if (!/^multipart\/form-data/.test(request.headers["content-type"] ?? ""))
      return json(415, { error: ["This stand-in takes the form-data request"] });
    const { fields, files } = await readForm(request, body);
    const problems = problemsOf(offer, fields, files);
    if (problems.length) return json(422, { error: problems });
    accept({ job: offer.slug, fields, files });
    const candidate = { id: 53_000 + Math.floor(Math.random() * 1000), name: fields["candidate[name]"]![0] };
    return json(201, {
      candidate: { ...candidate, emails: fields["candidate[email]"], phones: fields["candidate[phone]"] ?? [] },
    });
  },
};
