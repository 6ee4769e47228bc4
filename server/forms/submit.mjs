import { join } from "node:path";
import { atsApplication } from "../ats/applications.mjs";
import { readSource } from "../../app/forms/visit-source.ts";
import { checkAnswers } from "./answers.mjs";
import { handsOver } from "./config.mjs";
import { cvMaxSize } from "../../app/forms/file-checks.ts";
import { checkCv, cvExtension, cvTypes, discard, keepFile, sanitiseFilename } from "./cv.mjs";
import { botReason, siteLocation } from "./guards.mjs";
import { composeMessages, composeWebhook } from "./messages.mjs";
import { Problem } from "./problem.mjs";
import { readForm } from "./body.mjs";
import { newReference } from "./reference.mjs";
import { DuplicateIdError } from "./store.mjs";
import { sentLocation } from "./targets.mjs";
import { acceptsFile as takesFile, hasVacancy, validateFields } from "./validate.mjs";

const unknownVacancy =
  "This role is not open on our site any more. Send an open application from the careers page instead.";

/** A JSON client (the site's script) asks for JSON; a native form post asks for a page. */
export const wantsJson = (request) => /\bapplication\/(?:problem\+)?json\b/i.test(request.headers.accept ?? "");

function accepted(request, reply, form, id, { allowedOrigins }) {
  if (wantsJson(request)) return reply.code(201).send({ id });
  return reply.redirect(siteLocation(request, allowedOrigins, sentLocation(form, id)), 303);
}

/** The handler for one form; nothing is acknowledged before it is durable. */
export function createSubmitHandler(form, { store, config, vacancies, questions, worker, domain, ops }) {
  const acceptsFile = takesFile(form);

  async function save(values, file, idempotencyKey) {
    const now = Date.now();
    const cv = file && {
      file: await keepFile(file, store.paths.uploads),
      name: sanitiseFilename(file.filename),
      size: file.size,
      type: cvTypes[cvExtension(file.filename)],
    };
    const vacancy = values.vacancy ? vacancies.get(values.vacancy) : undefined;
    const vacancyTitle = vacancy?.position;
    try {
      for (let attempt = 1; ; attempt++) {
        const submission = { id: newReference(), form, fields: values, cv, createdAt: now };
        const toAts = handsOver(config.ats) && atsApplication(submission, vacancy, config.ats.system);
        // MAIL_TO_CAREERS=none: the ATS is the team's inbox for its roles; the candidate's confirmation still goes.
        const atsOnly = toAts && config.ats.mailTeam === false;
        const messages = composeMessages(submission, {
          from: config.mailFrom,
          inboxes: config.inboxes,
          vacancyTitle,
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
    const { fields, file } = await readForm(request, { acceptsFile, incomingDir: store.paths.incoming });
    request.formFields = fields;
    try {
      const bot = botReason(fields, { minFillMs: config.minFillMs });
      if (bot) {
        // Answered like any accepted post, so a script learns nothing from the answer.
        request.log.info({ form, reason: bot }, "forms: automated post dropped");
        return accepted(request, reply, form, newReference(), config);
      }
      const idempotencyKey = request.headers["idempotency-key"];
      const earlier = idempotencyKey && (await store.findIdempotent(form, idempotencyKey));
      if (earlier) return accepted(request, reply, form, earlier, config);

      const cvProblem = file && (await checkCv(file));
      const { values, errors = {} } = validateFields(form, fields, { hasCv: Boolean(file) });
      if (cvProblem) errors.cv = cvProblem.message;
      // A role the site does not list cannot be applied for: its name would be the sender's own text.
      const vacancy = hasVacancy(form) ? (fields.vacancy ?? "").trim() : "";
      if (vacancy && !vacancies.has(vacancy)) errors.vacancy = unknownVacancy;
      const { answers, errors: answerErrors } = checkAnswers(vacancy ? questions?.get(vacancy) : [], fields);
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
