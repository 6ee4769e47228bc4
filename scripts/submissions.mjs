// `npm run submissions -- <command>`: read, export and erase stored form submissions, and look after
// their outgoing mail, in the same DATA_DIR the server uses (it can run while the server does).
import { chmodSync, constants, copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { HOUR } from "../server/durations.mjs";
import { apiFormNames, apiForms } from "../app/forms/model/definitions/index.ts";
import { sourceText } from "../app/forms/model/visit-source.ts";
import { openStore } from "../server/store/index.mjs";
import { age } from "../server/ops/summary.mjs";

const usage = `Usage: npm run submissions -- <command>
  list [--form FORM] [--since DATE]        submissions, newest first
  export --format csv|json [--form FORM] [--since DATE]
  show ID                                  one submission with its deliveries
  cv ID FILE                               a submission's CV, written to FILE (new, owner-only)
  erase --email ADDRESS                    every submission, CV, message and alerts subscription of one person
  outbox [--check]                         deliveries waiting or failed; --check: one line, and exit 1
                                           when one has failed or waited over an hour (for monitoring)
  retry ID                                 deliver again now: an outbox row (#12 or 12), or a reference's
                                           waiting and failed ones (a row left sending by a stopped sender too)
  retry --all-failed                       every delivery that failed for good
  retry --since DATE                       every failed or waiting delivery queued since DATE
  backup FILE                              a consistent copy of the database in FILE and the CVs in
                                           FILE-uploads/, while the server runs (both new, owner-only)
Reads DATA_DIR (default ./data). Control characters visitors typed are shown escaped, e.g. \\x1b.`;

// What each command takes; the names in capitals are its positional arguments.
const takes = {
  list: ["form", "since"],
  export: ["format", "form", "since"],
  show: ["ID"],
  cv: ["ID", "FILE"],
  erase: ["email"],
  outbox: ["check"],
  retry: ["ID", "all-failed", "since"],
  backup: ["FILE"],
};

const forms = apiFormNames;
// Every form's fields, each once, in the forms' order (what a file or a consent box holds is not a column:
// the CV is described by its name and size).
const fieldColumns = [
  ...new Set(
    Object.values(apiForms).flatMap((form) =>
      form.fields.filter(({ kind }) => kind !== "file" && kind !== "consent").map(({ name }) => name),
    ),
  ),
];
// A role's own questions, in one cell (answersCell).
// Where an application's visit came from, in one cell ("utm_source=…, gh_src=…").
const columns = ["id", "form", "createdAt", ...fieldColumns, "cvName", "cvSize", "answers", "source"];

class UsageError extends Error {}

const when = (ms) => (ms ? new Date(ms).toISOString().replace("T", " ").slice(0, 16) : "-");

// Visitors' texts reach the operator's terminal: a C0 or C1 control there (ESC, CSI, OSC, BEL...) can
// retitle, clear or rewrite the screen or set the clipboard, and a bidi override makes text read other
// than it is. Each is printed as an escape instead (\x1b, \u009b, \u202e; tab, CR and LF as \t, \r, \n).
const controls = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;
const csvControls = /(?![\t\n\r])[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;
const named = { "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const hex = (char, digits) => char.charCodeAt(0).toString(16).padStart(digits, "0");
const escape = (char) => named[char] ?? (char < "\u0080" ? `\\x${hex(char, 2)}` : `\\u${hex(char, 4)}`);

/** One stored value as one safe line. */
const printable = (value) => String(value ?? "").replace(controls, escape);

/** A multi-line value (a message) keeps its line breaks, each further line indented; the rest is escaped. */
const printableLines = (value, indent) =>
  String(value ?? "")
    .split(/\r?\n/)
    .map(printable)
    .join(`\n${indent}`);

function flat(submission) {
  const { fields, cv } = submission;
  return {
    ...fields,
    id: submission.id,
    form: submission.form,
    createdAt: new Date(submission.createdAt).toISOString(),
    cvName: cv?.name ?? "",
    cvSize: cv?.size ?? "",
  };
}

/**
 * A role's own questions as stored with the submission (server/forms/answers.mjs), a line each: "Label: answer".
 * Read here as stored, not through that module: it brings the forms' rules along, seconds of start-up for a command.
 */
const answerLines = (answers) =>
  Array.isArray(answers) ? answers.map(({ label, answer }) => `${label}: ${answer}`) : [];
const answersCell = (answers) => answerLines(answers).join("\n");

// A spreadsheet reads a cell starting with = + - @ (after any spaces) as a formula, and these texts come
// from strangers. Every cell is quoted, but a reader that splits on ; or tab, or ignores quotes, starts a
// cell after any , ; tab or line break inside ours, so a formula character there gets a ' before it too,
// as does a cell starting with a tab or CR. Tab, CR and LF stay (quoted); other controls are escaped.
const formulaAfterSeparator = /([,;\t\r\n][\s"]*)(?=[=+\-@])/g;
const formulaFirst = /^(?:[\t\r]|[\s"]*[=+\-@])/;
function csvCell(value) {
  const text = String(value ?? "")
    .replace(csvControls, escape)
    .replace(formulaAfterSeparator, "$1'");
  const safe = formulaFirst.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

// JSON.stringify escapes C0 but writes DEL, C1 and the bidi overrides as they are; \u escapes keep the same data.
const jsonUnsafe = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const json = (rows) => JSON.stringify(rows, null, 2).replace(jsonUnsafe, (char) => `\\u${hex(char, 4)}`);

function sinceOf(values) {
  if (values.since === undefined) return undefined;
  const since = Date.parse(values.since);
  if (Number.isNaN(since)) throw new UsageError(`--since "${values.since}" is not a date (try 2026-11-01).`);
  return since;
}

function filters(values) {
  if (values.form && !forms.includes(values.form)) throw new UsageError(`--form must be one of ${forms.join(", ")}.`);
  return { form: values.form, since: sinceOf(values) };
}

const table = (rows) => rows.map((cells) => cells.join("  ").trimEnd()).join("\n");

/** What the receiving side answered, in a few words, when the transport recorded it. */
function answerOf(result) {
  if (!result || typeof result !== "object") return "";
  const answer = result.response ?? (result.status ? `HTTP ${result.status}` : result.file);
  return answer ? printable(answer) : "";
}

// A row stays `sending` while its sender holds the lease; one whose lease ran out lost its sender (a
// crash or a restart mid-send) and is taken again when the lease ends, so that is its real next time.
const leaseRuns = (row, now) => row.status === "sending" && row.leaseUntil > now;

/** Where one delivery stands: when it is tried next, who holds it, or why it stopped. */
function state(row, now) {
  const error = row.lastError ? `, last error: ${printable(row.lastError)}` : "";
  const answer = answerOf(row.result);
  if (row.status === "failed")
    return `gave up ${when(row.nextAttemptAt)}: ${printable(row.lastError ?? "no error recorded")}${answer ? `, answer: ${answer}` : ""}`;
  if (row.status === "sent") return `sent ${when(row.sentAt)}${answer ? `, answer: ${answer}` : ""}`;
  if (leaseRuns(row, now)) return `being sent, lease ends ${when(row.leaseUntil)}${error}`;
  if (row.status === "sending")
    return `lease ended ${when(row.leaseUntil)} with no answer (its sender stopped): the server takes it again, or retry #${row.id}${error}`;
  return `next ${when(row.nextAttemptAt)}${error}`;
}

/** Puts rows back in line, leaving those whose sender still holds them; says what it did. */
async function requeue(store, rows, out, now) {
  const busy = rows.filter((row) => leaseRuns(row, now));
  const count = await store.retryOutbox(
    rows.filter((row) => !busy.includes(row)).map((row) => row.id),
    { now },
  );
  if (count) out(`${count} deliver${count === 1 ? "y" : "ies"} queued again; the server sends within a minute.`);
  for (const row of busy)
    out(`#${row.id} is being sent now (its lease ends ${when(row.leaseUntil)}); left to its sender.`);
  return { count, busy: busy.length };
}

/** The outbox for monitoring: one line, and 1 when a message failed or has waited over an hour. */
function check(rows, out, now) {
  const failed = rows.filter((row) => row.status === "failed");
  const late = rows.filter((row) => row.status !== "failed" && now - row.createdAt > HOUR);
  if (!failed.length && !late.length) {
    out(`outbox OK: ${rows.length} waiting, none for over an hour, none failed.`);
    return 0;
  }
  const oldest = Math.min(...[...failed, ...late].map((row) => row.createdAt));
  out(
    `outbox NOT OK: ${failed.length} failed, ${late.length} waiting over an hour; the oldest was queued ${age(now - oldest)} ago.`,
  );
  return 1;
}

/** Writes a new file only its owner can read (what it holds is personal data); never over another file. */
function writeNewPrivate(file, data, advice) {
  try {
    writeFileSync(file, data, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if (error.code === "EEXIST") throw new Error(`${file} exists already: ${advice}.`);
    throw error;
  }
}

const commands = {
  async list(store, { values }, out) {
    const rows = await store.listSubmissions(filters(values));
    out(
      rows.length
        ? table(
            rows.map((row) => [
              printable(row.id),
              when(row.createdAt),
              printable(row.form).padEnd(16),
              `${printable(row.fields.firstName)} ${printable(row.fields.lastName)}`,
              `<${printable(row.email)}>`,
              row.cv ? `CV: ${printable(row.cv.name)}` : "",
            ]),
          )
        : "No submissions.",
    );
  },
  async export(store, { values }, out) {
    if (!["csv", "json"].includes(values.format)) throw new UsageError("export needs --format csv or --format json.");
    const rows = (await store.listSubmissions(filters(values))).map(flat);
    if (values.format === "json") return out(json(rows));
    out(
      [
        columns,
        ...rows.map((row) =>
          columns.map((column) =>
            column === "answers"
              ? answersCell(row.answers)
              : column === "source"
                ? sourceText(row.source)
                : row[column],
          ),
        ),
      ]
        .map((cells) => cells.map(csvCell).join(","))
        .join("\n"),
    );
  },
  async show(store, { positionals: [id] }, out, now) {
    if (!id) throw new UsageError("show needs a reference, e.g. show ML-7K3F9Q2X.");
    const submission = await store.getSubmission(id.toUpperCase());
    if (!submission) throw new Error(`No submission ${id}.`);
    const deliveries = await store.listOutbox({
      statuses: ["pending", "sending", "sent", "failed"],
      submissionId: submission.id,
    });
    out(`${printable(submission.id)}  ${printable(submission.form)}  ${when(submission.createdAt)}`);
    for (const [name, value] of Object.entries(submission.fields))
      if (value !== "" && name !== "answers" && name !== "source")
        out(`  ${printable(name)}: ${printableLines(value, "    ")}`);
    for (const line of answerLines(submission.fields.answers)) out(`  ${printableLines(line, "    ")}`);
    if (submission.fields.source) out(`  Came from: ${printable(sourceText(submission.fields.source))}`);
    // With PostgreSQL the CV is in the database, not on this machine's disk: the cv command writes it out.
    if (submission.cv)
      out(
        `  CV: ${printable(submission.cv.name)} (${printable(submission.cv.size)} bytes) ${
          store.cvsInDatabase
            ? `in the database (save it with: cv ${printable(submission.id)} FILE)`
            : `at ${printable(join(store.paths.uploads, submission.cv.file))}`
        }`,
      );
    for (const row of deliveries)
      out(`  #${row.id} ${printable(row.kind)}: ${row.status}, ${row.attempts} attempt(s), ${state(row, now)}`);
  },
  async cv(store, { positionals: [id, file] }, out) {
    if (!file) throw new UsageError("cv needs a reference and a file to write, e.g. cv ML-7K3F9Q2X ada-cv.pdf.");
    const submission = await store.getSubmission(id.toUpperCase());
    if (!submission) throw new Error(`No submission ${id}.`);
    if (!submission.cv) throw new Error(`${printable(submission.id)} has no CV.`);
    const bytes = await store.readCv(submission.cv.file);
    writeNewPrivate(file, bytes, "write the CV to a new name");
    out(
      `Wrote the CV of ${printable(submission.id)}, ${printable(submission.cv.name)} (${bytes.length} bytes), to ${file}.`,
    );
  },
  async erase(store, { values }, out) {
    if (!values.email) throw new UsageError("erase needs --email ADDRESS.");
    const { submissions, files } = await store.eraseByEmail(values.email);
    out(`Erased ${submissions} submission(s) and ${files} file(s) of ${values.email.trim().toLowerCase()}.`);
    // Their vacancy alerts subscription too (with its queued mail and written .eml files), when there is one.
    const alerts = await store.eraseSubscription(values.email);
    if (alerts.subscriptions) out(`Erased their vacancy alerts subscription and ${alerts.files} file(s).`);
  },
  async outbox(store, { values }, out, now) {
    const rows = await store.listOutbox();
    if (values.check) return check(rows, out, now);
    out(
      rows.length
        ? table(
            rows.map((row) => [
              `#${row.id}`,
              printable(row.submissionId ?? (row.subscriptionId ? `alerts:${row.subscriptionId}` : "ops")),
              printable(row.kind).padEnd(12),
              row.status.padEnd(7),
              `${row.attempts} attempt(s)`,
              state(row, now),
            ]),
          )
        : "Nothing waiting: every message was delivered.",
    );
  },
  async retry(store, { values, positionals: [id] }, out, now) {
    const ways = [id !== undefined, values["all-failed"], values.since !== undefined].filter(Boolean).length;
    if (ways !== 1)
      throw new UsageError(
        "retry needs one of: an outbox row id (#12 or 12) or a reference, --all-failed, or --since DATE.",
      );
    if (values["all-failed"]) {
      if (!(await requeue(store, await store.listOutbox({ statuses: ["failed"] }), out, now)).count)
        out("Nothing to retry: no delivery has failed.");
      return 0;
    }
    if (values.since !== undefined) {
      const since = sinceOf(values);
      const { count, busy } = await requeue(store, await store.listOutbox({ since }), out, now);
      if (!count && !busy) out(`Nothing to retry: no delivery queued since ${when(since)} is waiting or failed.`);
      return 0;
    }
    let rows;
    if (/^#?\d+$/.test(id)) {
      const row = await store.getOutbox(Number(id.replace("#", "")));
      if (!row) throw new Error(`No outbox row #${id.replace("#", "")}.`);
      if (row.status === "sent") throw new Error(`#${row.id} was delivered ${when(row.sentAt)}; nothing to retry.`);
      if (leaseRuns(row, now))
        throw new Error(`#${row.id} is being sent now (its lease ends ${when(row.leaseUntil)}); nothing to retry.`);
      rows = [row];
    } else {
      const reference = id.toUpperCase();
      if (!(await store.getSubmission(reference))) throw new Error(`No submission ${id}.`);
      rows = await store.listOutbox({ submissionId: reference });
    }
    const { count, busy } = await requeue(store, rows, out, now);
    if (!count && !busy) throw new Error(`Nothing to retry for ${id}: no waiting or failed delivery has that id.`);
    return count ? 0 : 1;
  },
  async backup(store, { positionals: [file] }, out) {
    if (!file) throw new UsageError("backup needs a file to write, e.g. backup /var/backups/site-2026-11-26.db.");
    // Said before anything about FILE: with PostgreSQL no name would do.
    if (store.backupRefused) throw new Error(store.backupRefused);
    const uploads = `${file}-uploads`;
    if (existsSync(uploads)) throw new Error(`${uploads} exists already: back up to a new name.`);
    // Made empty first, never over an earlier backup; SQLite then writes the copy into it.
    writeNewPrivate(file, "", "back up to a new name");
    try {
      await store.backup(file);
    } catch (error) {
      // Nothing half-written is left under the backup's name.
      rmSync(file, { force: true });
      throw error;
    }
    chmodSync(file, 0o600);
    // The CVs after the database: every CV the copy names is there unless it was erased in between (as it
    // should be). Parts of uploads in flight (.incoming) belong to no stored submission and are left out.
    mkdirSync(uploads, { mode: 0o700 });
    let copied = 0;
    for (const entry of readdirSync(store.paths.uploads, { withFileTypes: true })) {
      if (!entry.isFile() || entry.name.startsWith(".")) continue;
      const target = join(uploads, entry.name);
      try {
        copyFileSync(join(store.paths.uploads, entry.name), target, constants.COPYFILE_EXCL);
      } catch (error) {
        // Erased (retention, or an erasure) between the listing and the copy: not wanted in a backup either.
        if (error.code === "ENOENT") continue;
        throw error;
      }
      chmodSync(target, 0o600);
      copied += 1;
    }
    out(`Backed up the database to ${file} and ${copied} CV file(s) to ${uploads}/.`);
  },
};

/** Runs one command; returns the exit code. `out` and `err` take one line each. */
export async function main(argv, { env = process.env, out = console.log, err = console.error, now = Date.now } = {}) {
  try {
    const [command, ...rest] = argv;
    if (!command || command === "help" || command === "--help") {
      out(usage);
      return command ? 0 : 2;
    }
    if (!Object.hasOwn(commands, command)) throw new UsageError(`Unknown command "${command}".`);
    const args = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        form: { type: "string" },
        since: { type: "string" },
        format: { type: "string" },
        email: { type: "string" },
        check: { type: "boolean" },
        "all-failed": { type: "boolean" },
      },
    });
    for (const name of Object.keys(args.values))
      if (!takes[command].includes(name)) throw new UsageError(`${command} does not take --${name}.`);
    if (args.positionals.length > takes[command].filter((name) => name === name.toUpperCase()).length)
      throw new UsageError(`${command} does not take "${args.positionals.at(-1)}".`);
    const dataDir = env.DATA_DIR || "data";
    const databaseUrl = env.DATABASE_URL || undefined;
    if (!databaseUrl && !existsSync(join(dataDir, "site.db")))
      throw new Error(`No submissions database at ${join(dataDir, "site.db")} (is DATA_DIR set?).`);
    const store = await openStore({ databaseUrl, dataDir });
    try {
      return (await commands[command](store, args, out, now())) ?? 0;
    } finally {
      await store.close();
    }
  } catch (error) {
    err(`submissions: ${error.message}`);
    if (error instanceof UsageError || error.code?.startsWith("ERR_PARSE_ARGS")) {
      err("Run `npm run submissions -- help` for the commands.");
      return 2;
    }
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = await main(process.argv.slice(2));
