// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createStore } from "../server/forms/store.mjs";
import { tempDataDir } from "../server/forms/test-support.mjs";
import { main } from "./submissions.mjs";

let dataDir;
const ada = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  message: '=HYPERLINK("x"), "quoted"\nsecond line',
};

beforeEach(() => {
  dataDir = tempDataDir();
  const store = createStore({ dataDir });
  writeFileSync(join(store.paths.uploads, "cv-file.pdf"), "%PDF-");
  const messages = [
    { kind: "inbox", payload: {} },
    { kind: "confirmation", payload: {} },
  ];
  const cv = { file: "cv-file.pdf", name: "Ada CV.pdf", size: 5, type: "application/pdf" };
  store.insertSubmission({
    id: "ML-AAAAAAAA",
    form: "career-interest",
    email: ada.email,
    fields: ada,
    cv,
    messages,
    now: Date.parse("2026-11-01T10:00:00Z"),
  });
  store.insertSubmission({
    id: "ML-BBBBBBBB",
    form: "contact",
    email: "grace@example.com",
    fields: { firstName: "Grace", lastName: "Hopper", email: "grace@example.com" },
    messages,
    now: Date.parse("2026-11-20T10:00:00Z"),
  });
  const row = store.claimNext({ leaseMs: 1000 });
  store.markFailed(row, "550 no such mailbox", null);
  store.close();
});

async function run(...argv) {
  const lines = { out: [], err: [] };
  const code = await main(argv, {
    env: { DATA_DIR: dataDir },
    out: (line) => lines.out.push(line),
    err: (line) => lines.err.push(line),
  });
  return { code, out: lines.out.join("\n"), err: lines.err.join("\n") };
}

describe("npm run submissions", () => {
  it("lists submissions newest first, filtered by form and date", async () => {
    const all = await run("list");
    expect(all.code).toBe(0);
    expect(all.out.split("\n").map((line) => line.slice(0, 11))).toEqual(["ML-BBBBBBBB", "ML-AAAAAAAA"]);
    expect((await run("list", "--form", "contact")).out).not.toContain("ML-AAAAAAAA");
    expect((await run("list", "--since", "2026-11-10")).out).not.toContain("ML-AAAAAAAA");
  });

  it("exports CSV safe for spreadsheets, and JSON", async () => {
    const csv = (await run("export", "--format", "csv", "--form", "career-interest")).out;
    const [header, row] = csv.split("\n", 2);
    expect(header).toBe(
      "id,form,createdAt,firstName,lastName,email,phone,organisation,location,address,subject,vacancy,message,cvName,cvSize",
    );
    expect(csv).toContain(`"'=HYPERLINK(""x""), ""quoted""\nsecond line"`);
    expect(row.startsWith("ML-AAAAAAAA,career-interest,2026-11-01T10:00:00.000Z,Ada,Lovelace")).toBe(true);
    const json = JSON.parse((await run("export", "--format", "json")).out);
    expect(json.map((entry) => entry.id)).toEqual(["ML-BBBBBBBB", "ML-AAAAAAAA"]);
    expect(json[1]).toMatchObject({ cvName: "Ada CV.pdf", cvSize: 5, message: ada.message });
  });

  it("shows one submission with its deliveries", async () => {
    const { out } = await run("show", "ml-aaaaaaaa");
    expect(out).toContain("ML-AAAAAAAA  career-interest");
    expect(out).toContain("CV: Ada CV.pdf (5 bytes)");
    expect(out).toMatch(/#1 inbox: failed, 1 attempt\(s\), last error: 550 no such mailbox/);
  });

  it("lists waiting and failed deliveries, and queues a failed one again", async () => {
    expect((await run("outbox")).out).toMatch(
      /#1 +ML-AAAAAAAA +inbox +failed +1 attempt\(s\) +failed: 550 no such mailbox/,
    );
    expect(await run("retry", "#1")).toMatchObject({
      code: 0,
      out: "1 delivery queued again; the server sends within a minute.",
    });
    expect((await run("retry", "ML-AAAAAAAA")).out).toBe(
      "2 deliveries queued again; the server sends within a minute.",
    );
    expect((await run("outbox")).out).not.toContain("failed");
  });

  it("erases a person: submissions, CV and deliveries", async () => {
    expect((await run("erase", "--email", "ADA@example.com")).out).toBe(
      "Erased 1 submission(s) and 1 file(s) of ada@example.com.",
    );
    expect((await run("list")).out).not.toContain("ML-AAAAAAAA");
    expect((await run("outbox")).out).not.toContain("ML-AAAAAAAA");
    expect(existsSync(join(dataDir, "uploads", "cv-file.pdf"))).toBe(false);
  });

  it("erases a person's vacancy alerts subscription with their submissions", async () => {
    const store = createStore({ dataDir });
    store.signUp({
      email: "ada@example.com",
      preferences: { departments: [], levels: [], location: "" },
      compose: (subscription) => ({ to: subscription.email }),
    });
    expect((await run("outbox")).out).toMatch(/alerts:[0-9a-f]{24} +alert-confirmation +pending/);
    expect((await run("erase", "--email", "Ada@Example.com")).out).toBe(
      "Erased 1 submission(s) and 1 file(s) of ada@example.com.\nErased their vacancy alerts subscription and 0 file(s).",
    );
    expect(store.findSubscription("ada@example.com")).toBeNull();
    expect((await run("outbox")).out).not.toContain("alerts:");
    store.close();
  });

  it("explains a wrong command in one line", async () => {
    expect(await run("export", "--format", "xml")).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^submissions: export needs --format csv or --format json\.\n/),
    });
    expect((await run("list", "--since", "someday")).err.split("\n")[0]).toBe(
      'submissions: --since "someday" is not a date (try 2026-11-01).',
    );
    expect((await run("frobnicate")).code).toBe(2);
    expect(await run("show", "ML-ZZZZZZZZ")).toMatchObject({ code: 1, err: "submissions: No submission ML-ZZZZZZZZ." });
    expect(await run("retry", "#99")).toMatchObject({ code: 1 });
    const missing = await main(["list"], {
      env: { DATA_DIR: join(dataDir, "nowhere") },
      out() {},
      err: (line) => expect(line).toMatch(/No submissions database at/),
    });
    expect(missing).toBe(1);
  });

  it("runs as a script", () => {
    const out = execFileSync(process.execPath, ["scripts/submissions.mjs", "list", "--form", "contact"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(out).toMatch(/^ML-BBBBBBBB .*Grace Hopper +<grace@example.com>\n$/);
  });
});
