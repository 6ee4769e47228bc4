import { rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { syncDirectory } from "../../durable.mjs";
import { DELIVERIES_AT_ONCE } from "../worker.mjs";

// nodemailer's default signed headers, plus the two a one-click unsubscribe needs covered (RFC 8058 section 4).
const SIGNED_HEADERS =
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:" +
  "In-Reply-To:References:List-Id:List-Unsubscribe:List-Unsubscribe-Post:Auto-Submitted";

/**
 * Over SMTP when SMTP_URL is set, else as .eml files in DATA_DIR/mail/: a site without a mail server loses nothing.
 * `readCv` is the store's: a CV is a file or, on PostgreSQL, a row.
 */
export function createMailer({ smtpUrl, mailDir, readCv, dkim }) {
  const signing = dkim ? { dkim: { headerFieldNames: SIGNED_HEADERS, ...dkim } } : {};
  const transport = smtpUrl
    ? nodemailer.createTransport(
        {
          url: smtpUrl,
          // One pooled connection per delivery at once: one hung connection holds one delivery, not all of them.
          pool: true,
          maxConnections: DELIVERIES_AT_ONCE,
          // A dead server fails an attempt well within its lease, and a send ends within the outbox's stop wait.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        },
        signing,
      )
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }, signing);

  async function toMessage({ attachments = [], ...rest }) {
    // `eml` names the file in the no-SMTP mode; it is not part of the message.
    delete rest.eml;
    return {
      ...rest,
      // Sent by the site itself, never by a person: out-of-office replies stay away (RFC 3834).
      headers: { ...rest.headers, "Auto-Submitted": "auto-generated" },
      attachments: await Promise.all(
        attachments.map(async ({ filename, file, contentType }) => ({
          filename,
          content: await readCv(file),
          contentType,
        })),
      ),
      disableUrlAccess: true,
    };
  }

  /** Written aside and renamed: a message sent again after a crash replaces its file, never doubles it. */
  async function writeEml(name, bytes) {
    const temp = join(mailDir, `.${name}.tmp`);
    await writeFile(temp, bytes, { mode: 0o600, flush: true });
    await rename(temp, join(mailDir, name));
    await syncDirectory(mailDir);
  }

  return {
    async send(payload) {
      const info = await transport.sendMail(await toMessage(payload));
      if (smtpUrl) return { messageId: info.messageId, response: info.response, accepted: info.accepted };
      await writeEml(payload.eml, info.message);
      return { messageId: info.messageId, file: `mail/${payload.eml}` };
    },
    close: () => transport.close(),
  };
}

/** Where mail goes, for the line the server prints at start. */
export function describeMail(smtpUrl, dataDir) {
  if (!smtpUrl) return `No SMTP_URL: mail is written to ${dataDir}/mail/ as .eml files`;
  // Not echoed: the value may hold a password.
  if (!URL.canParse(smtpUrl)) throw new Error("SMTP_URL must be a URL like smtp://user:password@smtp.example.com:587");
  const { protocol, hostname, port } = new URL(smtpUrl);
  return `Mail is sent through ${protocol}//${hostname}${port ? `:${port}` : ""}`;
}
