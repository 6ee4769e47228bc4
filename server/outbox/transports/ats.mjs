import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { adapterFor } from "../../../app/content/vacancy-sources/adapters.ts";
import { readCapped } from "../../../app/lib/read-capped.ts";
import { redactText, secretsInUrl } from "../../../app/lib/redact.ts";
import { retryAfterSeconds } from "../../../app/lib/retry-after.ts";

/**
 * Applications handed to the ATS the vacancies come from (VACANCIES_FROM), through the outbox like mail: an
 * application for a role the ATS published becomes one `ats` message, delivered by the ATS's adapter
 * (app/content/vacancy-sources/), retried while the ATS is down or busy, and failed at once when it refuses the
 * application itself. The team's mail still goes as well: the ATS is where the application is worked on, the mail
 * is the notice that it came. What is common to every ATS is here: the message, the guarded POST, the pacing.
 */

/** Whether applications for the ATS's roles are handed to it: with ATS_API_KEY, or through an API that takes no key. */
export const handsOver = (ats) => Boolean(ats && (ats.apiKey || adapterFor(ats.system)?.application?.keyless));

/** The request's own limit: well inside the outbox's lease, so a hung ATS holds one delivery, not the row. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The most of an ATS's answer that is read: enough for its message, never a body that could fill the memory. */
const ANSWER_CAP_BYTES = 16 * 1024;

/** The most of that answer kept with the outbox row and shown to operators. */
const ANSWER_KEPT = 500;

/** The ATS's value for `label`, read only from the table's own entries (a label may be "__proto__"). */
const valueOf = (values, label) => (values && Object.hasOwn(values, label) ? values[label] : label);

/** A stored answer's values: a multiselect's list as stored, else the one answer. */
function storedValues(question, { answer, values }) {
  if (Array.isArray(values)) return values;
  // Stored before the list was kept: read back against the question's own options.
  if (question.type === "multiselect")
    return question.options.filter((option) => `, ${answer}, `.includes(`, ${option}, `));
  return [answer];
}

/**
 * The outbox message for an application, or null when it is not for a role the configured ATS published (an
 * open application, a Markdown vacancy, another ATS's role) or when the role's page sends candidates to the
 * ATS's own form (it asks what the site's form cannot, so the ATS would refuse the site's hand-over or take it
 * without that answer). Carries what the ATS takes, by the ATS's field names: the candidate's details, the CV's
 * stored file, each answered question under the field name the loader recorded (a choice as the ATS's value),
 * and where the candidate came from.
 */
export function atsApplication({ fields, cv }, vacancy, system) {
  const ats = vacancy?.ats;
  if (!ats || ats.system !== system || vacancy.applyUrl) return null;
  const answers = (fields.answers ?? []).flatMap((stored) => {
    const field = ats.fields?.[stored.id];
    const question = vacancy.questions?.find((asked) => asked.id === stored.id);
    if (!field || !question) return [];
    const values = storedValues(question, stored).map((value) => valueOf(field.values, value));
    return [{ name: field.name, values, multiple: question.type === "multiselect" }];
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
      cv: cv ? { file: cv.file, name: cv.name, type: cv.type, size: cv.size } : null,
      ...(fields.source && { source: fields.source }),
      // The form's consent (required, so always given) and the ATS's fields that record it, where the loader
      // found some (Greenhouse's data_compliance).
      consent: { given: fields.consent === true || fields.consent === "yes", fields: ats.consent ?? [] },
    },
  };
}

/** A message queued before answers were kept as lists carried `{ name, value }` once per value. */
function normalised(payload) {
  const answers = [];
  const earlier = new Map();
  for (const answer of payload.answers ?? []) {
    if (Array.isArray(answer.values)) answers.push(answer);
    else if (earlier.has(answer.name)) {
      const kept = earlier.get(answer.name);
      kept.values.push(answer.value);
      kept.multiple = true;
    } else {
      const kept = { name: answer.name, values: [answer.value], multiple: false };
      earlier.set(answer.name, kept);
      answers.push(kept);
    }
  }
  return { ...payload, answers, consent: payload.consent ?? { given: true, fields: [] } };
}

const refusal = (message, extra) => Object.assign(new Error(message), extra);

/**
 * The outbox's transport for `ats` messages. A 2xx is delivered, unless the adapter reads a refusal in it. 429
 * and 5xx answers, timeouts and refused connections are temporary (a 429's Retry-After is honoured); any other
 * answer says the application will never be taken as it is (a closed job, a missing required answer, a wrong
 * key), so it is final at once and shows as failed in `submissions outbox` with the ATS's answer. Requests go
 * only to the hosts of the adapter's configured addresses, redirects are not followed, at most a small part of
 * an answer is read, and the key is taken out of everything recorded.
 */
export function createAtsTransport({
  system,
  board,
  urls,
  settings = {},
  apiKey,
  uploadsDir,
  readCv = (file) => readFile(join(uploadsDir, file)),
  timeoutMs = REQUEST_TIMEOUT_MS,
}) {
  const adapter = adapterFor(system);
  if (!adapter?.application) throw new Error(`${adapter?.name ?? system} takes no applications through its API`);
  const { application } = adapter;
  const hosts = new Set(Object.values(urls).map((url) => new URL(url).host));
  const secrets = [apiKey, ...Object.values(settings), ...Object.values(urls).flatMap(secretsInUrl)];
  const safe = (text) => redactText(text, secrets);
  let nextSlot = 0;
  async function turn() {
    if (!application.intervalMs) return;
    const now = Date.now();
    const wait = Math.max(0, nextSlot - now);
    nextSlot = Math.max(now, nextSlot) + application.intervalMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  async function post(url, { headers = {}, body }) {
    const target = new URL(url);
    if (!hosts.has(target.host))
      throw refusal(`Not sent to ${safe(target.origin)}: not a configured address of ${adapter.name}`, {
        permanent: true,
      });
    await turn();
    let response;
    try {
      response = await fetch(target, {
        method: "POST",
        headers: { accept: "application/json", ...headers },
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw refusal(safe(`${adapter.name} did not answer: ${error.cause?.message ?? error.message}`));
    }
    const text = safe(new TextDecoder().decode(await readCapped(response, ANSWER_CAP_BYTES)));
    const answer = `${response.status} ${text.slice(0, ANSWER_KEPT)}`.trim();
    const { status } = response;
    if (status === 429 || status >= 500)
      throw refusal(`The ATS answered ${answer}`, {
        retryAfterMs: (retryAfterSeconds(response.headers.get("retry-after")) ?? 0) * 1000,
      });
    if (status >= 300 && status < 400)
      throw refusal(`The ATS answered with a redirect, which is not followed: ${answer}`, { permanent: true });
    if (!response.ok) throw refusal(`The ATS refused the application: ${answer}`, { permanent: true });
    return { status, text };
  }
  return {
    async send(payload) {
      const message = normalised(payload);
      if (application.maxCvBytes && message.cv?.size > application.maxCvBytes)
        throw refusal(
          `${adapter.name} takes CVs of at most ${application.maxCvBytes / 1024 / 1024} MB; this one is ${(message.cv.size / 1024 / 1024).toFixed(1)} MB, so it reached the team by mail only`,
          { permanent: true },
        );
      let status;
      const tools = {
        board: { board, urls, settings, apiKey },
        apiKey,
        readCv: async () => (message.cv ? new Uint8Array(await readCv(message.cv.file)) : null),
        post: async (url, init) => {
          const answer = await post(url, init);
          status = answer.status;
          return answer;
        },
        refuse: (text) => {
          throw refusal(safe(text).slice(0, ANSWER_KEPT + 100), { permanent: true });
        },
      };
      try {
        const answer = await application.send(message, tools);
        return { status, answer: safe(answer).slice(0, ANSWER_KEPT) };
      } catch (error) {
        error.message = safe(error.message);
        throw error;
      }
    },
  };
}
