import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test as base, type TestInfo } from "@playwright/test";
import { startSmtp } from "../../support/forms-api.mjs";
import { freePorts } from "../../support/ports.mjs";
import { today } from "../../../server/alerts/vacancies.mjs";
import { servedClient } from "../../../server/releases.mjs";
import type { AlertVacancy } from "../../../app/features/careers/vacancies-json.ts";

/** One vacancy as the build writes it into `/careers/vacancies.json`. */
export type Vacancy = AlertVacancy;

/** A message the SMTP server accepted, as mailparser reads it. */
export type ReceivedMail = {
  to: { text: string };
  subject: string;
  text: string;
  html: string;
  headerLines: { key: string; line: string }[];
};

/**
 * The site as it runs in production for vacancy alerts: `node server/start.mjs` on its own port, with a
 * temporary DATA_DIR, mail sent over SMTP to a real `smtp-server` on loopback (in the test process), the
 * vacancy list in a file of its own (ALERTS_VACANCIES_FILE, starting as the build's list) and the digest
 * run every second (ALERTS_INTERVAL_MS, the least it takes). One per Playwright worker.
 */
export type AlertsSite = {
  origin: string;
  /** Every message the SMTP server has accepted so far, oldest first. */
  mail: ReceivedMail[];
  /** The build's vacancies still open today: the list every published one starts from. */
  baseVacancies: Vacancy[];
  /** "Publishes" the build's list plus `added`, written whole as a deploy would (the server reads it per run). */
  publish(added: Vacancy[]): void;
  /** Runs `npm run <script> -- ...args` (scripts/<script>.mjs) against the site's DATA_DIR; its standard output. */
  command(script: "alerts" | "submissions", ...args: string[]): Promise<string>;
};

/** A free port on loopback, to start the server on a known origin (its links in the mail name it). */
const freePort = async (): Promise<number> => (await freePorts(1))[0]!;

/** Resolves once the server prints its "Serving ... on <origin>" line; rejects if it exits first. */
function serving(child: ChildProcess, origin: string): Promise<void> {
  let output = "";
  return new Promise((resolve, reject) => {
    // The last lines only: the pipes are read for as long as the server runs, so its logging never blocks.
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (keep(chunk).includes(`on ${origin}`)) resolve();
    });
    child.stderr?.on("data", keep);
    child.once("exit", (code) => reject(new Error(`The alerts server exited (${code}) before serving:\n${output}`)));
  });
}

export const test = base.extend<object, { alertsSite: AlertsSite }>({
  alertsSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const buildDir = process.env.BUILD_DIR ?? "build";
      const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-alerts-"));
      const vacanciesFile = join(dataDir, "vacancies.json");
      const built = JSON.parse(readFileSync(join(servedClient(buildDir), "careers", "vacancies.json"), "utf8")) as {
        vacancies: Vacancy[];
      };
      const baseVacancies = built.vacancies.filter((vacancy) => vacancy.closes === null || vacancy.closes >= today());
      const publish = (added: Vacancy[]) => {
        // Written aside and renamed, so the server never reads half a list.
        writeFileSync(`${vacanciesFile}.tmp`, JSON.stringify({ vacancies: [...baseVacancies, ...added] }));
        renameSync(`${vacanciesFile}.tmp`, vacanciesFile);
      };
      publish([]);

      const smtp = await startSmtp();
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const env = {
        ...process.env,
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        SITE_ORIGIN: origin,
        ALERTS_VACANCIES_FILE: vacanciesFile,
        ALERTS_INTERVAL_MS: "1000",
        // The forms' bot guards, as for the other browser tests (tests/e2e/support/server-env.ts).
        FORMS_MIN_FILL_MS: "0",
        FORMS_RATE_LIMIT: "10000",
        CONFIRMATIONS_PER_HOUR: "10000",
        LOG_LEVEL: "warn",
      };
      const server = spawn(process.execPath, ["server/start.mjs"], {
        env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const exited = new Promise((resolve) => server.once("exit", resolve));
      try {
        await serving(server, origin);
        await provide({
          origin,
          mail: smtp.messages as ReceivedMail[],
          baseVacancies,
          publish,
          command: (script, ...args) =>
            new Promise((resolve, reject) =>
              execFile(process.execPath, [`scripts/${script}.mjs`, ...args], { env }, (error, stdout, stderr) =>
                error
                  ? reject(new Error(`npm run ${script} -- ${args.join(" ")}: ${stderr || error.message}`))
                  : resolve(stdout.trim()),
              ),
            ),
        });
      } finally {
        server.kill("SIGTERM");
        await exited;
        await smtp.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
  // Pages open on the alerts server, so the links in its mail and the browser's origin are the same.
  baseURL: async ({ alertsSite }, provide) => provide(alertsSite.origin),
});

export { expect };

/** An address no other test (or run, or width) uses, so its mail can be told apart. */
export const addressFor = (info: TestInfo) =>
  `alerts-${info.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
