import { basicKey, boardNames, fixture, isBoard, json, readForm, without, type MockApi } from "./kit.ts";

/** Every posting of every board: Ashby's submit names no board. */
const postingIds = () =>
  boardNames.flatMap((board) =>
    (fixture("ashby-job-board.json", board) as { jobs: { id: string }[] }).jobs.map((job) => job.id),
  );

/** The fields of these postings' application forms: the system fields alone. */
const formFields = ["_systemfield_name", "_systemfield_email", "_systemfield_phone", "_systemfield_resume"];

/**
 * Ashby's posting and application APIs:
 *   GET  /posting-api/job-board/{name}?includeCompensation=true
 *   POST /applicationForm.submit   multipart with `applicationForm` JSON, HTTP Basic; 200 with `success: false` and
 *        its errors for a posting it does not have, a missing name or email, a field the posting's form does not
 *        have, or a file field whose value names no part.
 */
export const ashbyMock: MockApi = {
  system: "ashby",
  prefixes: { api: "/ashby" },
  async handle({ request, url, path, body, accept }) {
    const board = /^\/posting-api\/job-board\/([^/]+)$/.exec(path)?.[1];
    if (request.method === "GET" && board !== undefined) {
      if (!isBoard(board)) return json(404, { status: 404, error: "Not found" });
      const recorded = fixture("ashby-job-board.json", board) as { apiVersion: string; jobs: object[] };
      const flag = url.searchParams.get("includeCompensation") === "true";
      return json(200, {
        ...recorded,
        jobs: flag ? recorded.jobs : recorded.jobs.map((job) => without(job, ["compensation"])),
      });
    }
    if (request.method !== "POST" || path !== "/applicationForm.submit") return undefined;
    if (!basicKey(request)) return json(401, { success: false, errors: ["Invalid API key"] });
    const { fields, files } = await readForm(request, body);
    const job = fields.jobPostingId?.[0] ?? "";
    if (!postingIds().includes(job)) return json(200, { success: false, errors: ["Job posting not found"] });
    const submitted = JSON.parse(fields.applicationForm?.[0] ?? "{}") as {
      fieldSubmissions?: { path: string; value: unknown }[];
    };
    const submissions = submitted.fieldSubmissions ?? [];
    const paths = new Set(submissions.map((entry) => entry.path));
    const missing = ["_systemfield_name", "_systemfield_email"].filter((name) => !paths.has(name));
    if (missing.length)
      return json(200, { success: false, errors: missing.map((name) => `Missing required field ${name}`) });
    const unknown = [...paths].filter((name) => !formFields.includes(name));
    if (unknown.length)
      return json(200, { success: false, errors: unknown.map((name) => `${name} is not a field of the form`) });
    const resume = submissions.find((entry) => entry.path === "_systemfield_resume");
    if (resume && !files.some((file) => file.field === resume.value))
      return json(200, { success: false, errors: [`No file part named ${String(resume.value)}`] });
    accept({ job, fields, files });
    return json(200, { success: true, results: { applicationFormSubmission: { id: `submission-${Date.now()}` } } });
  },
};
