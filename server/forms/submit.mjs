import { join } from "node:path";
import { atsApplication, handsOver } from "../outbox/transports/ats.mjs";
import { answerName, answerPrefix } from "../../app/forms/model/questions.ts";
import { readSource } from "../../app/forms/model/visit-source.ts";
import { checkAnswers } from "./answers.mjs";
import { cvExtension, cvMaxSize, cvRules } from "../../app/forms/model/file-checks.ts";
import { apiForms } from "../../app/forms/model/definitions/index.ts";
import { checkCv, discard, keepFile, sanitiseFilename } from "./cv.mjs";
import { answer, isBot } from "../kernel/guards.mjs";
import { composeMessages, composeWebhook } from "./messages.mjs";
import { Problem } from "../kernel/problem.mjs";
import { readForm } from "./body.mjs";
import { newReference } from "./reference.mjs";
import { DuplicateIdError } from "../store/index.mjs";
import { acceptsFile, hasVacancy, validateFields } from "../kernel/validate.mjs";

const unknownVacancy =
  "This role is not open on our site any more. Send an open application from the careers page instead.";

const accepted = (request, reply, form, id, { allowedOrigins }) => {
  const path = `${apiForms[form].sentPath}?ref=${encodeURIComponent(id)}`;
  return answer(request, reply, { status: 201, json: { id }, path, allowedOrigins });
};

/** Nothing is acknowledged before it is durable. */
export function createSubmitHandler(form, { store, config, vacancies, worker, domain, ops }) {
  const takesFile = acceptsFile(form);
  async function save(values, file, idempotencyKey) {
    const now = Date.now();
    const cv = file && {
      file: await keepFile(file, store.paths.uploads),
      name: sanitiseFilename(file.filename),
      size: file.size,
      // From the extension that passed its signature check, never from the sender.
      type: cvRules[cvExtension(file.filename)].mime,
    };
    const vacancy = vacancies.get(values.vacancy);
    try {
      for (let attempt = 1; ; attempt++) {
        const submission = { id: newReference(), form, fields: values, cv, createdAt: now };
        const toAts = handsOver(config.ats) && atsApplication(submission, vacancy, config.ats.system);
        // MAIL_TO_CAREERS=none: the ATS is the team's inbox for its roles; the candidate's confirmation still goes.
        const atsOnly = toAts && config.ats.mailTeam === false;
        const messages = composeMessages(submission, {
          from: config.mailFrom,
          inboxes: config.inboxes,
          vacancyTitle: vacancy?.position,
          domain,
        }).filter((message) => !(atsOnly && message.kind === "inbox"));
        if (config.webhook) messages.push(composeWebhook(submission));
        if (toAts) messages.push(toAts);
        try {
          const { id, replayed } = await store.insertSubmission({
            ...submission,
            email: values.email,
            messages,
            idempotencyKey,
            now,
          });
          if (replayed && cv) await discard(join(store.paths.uploads, cv.file));
          return { id, replayed };
        } catch (error) {
          // Two references alike in 2^40: draw again.
          if (!(error instanceof DuplicateIdError) || attempt === 3) throw error;
        }
      }
    } catch (error) {
      if (cv) await discard(join(store.paths.uploads, cv.file));
      throw error;
    }
  }

  return async function submit(request, reply) {
    const { fields, file } = await readForm(request, { acceptsFile: takesFile, incomingDir: store.paths.incoming });
    request.formFields = fields;
    try {
      const vacancy = hasVacancy(form) && typeof fields.vacancy === "string" ? fields.vacancy.trim() : "";
      const role = vacancies.get(vacancy);
      // A role's multiselect question comes as a list, a value a box, and any other field once; answers without a
      // role the site lists are not read.
      const lists = (role?.questions ?? []).filter(({ type }) => type === "multiselect").map(answerName);
      const listed = (name) => lists.includes(name) || (!role && name.startsWith(answerPrefix));
      const repeated = Object.keys(fields).find((name) => Array.isArray(fields[name]) && !listed(name));
      if (repeated) throw new Problem(400, `The field "${repeated}" must be sent once.`);
      if (isBot(request, fields, { minFillMs: config.minFillMs, form }))
        return accepted(request, reply, form, newReference(), config);
      const idempotencyKey = request.headers["idempotency-key"];
      const earlier = idempotencyKey && (await store.findIdempotent(form, idempotencyKey));
      if (earlier) return accepted(request, reply, form, earlier, config);

      const cvProblem = file && (await checkCv(file));
      const { values, errors = {} } = validateFields(form, fields, { hasCv: Boolean(file) });
      if (cvProblem) errors.cv = cvProblem.message;
      // A role the site does not list cannot be applied for: its name would be the sender's own text.
      if (vacancy && !vacancies.has(vacancy)) errors.vacancy = unknownVacancy;
      const { answers, errors: answerErrors } = checkAnswers(role?.questions, fields);
      Object.assign(errors, answerErrors);
      if (Object.keys(errors).length) {
        const status = cvProblem?.status ?? 422;
        const detail = status === 413 ? `The CV is larger than ${cvMaxSize}.` : "Some fields need attention.";
        throw new Problem(status, detail, { errors });
      }

      const source = hasVacancy(form) ? readSource((key) => fields[key]) : {};
      const stored = {
        ...values,
        ...(answers.length > 0 && { answers }),
        ...(Object.keys(source).length > 0 && { source }),
      };
      const { id, replayed } = await save(stored, file, idempotencyKey);
      if (!replayed) {
        worker.kick();
        ops?.submitted(form);
      }
      return accepted(request, reply, form, id, config);
    } finally {
      // Kept files were renamed away; whatever is still here was refused.
      if (file) await discard(file.path);
    }
  };
}
