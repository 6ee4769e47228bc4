import { site } from "../../app/config/site.ts";
import { subjects } from "../../app/forms/subjects.ts";
import { answerRows } from "./answers.mjs";

/**
 * The messages a submission sends, composed once when it is stored (the outbox keeps them as they
 * were): the copy for the team's inbox, with every field and the CV, and a short confirmation to the
 * address the visitor gave. Nobody has confirmed that address, so the confirmation carries nothing the
 * visitor typed: the reference, the role's title from the site's own list, and the first name only when
 * it looks like a name (otherwise anyone could have the site mail their text to a stranger).
 */
const labels = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  organisation: "Organisation",
  location: "Location",
  address: "Address",
  subject: "Subject",
  vacancy: "Vacancy",
  message: "Message",
  consent: "Consent",
};

const formTitles = {
  contact: "Contact message",
  "career-interest": "Career interest",
  "academy-interest": "Academy interest",
};

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

// Header values are single lines, whatever a visitor typed.
const oneLine = (text) =>
  String(text)
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();

/** Letters (any script), with single spaces, hyphens and apostrophes between them; 50 at most. */
const nameLike = /^(?=.{1,50}$)\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;
export const looksLikeName = (text) => nameLike.test(String(text ?? "").trim());

const subjectLabel = (value) => subjects.find((subject) => subject.value === value)?.label ?? value;

function rows(fields, { vacancyTitle }) {
  return Object.keys(labels)
    .filter((key) => fields[key] !== undefined && fields[key] !== "")
    .map((key) => {
      if (key === "subject") return [labels[key], subjectLabel(fields[key])];
      if (key === "vacancy") return [labels[key], vacancyTitle ?? fields[key]];
      if (key === "consent") return [labels[key], "Given"];
      return [labels[key], String(fields[key])];
    });
}

function html(paragraphs, table = []) {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p>`).join("\n");
  const cells = table
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replaceAll("\n", "<br>")}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html><html><body>\n${body}\n${cells ? `<table cellpadding="4">\n${cells}\n</table>\n` : ""}</body></html>`;
}

/** `{ kind, payload }` for each mail of a submission. `settings`: from, inboxes, vacancyTitle, domain. */
export function composeMessages(submission, { from, inboxes, vacancyTitle, domain }) {
  const { id, form, fields, cv } = submission;
  const name = oneLine(`${fields.firstName} ${fields.lastName}`);
  const inbox = { contact: inboxes.contact, "career-interest": inboxes.careers, "academy-interest": inboxes.academy }[
    form
  ];
  // Only a title from the site's own list: the server refuses an application for a slug it does not know.
  const role = form === "career-interest" ? oneLine(vacancyTitle ?? "Open application") : null;
  const about = {
    contact: `(${subjectLabel(fields.subject)})`,
    "career-interest": `for ${role}`,
    "academy-interest": "",
  }[form];
  // The role's own questions after the standard fields; the confirmation below carries none of them.
  const table = [...rows(fields, { vacancyTitle }), ...answerRows(fields.answers)];
  const received = `${formTitles[form]} ${id}, received ${new Date(submission.createdAt).toUTCString()}`;
  const cvLine = cv ? [`CV attached: ${cv.name} (${cv.size} bytes)`] : [];
  const messageId = (kind) => `<${id}.${kind}@${domain}>`;

  const inboxCopy = {
    from,
    to: inbox,
    replyTo: { name, address: fields.email },
    // The reference and what it is about find it; the visitor's name stays in the body, out of mail logs.
    subject: oneLine(`${formTitles[form]} ${about} [${id}]`),
    text: [received, "", ...table.map(([label, value]) => `${label}: ${value}`), ...cvLine, ""].join("\n"),
    html: html([received, ...cvLine], table),
    messageId: messageId("inbox"),
    attachments: cv ? [{ filename: cv.name, file: cv.file, contentType: cv.type }] : [],
    eml: `${id}-inbox.eml`,
  };

  const thanks = {
    contact: "Thank you for your message. We read every one and will answer you soon.",
    "career-interest": `Thank you for your interest in ${role === "Open application" ? `working at ${site.name}` : `the ${role} role`}. Our recruitment team reviews every application and will contact you if there is a match.`,
    "academy-interest": `Thank you for registering your interest in the ${site.name} Academy. We will send you the details of the next intake.`,
  }[form];
  const confirmationText = [
    looksLikeName(fields.firstName) ? `Hi ${oneLine(fields.firstName)},` : "Hello,",
    thanks,
    `Your reference is ${id}. Please quote it if you write to us.`,
    `${site.name}`,
  ];
  const confirmation = {
    from,
    to: fields.email,
    replyTo: inbox,
    subject: `We have received your ${form === "contact" ? "message" : form === "career-interest" ? "application" : "registration"} (${id})`,
    text: `${confirmationText.join("\n\n")}\n`,
    html: html(confirmationText),
    messageId: messageId("confirmation"),
    attachments: [],
    eml: `${id}-confirmation.eml`,
  };
  return [
    { kind: "inbox", payload: inboxCopy },
    { kind: "confirmation", payload: confirmation },
  ];
}

/** The webhook's body: the submission as JSON, the CV only as a description (never its bytes). */
export function composeWebhook({ id, form, fields, cv, createdAt }) {
  return {
    kind: "webhook",
    payload: {
      body: JSON.stringify({
        id,
        form,
        createdAt: new Date(createdAt).toISOString(),
        fields,
        cv: cv ? { name: cv.name, size: cv.size, type: cv.type } : null,
      }),
    },
  };
}
