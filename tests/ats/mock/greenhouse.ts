import { basicKey, fixture, isBoard, json, readForm, without, type MockApi } from "./kit.ts";

type Field = { name: string; type: string; values?: { label: string; value: string | number }[] };
type Job = {
  questions?: { label: string; required?: boolean; fields: Field[] }[];
  data_compliance?: Record<string, unknown>[];
};

const job = (board: string, id: string) => {
  try {
    return fixture(`greenhouse-job-${id}.json`, board) as Job;
  } catch {
    return undefined;
  }
};
const listed = (board: string) =>
  (fixture("greenhouse-jobs.json", board) as { jobs: { id: number }[] }).jobs.map((each) => String(each.id));

/** The parts a job's application form documents, by name: a multi select's as `question_{id}[]`. */
function documentedParts(detail: Job) {
  const parts = new Map<string, Field>();
  for (const question of detail.questions ?? [])
    for (const field of question.fields) {
      const base = field.name.replace(/\[\]$/, "");
      parts.set(field.type === "multi_value_multi_select" ? `${base}[]` : base, field);
    }
  for (const name of ["mapped_url_token", "location", "latitude", "longitude"])
    parts.set(name, { name, type: "input_text" });
  for (const consent of ["gdpr_consent_given", "gdpr_processing_consent_given", "gdpr_retention_consent_given"])
    parts.set(`data_compliance[${consent}]`, { name: consent, type: "boolean" });
  return parts;
}

/**
 * Greenhouse's Job Board API:
 *   GET  /boards/{token}/jobs?content=true, /boards/{token}/jobs/{id}?questions=true&pay_transparency=true
 *   POST /boards/{token}/jobs/{id}   multipart, HTTP Basic with the key; 401, 404; 400 without a name, email,
 *        resume or a consent the job's data_compliance requires, and for a part the job's form does not document
 *        (Greenhouse itself drops such a part without a word: a multi select sent as `question_{id}` instead of
 *        one `question_{id}[]` part per value), or a choice that is not one of the field's values.
 */
export const greenhouseMock: MockApi = {
  system: "greenhouse",
  prefixes: { api: "/greenhouse/v1" },
  async handle({ request, url, path, body, accept }) {
    const route = /^\/boards\/([^/]+)\/jobs(?:\/(\d+))?$/.exec(path);
    if (!route) return undefined;
    const [, board, id] = route;
    const flag = (name: string) => url.searchParams.get(name) === "true";
    if (request.method === "GET") {
      if (!isBoard(board)) return json(404, { status: 404, error: "Job board not found" });
      if (!id) {
        const list = fixture("greenhouse-jobs.json", board) as { jobs: object[]; meta: unknown };
        const jobs = flag("content")
          ? list.jobs
          : list.jobs.map((each) => without(each, ["content", "departments", "offices"]));
        return json(200, { jobs, meta: list.meta });
      }
      const detail = job(board, id);
      if (!detail) return json(404, { status: 404, error: "Job not found" });
      const leftOut = [
        ...(flag("questions") ? [] : ["questions", "location_questions", "compliance", "demographic_questions"]),
        ...(flag("pay_transparency") ? [] : ["pay_input_ranges"]),
      ];
      return json(200, without(detail, leftOut));
    }
    if (!id) return undefined;
    if (!basicKey(request)) return json(401, { status: 401, error: "Invalid Basic Auth credentials" });
    const detail = isBoard(board) && listed(board).includes(id) ? job(board, id) : undefined;
    if (!detail) return json(404, { status: 404, error: "Job not found" });
    const { fields, files } = await readForm(request, body);
    const missing = ["first_name", "last_name", "email"].filter((name) => !fields[name]?.[0]);
    if (!files.some((file) => file.field === "resume")) missing.push("resume");
    for (const [flagName, name] of [
      ["requires_consent", "data_compliance[gdpr_consent_given]"],
      ["requires_processing_consent", "data_compliance[gdpr_processing_consent_given]"],
      ["requires_retention_consent", "data_compliance[gdpr_retention_consent_given]"],
    ] as const)
      if (detail.data_compliance?.some((entry) => entry[flagName] === true) && fields[name]?.[0] !== "true")
        missing.push(name);
    if (missing.length) return json(400, { status: 400, error: `Missing required fields: ${missing.join(", ")}` });
    const parts = documentedParts(detail);
    const problems: string[] = [];
    for (const [name, values] of Object.entries(fields)) {
      const field = parts.get(name);
      if (!field) {
        problems.push(`${name} is not a field of this job's application form`);
        continue;
      }
      if (values.length > 1 && !name.endsWith("[]")) problems.push(`${name} takes one value`);
      const allowed = field.values?.map((value) => String(value.value)) ?? [];
      if (allowed.length)
        for (const value of values) if (!allowed.includes(value)) problems.push(`${value} is not a value of ${name}`);
    }
    if (problems.length) return json(400, { status: 400, error: problems.join("; ") });
    accept({ job: id, fields, files });
    return json(200, { success: "Candidate saved successfully" });
  },
};
