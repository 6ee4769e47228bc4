import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Applications handed to the ATS the vacancies come from (VACANCIES_FROM), through the outbox like mail: an
 * application for a role the ATS published becomes one `ats` message, delivered with the ATS's documented
 * application API, retried while the ATS is down or busy, and failed at once when it refuses the application
 * itself. The team's mail still goes as well: the ATS is where the application is worked on, the mail is the
 * notice that it came.
 *
 *   Greenhouse  POST {api}/boards/{board}/jobs/{job id}, multipart, HTTP Basic with the Job Board API key
 *   Lever       POST {api}/postings/{site}/{posting id}?key={key}, multipart, at most 2 requests a second
 *   Ashby       POST {api}/applicationForm.submit, multipart with `applicationForm` JSON, HTTP Basic
 */

/** The request's own limit: well inside the outbox's lease, so a hung ATS holds one delivery, not the row. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Lever answers 429 above two application posts a second: this process spaces its posts so that no second holds
 * more than two, with room for the network's jitter.
 */
export const LEVER_INTERVAL_MS = 600;

/**
 * The outbox message for an application, or null when it is not for a role the configured ATS published (an
 * open application, a Markdown vacancy, or another ATS's role). Carries what the ATS takes, by the ATS's field
 * names: the candidate's details, the CV's stored file, each answered question under the field name the loader
 * recorded (with the ATS's value for a choice), and where the candidate came from.
 */
export function atsApplication({ fields, cv }, vacancy, system) {
  const ats = vacancy?.ats;
  if (!ats || ats.system !== system) return null;
  // Each stored answer (answers.mjs: as people read it) under the ATS's field name, a choice as the ATS's value.
  const answers = (fields.answers ?? []).flatMap(({ id, answer }) => {
    const field = ats.fields?.[id];
    const question = vacancy.questions?.find((asked) => asked.id === id);
    if (!field || !question) return [];
    // A multiselect's choices were stored joined with ", ": read back against its own options.
    const chosen =
      question.type === "multiselect"
        ? question.options.filter((option) => `, ${answer}, `.includes(`, ${option}, `))
        : [answer];
    return chosen.map((value) => ({ name: field.name, value: field.values?.[value] ?? value }));
  });
  return {
    kind: "ats",
    payload: {
      system,
      job: ats.id,
      candidate: {
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        ...(fields.phone && { phone: fields.phone }),
        ...(fields.location && { location: fields.location }),
        ...(fields.organisation && { organisation: fields.organisation }),
        ...(fields.message && { message: fields.message }),
      },
      answers,
      cv: cv ? { file: cv.file, name: cv.name, type: cv.type } : null,
      ...(fields.source && { source: fields.source }),
      // The form's consent (required, so always given) and the ATS's fields that record it, where the loader
      // found some (Greenhouse's data_compliance).
      consent: { given: fields.consent === true || fields.consent === "yes", fields: ats.consent ?? [] },
    },
  };
}

const basic = (key) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`;

async function cvPart(form, name, cv, readCv) {
  if (!cv) return;
  const blob = new Blob([await readCv(cv.file)], { type: cv.type });
  form.append(name, blob, cv.name);
}

/** Each ATS's request for one application: its address, its headers, its multipart body. */
const requests = {
  async greenhouse({ job, candidate, answers, cv, source, consent }, { baseUrl, board, apiKey, readCv }) {
    const form = new FormData();
    form.append("first_name", candidate.firstName);
    form.append("last_name", candidate.lastName);
    form.append("email", candidate.email);
    if (candidate.phone) form.append("phone", candidate.phone);
    if (candidate.location) form.append("location", candidate.location);
    if (candidate.message) form.append("cover_letter_text", candidate.message);
    for (const { name, value } of answers) form.append(name, value);
    // Greenhouse credits the source whose tracking link (`gh_src`) brought the candidate.
    if (source?.gh_src) form.append("mapped_url_token", source.gh_src);
    // The consents the job's data_compliance asks for (data_compliance[gdpr_consent_given]...).
    for (const name of consent?.fields ?? []) form.append(name, String(consent.given));
    await cvPart(form, "resume", cv, readCv);
    const url = `${baseUrl}/boards/${encodeURIComponent(board)}/jobs/${encodeURIComponent(job)}`;
    return { url, headers: { authorization: basic(apiKey) }, body: form };
  },
  async lever({ job, candidate, answers, cv, source, consent }, { baseUrl, board, apiKey, readCv }) {
    const form = new FormData();
    form.append("name", `${candidate.firstName} ${candidate.lastName}`);
    form.append("email", candidate.email);
    if (candidate.phone) form.append("phone", candidate.phone);
    if (candidate.organisation) form.append("org", candidate.organisation);
    if (candidate.message) form.append("comments", candidate.message);
    for (const { name, value } of answers) form.append(name, value);
    const tag = source?.["lever-source"] ?? source?.utm_source;
    if (tag) form.append("source", tag);
    // Lever's two consents: to keep the details for this application (the form's consent), and to be contacted
    // about later roles, which the form does not ask, so it is not given.
    if (consent) {
      form.append("consent[store]", String(consent.given));
      form.append("consent[marketing]", "false");
    }
    await cvPart(form, "resume", cv, readCv);
    const url = `${baseUrl}/postings/${encodeURIComponent(board)}/${encodeURIComponent(job)}?key=${encodeURIComponent(apiKey)}`;
    return { url, headers: {}, body: form };
  },
  async ashby({ job, candidate, answers, cv, source }, { baseUrl, apiKey, readCv }) {
    const submissions = [
      { path: "_systemfield_name", value: `${candidate.firstName} ${candidate.lastName}` },
      { path: "_systemfield_email", value: candidate.email },
      ...(candidate.phone ? [{ path: "_systemfield_phone", value: candidate.phone }] : []),
      ...answers.map(({ name, value }) => ({ path: name, value })),
      // A file field's value names the multipart part that carries the file.
      ...(cv ? [{ path: "_systemfield_resume", value: "resume" }] : []),
      // No consent: a submission may only name fields of the job's application form, and Ashby's posting API
      // does not publish that form, so the site cannot know of a consent field to set.
    ];
    const form = new FormData();
    form.append("jobPostingId", job);
    form.append("applicationForm", JSON.stringify({ fieldSubmissions: submissions }));
    const utm = Object.fromEntries(Object.entries(source ?? {}).filter(([key]) => key.startsWith("utm_")));
    if (Object.keys(utm).length > 0) form.append("utmData", JSON.stringify(utm));
    await cvPart(form, "resume", cv, readCv);
    return { url: `${baseUrl}/applicationForm.submit`, headers: { authorization: basic(apiKey) }, body: form };
  },
};

/** Seconds or an HTTP date, as milliseconds from now; null when absent or unreadable. */
function retryAfterMs(header, now = Date.now()) {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const refusal = (message, extra) => Object.assign(new Error(message), extra);

/**
 * The outbox's transport for `ats` messages. A 2xx is delivered, except Ashby's `success: false`, which is its way
 * of refusing the application itself (final, with its errors kept). 429 and 5xx answers, timeouts and refused
 * connections are temporary (a 429's Retry-After is honoured); any other 4xx says the application will never be
 * taken as it is (a closed job, a missing required answer, a wrong key), so it is final at once and shows as
 * failed in `submissions outbox` with the ATS's answer.
 */
export function createAtsTransport({
  system,
  board,
  baseUrl,
  apiKey,
  uploadsDir,
  readCv = (file) => readFile(join(uploadsDir, file)),
  timeoutMs = REQUEST_TIMEOUT_MS,
}) {
  let nextSlot = 0;
  async function turn() {
    if (system !== "lever") return;
    const now = Date.now();
    const wait = Math.max(0, nextSlot - now);
    nextSlot = Math.max(now, nextSlot) + LEVER_INTERVAL_MS;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return {
    async send(payload) {
      const { url, headers, body } = await requests[system](payload, { baseUrl, board, apiKey, readCv });
      await turn();
      const response = await fetch(url, {
        method: "POST",
        headers: { accept: "application/json", ...headers },
        body,
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      const answer = `${response.status} ${text.slice(0, 500)}`.trim();
      const { status } = response;
      if (status === 429 || status >= 500)
        throw refusal(`The ATS answered ${answer}`, {
          retryAfterMs: retryAfterMs(response.headers.get("retry-after")),
        });
      if (!response.ok) throw refusal(`The ATS refused the application: ${answer}`, { permanent: true });
      if (system === "ashby") {
        let parsed = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          // Not JSON: not Ashby's answer, so not a refusal of the application either.
        }
        if (parsed?.success !== true)
          throw refusal(`Ashby refused the application: ${answer}`, { permanent: parsed?.success === false });
      }
      return { status, answer: text.slice(0, 500) };
    },
  };
}
