// `npm run alerts -- <command>`: the vacancy alerts' digest by hand, in the same DATA_DIR the server uses
// (it can run while the server does: a digest is never queued twice, whichever process runs the job).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createAlerts } from "../server/alerts/service.mjs";
import { mailDomain, resolveConfig } from "../server/kernel/config.mjs";
import { openStore } from "../server/store/index.mjs";

const usage = `Usage: npm run alerts -- <command>
  send                       queue the digests due now (the server's outbox delivers them)
  preview --email ADDRESS    print the digest this address would get now; queues nothing
Reads DATA_DIR (default ./data), the roles of the release in BUILD_DIR (or ALERTS_VACANCIES_FILE),
ALERTS_SECRET (or DATA_DIR/alerts-secret), SITE_ORIGIN and MAIL_FROM, as the server does.`;

class UsageError extends Error {}

const when = (ms) => new Date(ms).toISOString().replace("T", " ").slice(0, 16);

const commands = {
  async send(alerts, _args, out) {
    const result = await alerts.digest.run();
    if (result.skipped) throw new Error(`Nothing sent: ${result.skipped} (build the site first).`);
    out(
      `${result.queued} digest(s) queued for ${result.due} subscriber(s) due, from ${result.open} open vacancies; ` +
        "the server's outbox sends them within a minute (or when it next starts).",
    );
  },
  async preview(alerts, { values }, out) {
    if (!values.email) throw new UsageError("preview needs --email ADDRESS.");
    const { payload, reason, notBefore } = await alerts.digest.preview(values.email);
    if (!payload) return out(reason);
    out(`To: ${payload.to}`);
    out(`Subject: ${payload.subject}`);
    for (const [name, value] of Object.entries(payload.headers ?? {})) out(`${name}: ${value}`);
    if (notBefore > Date.now()) out(`(not before ${when(notBefore)} UTC: one digest a day at most)`);
    out("");
    out(payload.text);
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
    const args = parseArgs({ args: rest, allowPositionals: false, options: { email: { type: "string" } } });
    const forms = resolveConfig({ notice: () => {} }, env);
    if (!forms.databaseUrl && !existsSync(join(forms.dataDir, "site.db")))
      throw new Error(`No database at ${join(forms.dataDir, "site.db")} (is DATA_DIR set?).`);
    const store = await openStore({ databaseUrl: forms.databaseUrl, dataDir: forms.dataDir });
    try {
      await commands[command](createAlerts({ store, env, forms, domain: mailDomain }), args, out);
    } finally {
      await store.close();
    }
    return 0;
  } catch (error) {
    err(`alerts: ${error.message}`);
    if (error instanceof UsageError || error.code?.startsWith("ERR_PARSE_ARGS")) {
      err("Run `npm run alerts -- help` for the commands.");
      return 2;
    }
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = await main(process.argv.slice(2));
