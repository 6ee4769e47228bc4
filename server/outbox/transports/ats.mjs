import { setTimeout as sleep } from "node:timers/promises";
import { formKeys } from "../../../app/content/vacancy-sources/adapter.ts";
import { adapterFor } from "../../../app/content/vacancy-sources/adapters.ts";
import { readCapped } from "../../../app/lib/read-capped.ts";
import { redactText, secretsInUrl } from "../../../app/lib/redact.ts";
import { retryAfterSeconds } from "../../../app/lib/retry-after.ts";

/** An application for a role the ATS published goes to it through the outbox; the team's mail is the notice. */

/** With ATS_API_KEY, or through an API that takes no key. */
export const handsOver = (ats) => Boolean(ats && (ats.apiKey || adapterFor(ats.system)?.application?.keyless));

/** Well inside the outbox's lease, so a hung ATS holds one delivery, not the row. */
const REQUEST_TIMEOUT_MS = 30_000;

/** Enough of an answer for its message, never a body that could fill the memory. */
const ANSWER_CAP_BYTES = 16 * 1024;

const ANSWER_KEPT = 500;

/** Own entries only: a label may be "__proto__". */
const valueOf = (values, label) => (values && Object.hasOwn(values, label) ? values[label] : label);

/** The outbox message, or null when the role is not this ATS's or its page sends candidates to the ATS's own form. */
export function atsApplication({ fields, cv }, vacancy, system) {
  const ats = vacancy?.ats;
  if (!ats || ats.system !== system || vacancy.applyUrl) return null;
  const answers = (fields.answers ?? []).flatMap((stored) => {
    const field = ats.fields?.[stored.id];
    const question = vacancy.questions?.find((asked) => asked.id === stored.id);
    if (!field || !question) return [];
    const values = (stored.values ?? [stored.answer]).map((value) => valueOf(field.values, value));
    return [{ name: field.name, values, multiple: question.type === "multiselect" }];
  });
  return {
    kind: "ats",
    payload: {
      system,
      job: ats.id,
      candidate: Object.fromEntries(formKeys.filter((name) => fields[name]).map((name) => [name, fields[name]])),
      answers,
      cv: cv ? { file: cv.file, name: cv.name, type: cv.type, size: cv.size } : null,
      ...(fields.source && { source: fields.source }),
      consent: { given: fields.consent === true || fields.consent === "yes", fields: ats.consent ?? [] },
    },
  };
}

/**
 * A message queued before answers were kept as lists carried `{ name, value }` once per value, the oldest no consent:
 * no migration rewrote such rows, and a failed one can still be put back in line.
 */
function normalised({ answers = [], consent, ...payload }) {
  const lists = answers.every((answer) => Array.isArray(answer.values))
    ? answers
    : [...Map.groupBy(answers, (answer) => answer.name)].map(([name, each]) => ({
        name,
        values: each.map((one) => one.value),
        multiple: each.length > 1,
      }));
  return { ...payload, answers: lists, consent: consent ?? { given: true, fields: [] } };
}

const refusal = (message, extra) => Object.assign(new Error(message), extra);
const finalRefusal = (message) => refusal(message, { permanent: true });

/** Any answer but a 2xx, 429 or 5xx says the ATS will never take the application as it is: final at once. */
export function createAtsTransport({ system, board, urls, settings = {}, apiKey, readCv }) {
  const adapter = adapterFor(system);
  if (!adapter?.application) throw new Error(`${adapter?.name ?? system} takes no applications through its API`);
  const { application } = adapter;
  const hosts = new Set(Object.values(urls).map((url) => new URL(url).host));
  const secrets = [apiKey, ...Object.values(settings), ...Object.values(urls).flatMap(secretsInUrl)];
  const safe = (text) => redactText(text, secrets);
  let nextSlot = 0;
  async function turn() {
    const slot = Math.max(Date.now(), nextSlot);
    nextSlot = slot + (application.intervalMs ?? 0);
    await sleep(slot - Date.now());
  }
  return {
    async send(payload) {
      const message = normalised(payload);
      if (application.maxCvBytes && message.cv?.size > application.maxCvBytes)
        throw finalRefusal(
          `${adapter.name} takes CVs of at most ${application.maxCvBytes / 1024 / 1024} MB; this one is ${(message.cv.size / 1024 / 1024).toFixed(1)} MB, so it reached the team by mail only`,
        );
      let status;
      async function post(url, { headers = {}, body }) {
        const target = new URL(url);
        if (!hosts.has(target.host))
          throw finalRefusal(`Not sent to ${safe(target.origin)}: not a configured address of ${adapter.name}`);
        await turn();
        let response;
        try {
          response = await fetch(target, {
            method: "POST",
            headers: { accept: "application/json", ...headers },
            body,
            redirect: "manual",
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
        } catch (error) {
          throw refusal(safe(`${adapter.name} did not answer: ${error.cause?.message ?? error.message}`));
        }
        status = response.status;
        const text = safe(new TextDecoder().decode(await readCapped(response, ANSWER_CAP_BYTES)));
        const answer = `${status} ${text.slice(0, ANSWER_KEPT)}`.trim();
        if (status === 429 || status >= 500)
          throw refusal(`The ATS answered ${answer}`, {
            retryAfterMs: (retryAfterSeconds(response.headers.get("retry-after")) ?? 0) * 1000,
          });
        if (status >= 300 && status < 400)
          throw finalRefusal(`The ATS answered with a redirect, which is not followed: ${answer}`);
        if (!response.ok) throw finalRefusal(`The ATS refused the application: ${answer}`);
        return { status, text };
      }
      const tools = {
        board: { board, urls, settings, apiKey },
        apiKey,
        readCv: async () => (message.cv ? new Uint8Array(await readCv(message.cv.file)) : null),
        post,
        refuse: (text) => {
          throw finalRefusal(safe(text).slice(0, ANSWER_KEPT + 100));
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
