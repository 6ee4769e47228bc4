import { open, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { syncDirectory } from "../../durable.mjs";
import { DELIVERIES_AT_ONCE } from "../worker.mjs";

const SIGNED_HEADERS = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "In-Reply-To",
  "References",
  "List-Id",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
  "Auto-Submitted",
].join(":");

/**
 * Sends the outbox's mail over SMTP when SMTP_URL is set, otherwise as .eml files in DATA_DIR/mail/, so a site
 * without a mail server loses nothing and the files open in any mail program.
 */
export function createMailer({
  smtpUrl,
  mailDir,
  uploadsDir,
  readCv = (file) => readFile(join(uploadsDir, file)),
  dkim = null,
  connections = DELIVERIES_AT_ONCE,
}) {
  // nodemailer's default signed headers, plus the two a one-click unsubscribe needs covered (RFC 8058 section 4).
  const signing = dkim ? { dkim: { headerFieldNames: SIGNED_HEADERS, ...dkim } } : {};
  const transport = smtpUrl
    ? nodemailer.createTransport(
        {
          url: smtpUrl,
          // Connections kept open and reused, one per delivery the outbox runs at once: a burst of mail costs
          // one handshake per 100 messages, and one hung connection holds one delivery, not all of them.
          pool: true,
          maxConnections: connections,
          // Bounded, so a dead server fails an attempt (and the outbox retries) well within its lease, and a
          // send in flight when the server stops ends within the outbox's stop wait.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        },
        signing,
      )
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }, signing);

  async function toMessage(payload) {
    // `eml` names the file in the no-SMTP mode; it is not part of the message.
    const { attachments = [], ...rest } = payload;
    delete rest.eml;
    return {
      ...rest,
      // Sent by the site itself, never by a person: out-of-office replies stay away (RFC 3834).
      headers: { ...rest.headers, "Auto-Submitted": "auto-generated" },
      // Read through the store: with PostgreSQL the CV is in the database, not on this server's disk.
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

  async function writeEml(name, bytes) {
    // Written aside and renamed: a message sent again after a crash replaces its file, never doubles it.
    const temp = join(mailDir, `.${name}.tmp`);
    const handle = await open(temp, "w", 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, join(mailDir, name));
    await syncDirectory(mailDir);
  }

  return {
    mode: smtpUrl ? "smtp" : "eml",
    /** Delivers one stored message; resolves with what the receiving side answered. */
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
  let url;
  try {
    url = new URL(smtpUrl);
  } catch {
    // Not echoed: the value may hold a password.
    throw new Error("SMTP_URL must be a URL like smtp://user:password@smtp.example.com:587");
  }
  const { protocol, hostname, port } = url;
  return `Mail is sent through ${protocol}//${hostname}${port ? `:${port}` : ""}`;
}
