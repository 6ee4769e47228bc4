// Forms under load: a server of its own (a fresh DATA_DIR, a real SMTP server on loopback, the per-visitor
// rate limit and the minimum fill time lifted, since every post comes from one address at once) takes 10
// concurrent applications with a 4 MB CV each (40 in all), whose mail is awaited in full, then 50 concurrent
// contact messages for 20 s. Nothing may be lost: every answer a 201, one stored row per 201, two mails
// queued or delivered per row and none failed. The burst's thousands of mails are not awaited (the outbox
// sends them one at a time, over one reused connection): the delivery rate is reported. Holds the contact
// p99 under 200 ms and the server's peak memory to its idle size plus headroom (uploads are streamed to
// disk, never held whole).
//
//   node scripts/audit/forms-load.mjs [--duration 20]   (BUILD_DIR selects the build)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { multipart, startSmtp, waitFor } from "../../tests/support/forms-api.mjs";
import { startServer } from "./server.mjs";

export const title = "Forms under load (autocannon and a loopback SMTP server)";
export const bar =
  "0 errors, every answer 201, rows = 201s, 2 mails a row queued (CV mails delivered), 0 failed; contact p99 < 200 ms; peak RSS < idle + 150 MB";
export const needsBrowser = false;

const P99_LIMIT_MS = 200;
const RSS_HEADROOM_MB = 150;
const CV_BYTES = 4 * 1024 * 1024;

function duration() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { duration: { type: "string" } },
    strict: false,
    allowPositionals: true,
  });
  return Number(values.duration) > 0 ? Number(values.duration) : 20;
}

/** The server's resident memory now and at its peak, in MB (Linux: /proc). */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** A PDF the CV checks accept: the signature, then filler up to `size` bytes. */
function pdf(size) {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write("%PDF-1.7\n% Curriculum vitae\n");
  bytes.write("\n%%EOF\n", size - 7);
  return bytes;
}

const person = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", website: "" };

function hammer(origin, path, { body, contentType, connections, ...limits }) {
  return autocannon({
    url: `${origin}${path}`,
    method: "POST",
    headers: { "content-type": contentType, accept: "application/json", origin },
    body,
    connections,
    timeout: 30,
    ...limits,
  });
}

export async function run() {
  const seconds = duration();
  const dataDir = mkdtempSync(join(tmpdir(), "forms-load-"));
  const smtp = await startSmtp();
  const server = await startServer({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    FORMS_RATE_LIMIT: "1000000",
    // Every post of the load has one address: each must still get its confirmation.
    CONFIRMATIONS_PER_HOUR: "1000000",
    FORMS_MIN_FILL_MS: "0",
    LOG_LEVEL: "warn",
  });
  try {
    const idle = memory(server.pid).rss;
    const contact = {
      body: new URLSearchParams({
        ...person,
        subject: "inquiry",
        message: "Do you build ordering software for independent restaurants?",
        phone: "",
      }).toString(),
      contentType: "application/x-www-form-urlencoded",
    };
    const application = await multipart({ ...person, consent: "yes", message: "I would love to join." }, [
      { filename: "Ada Lovelace CV.pdf", bytes: pdf(CV_BYTES), type: "application/pdf" },
    ]);
    // The applications first, their mail awaited in full: every CV reaches the inbox as an attachment.
    const uploads = await hammer(server.origin, "/api/forms/career-interest", {
      ...application,
      connections: 10,
      amount: 40,
    });
    const cvMails = 2 * uploads["2xx"];
    const cvStarted = Date.now();
    await waitFor(() => smtp.messages.length >= cvMails, {
      timeout: 120_000,
      interval: 100,
      what: "the CV mail",
    }).catch(() => {});
    const cvDelivered = smtp.messages.length;
    const cvSeconds = (Date.now() - cvStarted) / 1000;
    const contacts = await hammer(server.origin, "/api/forms/contact", {
      ...contact,
      connections: 50,
      duration: seconds,
    });
    const peak = memory(server.pid).peak;
    const runs = [
      ["application, 4 MB CV", "/api/forms/career-interest", uploads],
      ["contact", "/api/forms/contact", contacts],
    ];
    const accepted = uploads["2xx"] + contacts["2xx"];

    // Nothing lost: one row per 201 (plus at most one per connection still in flight when the run stopped,
    // answered after autocannon stopped counting), and two queued or delivered mails per row, none failed.
    const db = new DatabaseSync(join(dataDir, "site.db"), { readOnly: true });
    // One read transaction, one snapshot: posts still in flight when autocannon stopped may commit meanwhile.
    db.exec("BEGIN");
    const rows = db.prepare("SELECT count(*) AS n FROM submissions").get().n;
    const outbox = Object.fromEntries(
      db
        .prepare("SELECT status, count(*) AS n FROM outbox GROUP BY status")
        .all()
        .map(({ status, n }) => [status, n]),
    );
    db.exec("COMMIT");
    db.close();
    const queued = Object.values(outbox).reduce((sum, n) => sum + n, 0);
    // The outbox's pace on the contact burst: the mail delivered in the next 30 s.
    const before = smtp.messages.length;
    const rateStarted = Date.now();
    await waitFor(() => smtp.messages.length >= 2 * accepted || Date.now() - rateStarted >= 30_000, {
      timeout: 35_000,
      interval: 250,
      what: "30 s of delivery",
    });
    const rate = (smtp.messages.length - before) / ((Date.now() - rateStarted) / 1000);

    const failures = [];
    const table = runs.map(([name, path, result]) => {
      const misses = [];
      if (result.errors > 0) misses.push(`${result.errors} errors`);
      if (result.timeouts > 0) misses.push(`${result.timeouts} timeouts`);
      if (result.non2xx > 0) misses.push(`${result.non2xx} answers other than 201`);
      if (name === "contact" && !(result.latency.p99 < P99_LIMIT_MS))
        misses.push(`p99 ${result.latency.p99} ms (limit < ${P99_LIMIT_MS} ms)`);
      if (misses.length > 0) failures.push(`${name}: ${misses.join(", ")}`);
      return [
        name,
        path,
        String(result.connections),
        String(result["2xx"]),
        String(result.non2xx),
        String(result.errors),
        String(result.latency.p50),
        String(result.latency.p99),
      ];
    });
    if (cvDelivered < cvMails) failures.push(`${cvDelivered} of ${cvMails} application mails delivered in 120 s`);
    if (rows < accepted || rows > accepted + 50) failures.push(`${accepted} answered 201 but ${rows} rows were stored`);
    if (queued !== 2 * rows) failures.push(`${rows} rows but ${queued} mails queued or sent (2 a row expected)`);
    if (outbox.failed) failures.push(`${outbox.failed} mails failed`);
    if (!(peak < idle + RSS_HEADROOM_MB))
      failures.push(`peak RSS ${Math.round(peak)} MB over idle ${Math.round(idle)} MB + ${RSS_HEADROOM_MB} MB`);
    return {
      headers: ["load", "path", "connections", "201", "other", "errors", "p50 ms", "p99 ms"],
      rows: table,
      failures,
      summary:
        `${accepted} accepted, ${rows} rows, ${queued} mails queued (${outbox.failed ?? 0} failed); ` +
        `the ${cvMails} application mails delivered in ${cvSeconds.toFixed(1)} s; ` +
        `then ${rate.toFixed(0)} mails/s; server RSS idle ${Math.round(idle)} MB, peak ${Math.round(peak)} MB`,
    };
  } finally {
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { runStandalone } = await import("./report.mjs");
  await runStandalone({ title, bar, needsBrowser, run });
}
