// `npm run submissions -- <command>`: read, export and erase stored form submissions, and look after
// their outgoing mail, in the same DATA_DIR the server uses (it can run while the server does).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createStore } from "../server/forms/store.mjs";

const usage = `Usage: npm run submissions -- <command>
  list [--form FORM] [--since DATE]        submissions, newest first
  export --format csv|json [--form FORM] [--since DATE]
  show ID                                  one submission with its deliveries
  erase --email ADDRESS                    every submission, CV, message and alerts subscription of one person
  outbox                                   deliveries waiting or failed
  retry ID                                 deliver again now (an outbox row id, or a reference)
Reads DATA_DIR (default ./data).`;

const forms = ["contact", "career-interest", "academy-interest"];
const columns = [
  "id",
  "form",
  "createdAt",
  "firstName",
  "lastName",
  "email",
  "phone",
  "organisation",
  "location",
  "address",
  "subject",
  "vacancy",
  "message",
  "cvName",
  "cvSize",
];

class UsageError extends Error {}

const when = (ms) => (ms ? new Date(ms).toISOString().replace("T", " ").slice(0, 16) : "-");

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

// A cell starting with = + - @ is a formula to a spreadsheet; these texts come from strangers.
function csvCell(value) {
  const text = String(value ?? "");
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function filters(values) {
  if (values.form && !forms.includes(values.form)) throw new UsageError(`--form must be one of ${forms.join(", ")}.`);
  let since;
  if (values.since !== undefined) {
    since = Date.parse(values.since);
    if (Number.isNaN(since)) throw new UsageError(`--since "${values.since}" is not a date (try 2026-11-01).`);
  }
  return { form: values.form, since };
}

const table = (rows) => rows.map((cells) => cells.join("  ").trimEnd()).join("\n");

const commands = {
  list(store, { values }, out) {
    const rows = store.listSubmissions(filters(values));
    out(
      rows.length
        ? table(
            rows.map((row) => [
              row.id,
              when(row.createdAt),
              row.form.padEnd(16),
              `${row.fields.firstName} ${row.fields.lastName}`,
              `<${row.email}>`,
              row.cv ? `CV: ${row.cv.name}` : "",
            ]),
          )
        : "No submissions.",
    );
  },
  export(store, { values }, out) {
    if (!["csv", "json"].includes(values.format)) throw new UsageError("export needs --format csv or --format json.");
    const rows = store.listSubmissions(filters(values)).map(flat);
    if (values.format === "json") return out(JSON.stringify(rows, null, 2));
    out([columns.join(","), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(","))].join("\n"));
  },
  show(store, { positionals: [id] }, out) {
    if (!id) throw new UsageError("show needs a reference, e.g. show ML-7K3F9Q2X.");
    const submission = store.getSubmission(id.toUpperCase());
    if (!submission) throw new Error(`No submission ${id}.`);
    const deliveries = store.listOutbox({
      statuses: ["pending", "sending", "sent", "failed"],
      submissionId: submission.id,
    });
    out(`${submission.id}  ${submission.form}  ${when(submission.createdAt)}`);
    for (const [name, value] of Object.entries(submission.fields))
      if (value !== "") out(`  ${name}: ${String(value).replaceAll("\n", "\n    ")}`);
    if (submission.cv)
      out(
        `  CV: ${submission.cv.name} (${submission.cv.size} bytes) at ${join(store.paths.uploads, submission.cv.file)}`,
      );
    for (const row of deliveries)
      out(
        `  #${row.id} ${row.kind}: ${row.status}, ${row.attempts} attempt(s)${row.lastError ? `, last error: ${row.lastError}` : ""}`,
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
  outbox(store, _args, out) {
    const rows = store.listOutbox();
    out(
      rows.length
        ? table(
            rows.map((row) => [
              `#${row.id}`,
              row.submissionId ?? `alerts:${row.subscriptionId}`,
              row.kind.padEnd(12),
              row.status.padEnd(7),
              `${row.attempts} attempt(s)`,
              row.status === "failed"
                ? `failed: ${row.lastError}`
                : `next ${when(row.nextAttemptAt)}${row.lastError ? `, last error: ${row.lastError}` : ""}`,
            ]),
          )
        : "Nothing waiting: every message was delivered.",
    );
  },
  retry(store, { positionals: [id] }, out) {
    if (!id) throw new UsageError("retry needs an outbox row id (#12 or 12) or a reference.");
    const number = /^#?\d+$/.test(id) ? Number(id.replace("#", "")) : null;
    const ids =
      number !== null
        ? [number]
        : store.listOutbox({ statuses: ["pending", "failed"], submissionId: id.toUpperCase() }).map((row) => row.id);
    const count = store.retryOutbox(ids);
    if (count === 0) throw new Error(`Nothing to retry for ${id}: no waiting or failed delivery has that id.`);
    out(`${count} deliver${count === 1 ? "y" : "ies"} queued again; the server sends within a minute.`);
  },
};

/** Runs one command; returns the exit code. `out` and `err` take one line each. */
export async function main(argv, { env = process.env, out = console.log, err = console.error } = {}) {
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
      },
    });
    const dataDir = env.DATA_DIR || "data";
    if (!existsSync(join(dataDir, "site.db")))
      throw new Error(`No submissions database at ${join(dataDir, "site.db")} (is DATA_DIR set?).`);
    const store = createStore({ dataDir });
    try {
      await commands[command](store, args, out);
    } finally {
      store.close();
    }
    return 0;
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
