import { randomUUID } from "node:crypto";
import {
  boardNames,
  fixtureApiKey,
  fixtureText,
  isBoard,
  json,
  readForm,
  type Answer,
  type MockApi,
  type ReceivedApplication,
} from "./kit.ts";

/** The company id the mock's recruiting API takes with the fixture key (X-Company-ID). */
export const personioCompanyId = "48213";

/** Every position of every board: the recruiting API names no career site, only the position's id. */
const positionIds = () =>
  new Set(
    boardNames.flatMap((board) =>
      [...fixtureText("personio-jobs.xml", board).matchAll(/<position>\s*<id>(\d+)<\/id>/g)].map((match) => match[1]!),
    ),
  );

const languages = ["de", "en", "fr", "es", "nl", "it", "pt"];
const categories = ["cv", "cover-letter", "employment-reference", "certificate", "work-sample", "other"];
const extensions = new Set(
  "pdf pptx xlsx docx doc xls ppt ods odt 7z gz rar zip bmp gif jpg png tif csv txt rtf mp4 3gp mov avi wmv".split(" "),
);
/** The fields of `submit_application`, and the system attributes its `attributes` take. */
const applicationFields = new Set([
  "first_name",
  "last_name",
  "email",
  "job_position_id",
  "recruiting_channel_id",
  "external_posting_id",
  "message",
  "application_date",
  "phase",
  "tags",
  "files",
  "attributes",
]);
const systemAttributes = new Set(["birthday", "gender", "location", "phone", "available_from", "salary_expectations"]);
const genders = ["male", "female", "diverse", "undefined"];
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Personio's error_response: each field with its errors' reasons. */
const fieldErrors = (status: number, errors: Record<string, string[]>): Answer =>
  json(status, {
    errors: Object.entries(errors).map(([field, reasons]) => ({
      field,
      errors: reasons.map((reason) => ({ reason })),
    })),
  });
/** Personio's error_response for the request as a whole. */
const requestError = (status: number, title: string, detail: string): Answer =>
  json(status, { errors: [{ id: randomUUID(), status: String(status), title, detail }] });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** Every way `body` departs from `submit_application`, by field, in Personio's reasons. */
function problemsOf(body: Record<string, unknown>, issued: Map<string, unknown>): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, reason: string) => (problems[field] ??= []).push(reason);
  for (const field of Object.keys(body))
    if (!applicationFields.has(field)) add(field, "errors.attribute-validation.unknown");
  for (const field of ["first_name", "last_name", "email"])
    if (body[field] === undefined || body[field] === null || (typeof body[field] === "string" && !filled(body[field])))
      add(field, "errors.attribute-validation.required-attribute");
    else if (typeof body[field] !== "string") add(field, "errors.attribute-validation.invalid-type");
  if (filled(body.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email as string))
    add("email", "errors.attribute-validation.invalid-email-format");
  if (body.job_position_id === undefined || body.job_position_id === null)
    add("job_position_id", "errors.attribute-validation.required-attribute");
  else if (!Number.isInteger(body.job_position_id)) add("job_position_id", "errors.attribute-validation.invalid-type");
  else if (!positionIds().has(String(body.job_position_id)))
    add("job_position_id", "errors.job-position.not-published");
  if (body.recruiting_channel_id !== undefined && !Number.isInteger(body.recruiting_channel_id))
    add("recruiting_channel_id", "errors.attribute-validation.invalid-type");
  for (const field of ["external_posting_id", "message"])
    if (body[field] !== undefined && typeof body[field] !== "string")
      add(field, "errors.attribute-validation.invalid-type");
  if (body.application_date !== undefined)
    if (typeof body.application_date !== "string" || !isoDate.test(body.application_date))
      add("application_date", "errors.attribute-validation.invalid-date-format");
    else if (body.application_date > new Date().toISOString().slice(0, 10))
      add("application_date", "errors.date-validation.date-in-the-future");
  if (body.phase !== undefined) {
    const phase = body.phase;
    if (!isObject(phase) || !["system", "custom"].includes(phase.type as string))
      add("phase", "errors.phase-validation.invalid-system-phase");
    else if (
      phase.type === "system" &&
      !["unassigned", "rejected", "withdrawn", "offer", "accepted"].includes(phase.id as string)
    )
      add("phase", "errors.phase-validation.invalid-system-phase");
    else if (phase.type === "custom" && !Number.isInteger(phase.id))
      add("phase", "errors.attribute-validation.invalid-type");
  }
  if (body.tags !== undefined && (!Array.isArray(body.tags) || body.tags.some((tag) => typeof tag !== "string")))
    add("tags", "errors.attribute-validation.invalid-type");
  if (body.files !== undefined) {
    if (!Array.isArray(body.files)) add("files", "errors.attribute-validation.invalid-type");
    else
      body.files.forEach((file: unknown, index) => {
        const field = `files[${index}]`;
        if (!isObject(file)) return add(field, "errors.attribute-validation.invalid-type");
        const keys = Object.keys(file);
        if (keys.some((key) => !["uuid", "original_filename", "category"].includes(key)))
          add(field, "errors.attribute-validation.unknown");
        if (!filled(file.uuid) || !filled(file.original_filename) || file.category === undefined)
          add(field, "errors.attribute-validation.required-attribute");
        else if (!categories.includes(file.category as string))
          add(field, "errors.file-validation.unknown-file-category");
        else if (!issued.has(file.uuid as string)) add(field, "errors.file-validation.file-not-exists");
      });
  }
  if (body.attributes !== undefined) {
    if (!Array.isArray(body.attributes)) add("attributes", "errors.attribute-validation.invalid-type");
    else
      body.attributes.forEach((attribute: unknown, index) => {
        const field = `attributes[${index}]`;
        if (!isObject(attribute) || Object.keys(attribute).some((key) => !["id", "value"].includes(key)))
          return add(field, "errors.attribute-validation.invalid-type");
        if (typeof attribute.value !== "string") return add(field, "errors.attribute-validation.invalid-type");
        // The company has no custom attributes: only the system's are known.
        if (typeof attribute.id !== "string" || !systemAttributes.has(attribute.id))
          return add(field, "errors.attribute-validation.unknown");
        if (attribute.id === "gender" && !genders.includes(attribute.value))
          add(field, "errors.attribute-validation.unknown-attribute-option");
        if (["birthday", "available_from"].includes(attribute.id) && !isoDate.test(attribute.value))
          add(field, "errors.attribute-validation.invalid-date-format");
      });
  }
  return problems;
}

/**
 * Personio's career-site feed and recruiting API (github.com/personio/api-docs, personio-recruiting-api.yaml):
 *   GET  {feed}/xml?language=en   the XML feed; `language` is required and one of the career site's languages
 *        (only English is recorded: another has no positions), 404 for a company it does not have.
 *   POST {api}/recruiting/applications/documents   multipart `file`, bearer token and X-Company-ID; 200 with the
 *        document's uuid, 401 for another token or company id, 422 without a file or for an unsupported type,
 *        413 above 20 MB.
 *   POST {api}/recruiting/applications   JSON `submit_application`; 201, 401 as above, 400 with the fields'
 *        reasons for a missing or blank required field, an unknown field or attribute, a wrong type, a position
 *        it does not publish, and a file reference it never issued.
 *   Both take 20 requests a minute, then 429.
 */
export function personioMock(): MockApi {
  /** The documents uploaded so far, by the uuid the answer gave. */
  const uploads = new Map<string, ReceivedApplication["files"][number]>();
  const posts: number[] = [];
  return {
    system: "personio",
    prefixes: { feed: "/personio/{company}", api: "/personio-api/v1" },
    async handle({ request, url, path, address, body, accept }) {
      if (address === "feed") {
        if (request.method !== "GET" || path !== "/xml") return undefined;
        const company = decodeURIComponent(/^\/personio\/([^/]+)/.exec(url.pathname)?.[1] ?? "");
        if (!isBoard(company))
          return { status: 404, body: "<!doctype html><title>Not found</title>", type: "text/html" };
        const language = url.searchParams.get("language") ?? "";
        if (!languages.includes(language))
          return { status: 400, body: "<!doctype html><title>Bad request</title>", type: "text/html" };
        const xml =
          language === "en"
            ? fixtureText("personio-jobs.xml", company)
            : '<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs/>\n';
        return { status: 200, body: xml, type: "application/xml; charset=utf-8" };
      }
      if (request.method !== "POST") return undefined;
      if (path !== "/recruiting/applications" && path !== "/recruiting/applications/documents") return undefined;
      const now = Date.now();
      if (posts.filter((at) => now - at < 60_000).length >= 20)
        return requestError(429, "Too Many Requests", "You have exceeded the rate-limit for your API call.");
      posts.push(now);
      if (
        request.headers.authorization !== `Bearer ${fixtureApiKey}` ||
        request.headers["x-company-id"] !== personioCompanyId
      )
        return requestError(401, "Unauthorized", "The API token and/or company id was not recognized.");
      if (path === "/recruiting/applications/documents") {
        if (!(request.headers["content-type"] ?? "").startsWith("multipart/form-data"))
          return fieldErrors(422, { file: ["errors.attribute-validation.required-attribute"] });
        const { fields, files } = await readForm(request, body);
        const unknown = [...Object.keys(fields), ...files.map((file) => file.field)].filter((name) => name !== "file");
        if (unknown.length)
          return fieldErrors(
            400,
            Object.fromEntries(unknown.map((name) => [name, ["errors.attribute-validation.unknown"]])),
          );
        const [file] = files;
        if (!file || files.length > 1)
          return fieldErrors(422, { file: ["errors.attribute-validation.required-attribute"] });
        const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? "";
        if (!extensions.has(extension)) return fieldErrors(422, { file: ["errors.invalid-file-type"] });
        if (file.size > 20 * 1024 * 1024) return fieldErrors(413, { file: ["errors.file-too-big"] });
        const uuid = randomUUID();
        uploads.set(uuid, file);
        return json(200, { uuid, size: file.size, mimetype: file.type, original_filename: file.name, extension });
      }
      if (!(request.headers["content-type"] ?? "").startsWith("application/json"))
        return requestError(400, "Bad Request", "The body must be JSON.");
      let submitted: unknown;
      try {
        submitted = JSON.parse(body.toString("utf8"));
      } catch {
        return requestError(400, "Bad Request", "The body is not JSON.");
      }
      if (!isObject(submitted)) return requestError(400, "Bad Request", "The body must be a JSON object.");
      const problems = problemsOf(submitted, uploads);
      if (Object.keys(problems).length) return fieldErrors(400, problems);
      const named = ((submitted.files ?? []) as { uuid: string; category: string }[]).map((file) => ({
        ...uploads.get(file.uuid)!,
        field: `files[${file.category}]`,
      }));
      accept({
        job: String(submitted.job_position_id),
        fields: Object.fromEntries(
          Object.entries(submitted).map(([key, value]) => [
            key,
            [typeof value === "string" ? value : JSON.stringify(value)],
          ]),
        ),
        files: named,
      });
      return { status: 201, body: "" };
    },
  };
}
