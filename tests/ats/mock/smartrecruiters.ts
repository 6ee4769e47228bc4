import type { IncomingMessage } from "node:http";
import { boardNames, fixture, fixtureApiKey, isBoard, json, sha256, type MockApi } from "./kit.ts";

type Field = { id: string; type: string; required?: boolean; values?: { id: string; label: string }[] };
type Question = { id: string; label: string; repeatable?: boolean; fields: Field[] };
type Configuration = { questions: Question[] };
type Posting = { id: string; uuid: string; name: string } & Record<string, unknown>;

/**
 * A company of many postings, made from the main board's first one, for reading a list page by page (the Posting
 * API gives at most 100 a page).
 */
export const manyPostingsBoard = "mise-many";
export const manyPostingsCount = 205;

const postingsOf = (board: string): Posting[] => {
  if (board === manyPostingsBoard) {
    const [first] = postingsOf(boardNames[0]!);
    return Array.from({ length: manyPostingsCount }, (_, index) => ({
      ...first!,
      id: `9000${String(index).padStart(6, "0")}`,
      uuid: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      name: `${first!.name} ${index + 1}`,
    }));
  }
  return fixture("smartrecruiters-postings.json", board) as Posting[];
};
const knownBoard = (board: string) => isBoard(board) || board === manyPostingsBoard;

/** What the list carries of a posting: its detail without the job ad and the posting's pages. */
const listed = (posting: Posting) =>
  Object.fromEntries(
    Object.entries(posting).filter(
      ([key]) => !["jobAd", "postingUrl", "applyUrl", "referralUrl", "active", "visibility"].includes(key),
    ),
  );

/** Each posting's application configuration, by its uuid, on every board. */
const configurationOf = (uuid: string): Configuration | undefined => {
  for (const board of boardNames) {
    const configurations = fixture("smartrecruiters-configurations.json", board) as Record<string, Configuration>;
    if (Object.hasOwn(configurations, uuid)) return configurations[uuid];
  }
  return undefined;
};

const keyed = (request: IncomingMessage) => request.headers["x-smarttoken"] === fixtureApiKey;
/** The Application API's refusals: a list of errors, each with a code and a message. */
const refused = (status: number, ...messages: string[]) =>
  json(status, {
    errors: messages.map((message) => ({ code: status === 400 ? "INVALID_REQUEST" : "ERROR", message })),
  });

/** The request's top-level properties the Application API documents, and each one's shape. */
const documented = new Set([
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "location",
  "web",
  "tags",
  "education",
  "experience",
  "avatar",
  "resume",
  "attachments",
  "messageToHiringManager",
  "answers",
  "consent",
  "consentDecisions",
  "sourceDetails",
  "internal",
  "createJoinLink",
  "UtmTracking",
]);
const strings = ["firstName", "lastName", "email", "phoneNumber", "messageToHiringManager"];
const separatedScopes = ["SMART_RECRUIT", "SMART_CRM", "SMART_MESSAGE_SMS", "SMART_MESSAGE_WHATSAPP"];
const utmFields = ["utmSource", "utmMedium", "utmCampaign", "utmContent", "utmTerm"];
const fileTypes = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/rtf",
  "text/rtf",
  "image/jpeg",
  "image/png",
];
const MAX_FILE_BYTES = 2 * 1024 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The problems of a file property (`resume`, an attachment): fileName, mimeType, base64 fileContent of 2 MB at most. */
function fileProblems(name: string, file: unknown): { problems: string[]; bytes?: Buffer } {
  if (!isObject(file)) return { problems: [`${name} must be an object`] };
  const problems = Object.keys(file)
    .filter((key) => !["fileName", "mimeType", "fileContent"].includes(key))
    .map((key) => `${name}.${key} is not a property of a file`);
  for (const key of ["fileName", "mimeType", "fileContent"])
    if (typeof file[key] !== "string" || !file[key]) problems.push(`${name}.${key} is required`);
  if (problems.length) return { problems };
  const content = file.fileContent as string;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(content) || content.length % 4 !== 0)
    return { problems: [`${name}.fileContent is not base64`] };
  const bytes = Buffer.from(content, "base64");
  if (bytes.length > MAX_FILE_BYTES) problems.push(`${name} is larger than 2 MB`);
  if (!fileTypes.includes(file.mimeType as string))
    problems.push(`${name}.mimeType ${String(file.mimeType)} is not accepted`);
  return { problems, bytes };
}

/** The problems of `answers` against the posting's screening questions, and which required ones are missing. */
function answerProblems(answers: unknown, configuration: Configuration) {
  const problems: string[] = [];
  const answered = new Set<string>();
  if (answers !== undefined && !Array.isArray(answers)) return { problems: ["answers must be an array"], missing: [] };
  for (const [index, answer] of ((answers as unknown[] | undefined) ?? []).entries()) {
    const at = `answers[${index}]`;
    if (!isObject(answer) || Object.keys(answer).some((key) => !["id", "records"].includes(key))) {
      problems.push(`${at} must be {id, records}`);
      continue;
    }
    const question = configuration.questions.find((each) => each.id === answer.id);
    if (!question) {
      problems.push(`${at}: ${String(answer.id)} is not a screening question of this posting`);
      continue;
    }
    answered.add(question.id);
    const records = answer.records;
    if (!Array.isArray(records) || records.length === 0) {
      problems.push(`${at}.records must be a non-empty array`);
      continue;
    }
    if (records.length > 1 && !question.repeatable) problems.push(`${at}: ${question.id} takes one record`);
    for (const record of records) {
      if (!isObject(record) || !isObject(record.fields) || Object.keys(record).length !== 1) {
        problems.push(`${at}: a record must be {fields: {fieldId: [values]}}`);
        continue;
      }
      for (const [fieldId, values] of Object.entries(record.fields)) {
        const field = question.fields.find((each) => each.id === fieldId);
        if (!field || field.type === "INFORMATION") {
          problems.push(`${at}: ${fieldId} is not a field of ${question.id}`);
          continue;
        }
        if (!Array.isArray(values) || values.some((value) => typeof value !== "string")) {
          problems.push(`${at}: ${fieldId} takes an array of strings`);
          continue;
        }
        const allowed = field.values?.map((value) => value.id);
        if (field.type !== "MULTI_SELECT" && values.length > 1) problems.push(`${at}: ${fieldId} takes one value`);
        if (field.type === "CHECKBOX" && values.some((value) => !["true", "false"].includes(value)))
          problems.push(`${at}: ${fieldId} takes "true" or "false"`);
        if (allowed)
          for (const value of values)
            if (!allowed.includes(value))
              problems.push(`Values for the following screening questions' answers are incorrect: ${question.id}`);
      }
    }
  }
  const missing = configuration.questions
    .filter((question) => question.fields.some((field) => field.required) && !answered.has(question.id))
    .map((question) => question.id);
  return { problems, missing };
}

/**
 * SmartRecruiters' Posting API and Application API:
 *   GET  /v1/companies/{company}/postings?limit&offset   a page of the company's postings, `limit` at most 100;
 *        each without its job ad and pages, which its own detail has
 *   GET  /v1/companies/{company}/postings/{id}            a posting's detail (by its id or uuid)
 *   GET  /postings/{uuid}/configuration                   its screening questions and privacy policies, with the
 *        key in X-SmartToken (401 without)
 *   POST /postings/{uuid}/candidates                      JSON, the key in X-SmartToken; 401, 404; 400 with its
 *        errors for a property it does not document or of the wrong type, a missing name or email, a file that is
 *        not base64 of an accepted type of at most 2 MB, consentDecisions that are not SINGLE or the separated
 *        scopes, UtmTracking without utmSource, an answer to a question or field the posting does not have, a
 *        choice that is not one of the field's value ids, several values for one-value fields, and a required
 *        screening question left unanswered. 201 with the candidate's id.
 */
export const smartrecruitersMock: MockApi = {
  system: "smartrecruiters",
  prefixes: { api: "/smartrecruiters" },
  async handle({ request, url, path, body, accept }) {
    const list = /^\/v1\/companies\/([^/]+)\/postings(?:\/([^/]+))?$/.exec(path);
    if (request.method === "GET" && list) {
      const [, board, id] = list;
      if (!knownBoard(board!)) return json(404, { message: `Company ${board} not found` });
      const postings = postingsOf(board!);
      if (id) {
        const posting = postings.find((each) => each.id === id || each.uuid === id);
        return posting ? json(200, posting) : json(404, { message: `Posting ${id} not found` });
      }
      const limit = Number(url.searchParams.get("limit") ?? 10);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !Number.isInteger(offset) || offset < 0)
        return json(400, { message: "limit must be between 1 and 100, offset 0 or more" });
      return json(200, {
        offset,
        limit,
        totalFound: postings.length,
        content: postings.slice(offset, offset + limit).map(listed),
      });
    }
    const configurationPath = /^\/postings\/([^/]+)\/configuration$/.exec(path);
    if (request.method === "GET" && configurationPath) {
      if (!keyed(request)) return refused(401, "Missing or invalid X-SmartToken");
      const configuration = configurationOf(configurationPath[1]!);
      return configuration
        ? json(200, { ...configuration, settings: { avatarUploadAvailable: false, conditionals: [] } })
        : refused(404, "Posting not found");
    }
    const candidates = /^\/postings\/([^/]+)\/candidates$/.exec(path);
    if (request.method !== "POST" || !candidates) return undefined;
    if (!keyed(request)) return refused(401, "Missing or invalid X-SmartToken");
    const uuid = candidates[1]!;
    const configuration = configurationOf(uuid);
    if (!configuration) return refused(404, "Posting not found");
    if (!/^application\/json\b/.test(request.headers["content-type"] ?? ""))
      return refused(415, "Content-Type must be application/json");
    let submitted: unknown;
    try {
      submitted = JSON.parse(body.toString("utf8"));
    } catch {
      return refused(400, "The body is not JSON");
    }
    if (!isObject(submitted)) return refused(400, "The body must be an object");
    const problems = Object.keys(submitted)
      .filter((key) => !documented.has(key))
      .map((key) => `${key} is not a property of a candidate`);
    for (const key of strings)
      if (submitted[key] !== undefined && typeof submitted[key] !== "string") problems.push(`${key} must be a string`);
    const missing = ["firstName", "lastName", "email"].filter((key) => !submitted[key]);
    if (missing.length) problems.push(`Missing required fields: ${missing.join(", ")}`);
    let resume: Buffer | undefined;
    if (submitted.resume !== undefined) {
      const file = fileProblems("resume", submitted.resume);
      problems.push(...file.problems);
      resume = file.bytes;
    }
    const consent = submitted.consentDecisions;
    if (consent !== undefined) {
      const keys = isObject(consent) ? Object.keys(consent) : [];
      const single = keys.length === 1 && keys[0] === "SINGLE";
      const separated = keys.length > 0 && keys.every((key) => separatedScopes.includes(key));
      if (
        !isObject(consent) ||
        !(single || separated) ||
        Object.values(consent).some((value) => typeof value !== "boolean")
      )
        problems.push('consentDecisions must be {"SINGLE": boolean} or the separated scopes, each a boolean');
    }
    const utm = submitted.UtmTracking;
    if (utm !== undefined) {
      if (!isObject(utm) || typeof utm.utmSource !== "string" || !utm.utmSource)
        problems.push("UtmTracking must contain utmSource");
      else
        for (const [key, value] of Object.entries(utm))
          if (!utmFields.includes(key) || typeof value !== "string")
            problems.push(`UtmTracking.${key} is not a UTM field`);
    }
    const answers = answerProblems(submitted.answers, configuration);
    problems.push(...answers.problems);
    if (answers.missing.length)
      problems.push(`The following screening questions are required: ${answers.missing.join(", ")}.`);
    if (problems.length) return refused(400, ...problems);
    // Kept as each property's values: text as itself, an object as its JSON, each answer under question/field.
    const fields: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(submitted))
      if (key !== "resume" && key !== "answers")
        fields[key] = [typeof value === "string" ? value : JSON.stringify(value)];
    for (const answer of (submitted.answers as { id: string; records: { fields: Record<string, string[]> }[] }[]) ?? [])
      for (const record of answer.records)
        for (const [field, values] of Object.entries(record.fields)) fields[`${answer.id}/${field}`] = values;
    const file = submitted.resume as { fileName: string; mimeType: string } | undefined;
    accept({
      job: uuid,
      fields,
      files:
        file && resume
          ? [{ field: "resume", name: file.fileName, type: file.mimeType, size: resume.length, sha256: sha256(resume) }]
          : [],
    });
    const id = `c${Date.now().toString(36)}`;
    return json(201, {
      id,
      createdOn: new Date().toISOString(),
      candidatePortalUrl: `https://jobs.smartrecruiters.com/candidate-portal/${id}`,
    });
  },
};
