import { site } from "../../app/config/site.ts";
import { displayValue, fieldOf } from "../../app/forms/model/definition.ts";
import { apiForms } from "../../app/forms/model/definitions/index.ts";
import { sourceText } from "../../app/forms/model/visit-source.ts";
import { plainLine } from "../../app/lib/plain-line.ts";
import { page, paragraph, table as htmlTable } from "../kernel/mail-html.mjs";

// The confirmation goes to an address nobody has confirmed, so of what was typed it carries only a first name that
// looks like one: otherwise anyone could have the site mail their text to a stranger.
const nameLike = /^(?=.{1,50}$)\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;

/** `{ kind, payload }` for each mail of a submission, composed once when it is stored. */
export function composeMessages(submission, { from, inboxes, vacancyTitle, domain }) {
  const { id, form, fields, cv } = submission;
  const definition = apiForms[form];
  const { title } = definition.mail;
  // A header, and what a reader takes at a glance: one line, with nothing invisible to turn its words around.
  const name = plainLine(`${fields.firstName} ${fields.lastName}`);
  const inbox = inboxes[definition.inbox];
  // Only a title from the site's own list (the server refuses an application for a slug it does not know), but an
  // ATS's title, and so a stranger's: it is shown as one plain line wherever a mail names the role.
  const roleTitle = vacancyTitle == null ? undefined : plainLine(vacancyTitle) || undefined;
  const role = roleTitle ?? "Open application";
  const display = (field) => displayValue(fieldOf(definition, field), fields[field]);
  const about = definition.mail.about({ display, role });
  // Each field given, by its label, then the role's own questions; the confirmation below carries none of them.
  const table = [
    ...definition.fields
      .filter(({ name, kind }) => kind !== "file" && fields[name] !== undefined && fields[name] !== "")
      .map((field) => [
        field.label,
        field.kind === "vacancy" ? (roleTitle ?? fields[field.name]) : displayValue(field, fields[field.name]),
      ]),
    ...(fields.answers ?? []).map(({ label, answer }) => [label, answer]),
    ...(fields.source ? [["Came from", sourceText(fields.source)]] : []),
  ];
  const received = `${title} ${id}, received ${new Date(submission.createdAt).toUTCString()}`;
  const cvLine = cv ? [`CV attached: ${cv.name} (${cv.size} bytes)`] : [];
  const greeting = [
    nameLike.test(String(fields.firstName ?? "").trim()) ? `Hi ${plainLine(fields.firstName)},` : "Hello,",
    definition.mail.thanks({ role }),
    `Your reference is ${id}. Please quote it if you write to us.`,
    site.name,
  ];
  // A fixed Message-ID and file name per mail, so a copy sent twice can be told for one.
  const mail = (kind, payload) => ({
    kind,
    payload: { from, messageId: `<${id}.${kind}@${domain}>`, eml: `${id}-${kind}.eml`, attachments: [], ...payload },
  });
  return [
    mail("inbox", {
      to: inbox,
      replyTo: { name, address: fields.email },
      // The reference and what it is about find it; the visitor's name stays in the body, out of mail logs.
      subject: plainLine(`${title} ${about} [${id}]`),
      text: [received, "", ...table.map(([label, value]) => `${label}: ${value}`), ...cvLine, ""].join("\n"),
      html: page([...[received, ...cvLine].map(paragraph), htmlTable(table, { top: true })]),
      attachments: cv ? [{ filename: cv.name, file: cv.file, contentType: cv.type }] : [],
    }),
    mail("confirmation", {
      to: fields.email,
      replyTo: inbox,
      subject: `We have received your ${definition.thing} (${id})`,
      text: `${greeting.join("\n\n")}\n`,
      html: page(greeting.map(paragraph)),
    }),
  ];
}

/** The webhook's body: the fields as stored (a role's answers and the visit's source among them), the CV described. */
export function composeWebhook({ id, form, fields, cv, createdAt }) {
  const described = cv ? { name: cv.name, size: cv.size, type: cv.type } : null;
  const body = { id, form, createdAt: new Date(createdAt).toISOString(), fields, cv: described };
  return { kind: "webhook", payload: { body: JSON.stringify(body) } };
}
