import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const e2ePort = Number(process.env.E2E_PORT ?? 4173);

/**
 * Where the server under test keeps its submissions database, CVs and written mail (no SMTP_URL: every
 * message is an .eml file in `mail/` there). Tests read them to check that what a visitor sent arrived.
 */
export const e2eDataDir = join(tmpdir(), `site-e2e-${e2ePort}`);

/**
 * The forms API as in production, except its abuse guards: a browser test fills a form in well under the
 * 3 s minimum, sends more than 5 a minute from one address, and has more than 3 confirmations an hour
 * sent to the same few addresses. Each guard has its own tests against the real server
 * (`server/forms/*.test.mjs`).
 */
export const e2eServerEnv = {
  DATA_DIR: e2eDataDir,
  FORMS_MIN_FILL_MS: "0",
  FORMS_RATE_LIMIT: "10000",
  CONFIRMATIONS_PER_HOUR: "10000",
};

/**
 * The messages the server under test delivered for submission `reference`, as raw .eml text, keyed by kind
 * (`inbox`, `confirmation`). Delivery runs after the 201, so callers poll.
 */
export function deliveredMail(reference: string): Record<string, string> {
  const dir = join(e2eDataDir, "mail");
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.startsWith(`${reference}-`) && name.endsWith(".eml"))
      .map((name) => [name.slice(reference.length + 1, -".eml".length), readFileSync(join(dir, name), "utf8")]),
  );
}

/** One vacancy alert mail the server under test wrote (`alert-<subscription id>-<kind>-<time>.eml`). */
export type AlertMail = { file: string; subscriptionId: string; kind: string; text: string };

/** Quoted-printable undone (soft line breaks, =XX bytes), so links read as they were written. */
const unquote = (eml: string) =>
  eml.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A mail file's text, or null when it went between listing and reading: tests in other workers share the
 * server and unsubscribe their own addresses, which deletes those subscriptions' mail files.
 */
function readMail(path: string): string | null {
  try {
    return unquote(readFileSync(path, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The vacancy alert mail sent to `address`, oldest first. Delivery runs after the answer, so callers poll. */
export function deliveredAlertMail(address: string): AlertMail[] {
  const dir = join(e2eDataDir, "mail");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => ({ file, match: /^alert-(.+)-(confirmation|digest)-(\d+)\.eml$/.exec(file) }))
    .filter(({ match }) => match !== null)
    .map(({ file, match }) => ({
      file,
      subscriptionId: match![1]!,
      kind: match![2]!,
      time: Number(match![3]),
      text: readMail(join(dir, file)),
    }))
    .filter((mail): mail is typeof mail & { text: string } => mail.text !== null)
    .filter((mail) => new RegExp(`^To: .*${address.replace(/[.+]/g, "\\$&")}`, "mi").test(mail.text))
    .sort((a, b) => a.time - b.time)
    .map(({ time: _time, ...mail }) => mail);
}
