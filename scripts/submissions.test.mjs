// @vitest-environment node
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeEach, describe, expect, it } from "vitest";
import { openStore } from "../server/store/index.mjs";
import { tempDataDir } from "../tests/support/forms-api.mjs";
import { tempDir } from "../tests/support/temp-dirs.mjs";
import { storeKinds } from "../tests/support/stores.mjs";
import { main } from "./submissions.mjs";

// The command runs on SQLite, then on PostgreSQL where a cluster can be started here: each test's store
// is DATA_DIR's site.db, or a new database named by DATABASE_URL (with DATA_DIR beside it).
const kinds = storeKinds();
let kind;
let dataDir;
let databaseUrl;
let clock;
const NOW = Date.parse("2026-11-20T10:30:00Z");
const MINUTE = 60_000;
const ada = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  message: '=HYPERLINK("x"), "quoted"\nsecond line',
};

/** The command's environment, as an operator sets it for the store of the test. */
const commandEnv = () => ({ DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) });

/** The seed: two submissions (Ada's with a CV) and their four messages, the first failed for good. */
async function seed() {
  dataDir = tempDataDir();
  databaseUrl = await kind.newDatabaseUrl();
  const store = await openStore({ databaseUrl, dataDir });
  // Written where the server's upload leaves a CV: SQLite keeps the file, PostgreSQL reads it into the row.
  writeFileSync(join(store.paths.uploads, "cv-file.pdf"), "%PDF-");
  const messages = [
    { kind: "inbox", payload: {} },
    { kind: "confirmation", payload: {} },
  ];
  const cv = { file: "cv-file.pdf", name: "Ada CV.pdf", size: 5, type: "application/pdf" };
  await store.insertSubmission({
    id: "ML-AAAAAAAA",
    form: "career-interest",
    email: ada.email,
    fields: ada,
    cv,
    messages,
    now: Date.parse("2026-11-01T10:00:00Z"),
  });
  await store.insertSubmission({
    id: "ML-BBBBBBBB",
    form: "contact",
    email: "grace@example.com",
    fields: { firstName: "Grace", lastName: "Hopper", email: "grace@example.com" },
    messages,
    now: Date.parse("2026-11-20T10:00:00Z"),
  });
  const row = await store.claimNext({ now: NOW, leaseMs: 1000 });
  await store.markFailed(row, "550 no such mailbox", null, NOW);
  await store.close();
  clock = NOW;
}

/** Works on the store of the test (a second connection, as the server's beside the command), then closes it. */
async function withStore(work) {
  const store = await openStore({ databaseUrl, dataDir });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

// What a visitor could type to take over the operator's terminal: retitle it (OSC 0), clear it (CSI 2J),
// erase the row above (CSI 1A 2K), set the clipboard (OSC 52), the same through C1 CSI, DEL, a carriage
// return that overwrites its line, and a bidi override that makes a name read backwards.
const hostile = {
  firstName: "\x1b]0;pwned\x07Eve",
  lastName: "\x1b[2J\x1b[HMallory",
  email: "eve@example.com",
  message: "first line\x1b[1A\x1b[2K\r\nsecond \x1b]52;c;ZXZpbA==\x07line\nthird \u009b2J\x7f\u202etxt.exe\rover",
};

async function seedHostile() {
  await withStore(async (store) => {
    writeFileSync(join(store.paths.uploads, "cv-eve.pdf"), "%PDF-");
    await store.insertSubmission({
      id: "ML-EEEEEEEE",
      form: "contact",
      email: hostile.email,
      fields: hostile,
      cv: { file: "cv-eve.pdf", name: "cv\u202efdp.exe\x1b[0m", size: 5, type: "application/pdf" },
      messages: [{ kind: "inbox", payload: {} }],
      now: NOW - 5 * MINUTE,
    });
  });
}

/** At 10:00, one sender takes #2 until 10:45 and another #3 until 10:05, then stops: at NOW #3 is stuck. */
async function holdLeases() {
  await withStore(async (store) => {
    await store.claimNext({ now: NOW - 30 * MINUTE, leaseMs: 45 * MINUTE });
    await store.claimNext({ now: NOW - 30 * MINUTE, leaseMs: 5 * MINUTE });
  });
}

/** Nothing a terminal acts on: no C0 control (but those `allowed`), no DEL or C1, no bidi override. */
function expectInert(text, allowed = "\n") {
  const acting = (code) =>
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069);
  expect([...text].filter((char) => acting(char.codePointAt(0)) && !allowed.includes(char))).toEqual([]);
}

async function run(...argv) {
  const lines = { out: [], err: [] };
  const code = await main(argv, {
    env: commandEnv(),
    now: () => clock,
    out: (line) => lines.out.push(line),
    err: (line) => lines.err.push(line),
  });
  return { code, out: lines.out.join("\n"), err: lines.err.join("\n") };
}

describe.each(kinds)("npm run submissions on $name", (storeKind) => {
  beforeEach(async () => {
    kind = storeKind;
    await seed();
  });

  it("lists submissions newest first, filtered by form and date", async () => {
    const all = await run("list");
    expect(all.code).toBe(0);
    expect(all.out.split("\n").map((line) => line.slice(0, 11))).toEqual(["ML-BBBBBBBB", "ML-AAAAAAAA"]);
    expect((await run("list", "--form", "contact")).out).not.toContain("ML-AAAAAAAA");
    expect((await run("list", "--since", "2026-11-10")).out).not.toContain("ML-AAAAAAAA");
  });

  it("exports CSV with every field quoted", async () => {
    const csv = (await run("export", "--format", "csv", "--form", "career-interest")).out;
    const [header, row] = csv.split("\n", 2);
    expect(header).toBe(
      '"id","form","createdAt","firstName","lastName","subject","phone","email","address","message","organisation","location","vacancy","cvName","cvSize","answers","source"',
    );
    expect(row.startsWith('"ML-AAAAAAAA","career-interest","2026-11-01T10:00:00.000Z","Ada","Lovelace"')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x""), ""quoted""\nsecond line","","","","Ada CV.pdf","5","",""`);
    expect(csv.endsWith('"5","",""')).toBe(true);
  });

  it("exports CSV whose cells a spreadsheet cannot read as formulas, whichever separator it splits on", async () => {
    const names = ["firstName", "lastName", "email", "phone", "organisation", "location", "address", "subject"];
    const cells = ["=1+1", "x;=1+1;y", "@SUM(A1:A9)", "-2+3", "\tabc", "\r=1", "  =1+1", "a,-1"];
    const message = 'b\r\n- item\n=2;c;"=3';
    await withStore(
      async (store) =>
        await store.insertSubmission({
          id: "ML-FFFFFFFF",
          form: "contact",
          email: "f@example.com",
          fields: { ...Object.fromEntries(names.map((name, index) => [name, cells[index]])), vacancy: "", message },
          now: NOW,
        }),
    );
    const csv = (await run("export", "--format", "csv", "--form", "contact", "--since", "2026-11-20T10:30Z")).out;
    const row = csv.slice(csv.indexOf("\n") + 1);
    expect(row).toBe(
      '"ML-FFFFFFFF","contact","2026-11-20T10:30:00.000Z","\'=1+1","x;\'=1+1;y","a,\'-1","\'-2+3","\'@SUM(A1:A9)","\'  =1+1","b\r\n\'- item\n\'=2;c;""\'=3","\'\tabc","\'\r\'=1","","","","",""',
    );
    // A reader that splits on ; or tab, or on , without reading quotes, starts a cell at every separator
    // and line break: none of those cells may start with a formula character.
    for (const separator of [",", ";", "\t"]) {
      const pieces = csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
      expect(pieces.map((piece) => piece.replace(/^[\s"]+/, "")).filter((piece) => /^[=+\-@]/.test(piece))).toEqual([]);
    }
  });

  it("exports CSV with control characters escaped, line breaks kept", async () => {
    await seedHostile();
    const csv = (await run("export", "--format", "csv", "--form", "contact", "--since", "2026-11-20T10:20Z")).out;
    expect(csv).toContain('"\\x1b]0;pwned\\x07Eve","\\x1b[2J\\x1b[HMallory"');
    expect(csv).toContain(
      '"first line\\x1b[1A\\x1b[2K\r\nsecond \\x1b]52;c;ZXZpbA==\\x07line\nthird \\u009b2J\\x7f\\u202etxt.exe\rover"',
    );
    expectInert(csv, "\t\n\r");
  });

  it("exports JSON with every control character escaped and the data unchanged", async () => {
    await seedHostile();
    const { out } = await run("export", "--format", "json");
    expectInert(out);
    expect(out).toContain("\\u009b2J\\u007f\\u202etxt.exe");
    const json = JSON.parse(out);
    expect(json.map((entry) => entry.id)).toEqual(["ML-EEEEEEEE", "ML-BBBBBBBB", "ML-AAAAAAAA"]);
    expect(json[0]).toMatchObject({ ...hostile, cvName: "cv\u202efdp.exe\x1b[0m" });
    expect(json[2]).toMatchObject({ cvName: "Ada CV.pdf", cvSize: 5, message: ada.message });
  });

  it("exports a role's own questions with their answers: a CSV cell of a line each, and in the JSON", async () => {
    const answers = [
      { id: "notice-period", label: "What is your notice period?", answer: "1 month" },
      { id: "languages", label: "Which languages do you write?", answer: "TypeScript, Go" },
      { id: "visa", label: "Do you need a visa?", answer: "No" },
    ];
    await withStore(
      async (store) =>
        await store.insertSubmission({
          id: "ML-GGGGGGGG",
          form: "career-interest",
          email: "grace@example.com",
          fields: {
            firstName: "Grace",
            lastName: "Hopper",
            email: "grace@example.com",
            vacancy: "software-engineer",
            answers,
          },
          now: NOW,
        }),
    );
    const csv = (await run("export", "--format", "csv", "--since", "2026-11-20T10:30Z")).out;
    expect(csv.split("\n", 1)[0].endsWith(',"answers","source"')).toBe(true);
    expect(csv).toContain(
      '"What is your notice period?: 1 month\nWhich languages do you write?: TypeScript, Go\nDo you need a visa?: No"',
    );
    const [json] = JSON.parse((await run("export", "--format", "json", "--since", "2026-11-20T10:30Z")).out);
    expect(json.answers).toEqual(answers);
    const shown = (await run("show", "ML-GGGGGGGG")).out;
    expect(shown).toContain("  Do you need a visa?: No");
    expect(shown).not.toContain("[object Object]");
  });

  it("exports where an application's visit came from: a CSV cell, the JSON's object, a line of show", async () => {
    await withStore(
      async (store) =>
        await store.insertSubmission({
          id: "ML-HHHHHHHH",
          form: "career-interest",
          email: "ada@example.com",
          fields: {
            firstName: "Ada",
            lastName: "Byron",
            email: "ada@example.com",
            source: { utm_source: "linkedin", gh_src: "abc123" },
          },
          now: NOW + 60_000,
        }),
    );
    const csv = (await run("export", "--format", "csv", "--since", "2026-11-20T10:31Z")).out;
    expect(csv.endsWith('"utm_source=linkedin, gh_src=abc123"')).toBe(true);
    const [json] = JSON.parse((await run("export", "--format", "json", "--since", "2026-11-20T10:31Z")).out);
    expect(json.source).toEqual({ utm_source: "linkedin", gh_src: "abc123" });
    expect((await run("show", "ML-HHHHHHHH")).out).toContain("  Came from: utm_source=linkedin, gh_src=abc123");
  });

  it("shows one submission with its deliveries", async () => {
    const { out } = await run("show", "ml-aaaaaaaa");
    expect(out).toContain("ML-AAAAAAAA  career-interest");
    // Where the CV is: SQLite's file, or PostgreSQL's row, which the cv command writes out.
    expect(out).toContain(
      kind.name === "SQLite"
        ? `CV: Ada CV.pdf (5 bytes) at ${join(dataDir, "uploads", "cv-file.pdf")}`
        : "CV: Ada CV.pdf (5 bytes) in the database (save it with: cv ML-AAAAAAAA FILE)",
    );
    expect(out).toContain("#1 inbox: failed, 1 attempt(s), gave up 2026-11-20 10:30: 550 no such mailbox");
    expect(out).toContain("#2 confirmation: pending, 0 attempt(s), next 2026-11-01 10:00");
  });

  it("writes a submission's CV to a new owner-only file, never over another", async () => {
    const file = join(tempDir("cv-out-"), "ada-cv.pdf");
    expect(await run("cv", "ml-aaaaaaaa", file)).toEqual({
      code: 0,
      out: `Wrote the CV of ML-AAAAAAAA, Ada CV.pdf (5 bytes), to ${file}.`,
      err: "",
    });
    expect(readFileSync(file, "utf8")).toBe("%PDF-");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await run("cv", "ML-AAAAAAAA", file)).toMatchObject({
      code: 1,
      err: `submissions: ${file} exists already: write the CV to a new name.`,
    });
    expect(await run("cv", "ML-BBBBBBBB", `${file}.2`)).toMatchObject({
      code: 1,
      err: "submissions: ML-BBBBBBBB has no CV.",
    });
    expect(existsSync(`${file}.2`)).toBe(false);
    expect((await run("cv", "ML-AAAAAAAA")).err.split("\n")[0]).toBe(
      "submissions: cv needs a reference and a file to write, e.g. cv ML-7K3F9Q2X ada-cv.pdf.",
    );
  });

  it("shows a delivered message with when it went and what the receiving side answered", async () => {
    await withStore(async (store) => {
      await store.claimNext({ now: NOW, leaseMs: MINUTE });
      const row = await store.claimNext({ now: NOW, leaseMs: MINUTE });
      await store.markSent(row, { messageId: "<1@example.com>", response: "250 2.0.0 OK queued as \x1b[2J" }, NOW);
    });
    expect((await run("show", "ML-BBBBBBBB")).out).toContain(
      "  #3 inbox: sent, 1 attempt(s), sent 2026-11-20 10:30, answer: 250 2.0.0 OK queued as \\x1b[2J",
    );
  });

  it("lists submissions with control characters escaped", async () => {
    await seedHostile();
    const { out } = await run("list");
    expectInert(out);
    expect(out.split("\n")[0]).toBe(
      "ML-EEEEEEEE  2026-11-20 10:25  contact           \\x1b]0;pwned\\x07Eve \\x1b[2J\\x1b[HMallory  <eve@example.com>  CV: cv\\u202efdp.exe\\x1b[0m",
    );
  });

  it("shows a submission with control characters escaped and the message's own line breaks kept", async () => {
    await seedHostile();
    const { out } = await run("show", "ML-EEEEEEEE");
    expectInert(out);
    expect(out).toContain("  firstName: \\x1b]0;pwned\\x07Eve\n  lastName: \\x1b[2J\\x1b[HMallory\n");
    expect(out).toContain(
      "  message: first line\\x1b[1A\\x1b[2K\n    second \\x1b]52;c;ZXZpbA==\\x07line\n    third \\u009b2J\\x7f\\u202etxt.exe\\rover\n",
    );
    expect(out).toContain("  CV: cv\\u202efdp.exe\\x1b[0m (5 bytes)");
  });

  it("lists deliveries with control characters in their errors escaped", async () => {
    await seedHostile();
    await withStore(async (store) => {
      const row = await store.claimNext({ now: NOW, leaseMs: MINUTE });
      await store.markFailed(row, "550 <\x1b]0;pwned\x07eve@example.com>:\r\n no such user\u009b2J", NOW + MINUTE, NOW);
    });
    const { out } = await run("outbox");
    expectInert(out);
    expect(out).toContain("last error: 550 <\\x1b]0;pwned\\x07eve@example.com>:\\r\\n no such user\\u009b2J");
  });

  it("lists waiting and failed deliveries with when each is tried next", async () => {
    expect((await run("outbox")).out.split("\n")).toEqual([
      "#1  ML-AAAAAAAA  inbox         failed   1 attempt(s)  gave up 2026-11-20 10:30: 550 no such mailbox",
      "#2  ML-AAAAAAAA  confirmation  pending  0 attempt(s)  next 2026-11-01 10:00",
      "#3  ML-BBBBBBBB  inbox         pending  0 attempt(s)  next 2026-11-20 10:00",
      "#4  ML-BBBBBBBB  confirmation  pending  0 attempt(s)  next 2026-11-20 10:00",
    ]);
  });

  it("lists a delivery being sent with its lease's end, and one whose sender stopped with when its lease ended", async () => {
    await holdLeases();
    const lines = (await run("outbox")).out.split("\n");
    expect(lines[1]).toBe(
      "#2  ML-AAAAAAAA  confirmation  sending  1 attempt(s)  being sent, lease ends 2026-11-20 10:45",
    );
    expect(lines[2]).toBe(
      "#3  ML-BBBBBBBB  inbox         sending  1 attempt(s)  lease ended 2026-11-20 10:05 with no answer (its sender stopped): the server takes it again, or retry #3",
    );
  });

  it("queues a failed delivery again by its id, and a reference's waiting ones", async () => {
    expect(await run("retry", "#1")).toMatchObject({
      code: 0,
      out: "1 delivery queued again; the server sends within a minute.",
    });
    expect((await run("retry", "ml-aaaaaaaa")).out).toBe(
      "2 deliveries queued again; the server sends within a minute.",
    );
    expect((await run("outbox")).out).not.toContain("failed");
  });

  it("queues again a delivery its stopped sender left sending, but not one being sent", async () => {
    await holdLeases();
    expect(await run("retry", "3")).toMatchObject({
      code: 0,
      out: "1 delivery queued again; the server sends within a minute.",
    });
    expect(await withStore(async (store) => await store.getOutbox(3))).toMatchObject({
      status: "pending",
      nextAttemptAt: NOW,
      leaseUntil: null,
    });
    expect(await run("retry", "#2")).toMatchObject({
      code: 1,
      err: "submissions: #2 is being sent now (its lease ends 2026-11-20 10:45); nothing to retry.",
    });
    expect((await withStore(async (store) => await store.getOutbox(2))).status).toBe("sending");
  });

  it("queues every failed delivery again with --all-failed", async () => {
    await withStore(
      async (store) =>
        await store.markFailed(await store.claimNext({ now: NOW, leaseMs: MINUTE }), "timeout", null, NOW),
    );
    expect(await run("retry", "--all-failed")).toMatchObject({
      code: 0,
      out: "2 deliveries queued again; the server sends within a minute.",
    });
    const rows = await withStore(async (store) => await store.listOutbox());
    expect(rows.map((row) => [row.id, row.status, row.nextAttemptAt])).toEqual([
      [1, "pending", NOW],
      [2, "pending", NOW],
      [3, "pending", Date.parse("2026-11-20T10:00:00Z")],
      [4, "pending", Date.parse("2026-11-20T10:00:00Z")],
    ]);
    expect(await run("retry", "--all-failed")).toMatchObject({
      code: 0,
      out: "Nothing to retry: no delivery has failed.",
    });
  });

  it("queues again the failed and waiting deliveries queued since a date with --since", async () => {
    await withStore(async (store) => {
      await store.claimNext({ now: NOW - 30 * MINUTE, leaseMs: MINUTE });
      await store.claimNext({ now: NOW - 30 * MINUTE, leaseMs: MINUTE });
    });
    clock = NOW + 30 * MINUTE;
    expect(await run("retry", "--since", "2026-11-10")).toMatchObject({
      code: 0,
      out: "2 deliveries queued again; the server sends within a minute.",
    });
    const rows = await withStore(async (store) => await store.listOutbox());
    expect(rows.map((row) => [row.id, row.status, row.nextAttemptAt])).toEqual([
      [1, "failed", NOW],
      [2, "sending", Date.parse("2026-11-01T10:00:00Z")],
      [3, "pending", NOW + 30 * MINUTE],
      [4, "pending", NOW + 30 * MINUTE],
    ]);
  });

  it("explains a wrong retry in one line", async () => {
    const usage =
      "submissions: retry needs one of: an outbox row id (#12 or 12) or a reference, --all-failed, or --since DATE.";
    const wrong = async (...argv) => {
      const { code, err } = await run("retry", ...argv);
      return { code, first: err.split("\n")[0] };
    };
    expect(await wrong()).toEqual({ code: 2, first: usage });
    expect(await wrong("#1", "--all-failed")).toEqual({ code: 2, first: usage });
    expect(await wrong("--all-failed", "--since", "2026-11-01")).toEqual({ code: 2, first: usage });
    expect(await wrong("#1", "#2")).toEqual({ code: 2, first: 'submissions: retry does not take "#2".' });
    expect(await wrong("--since", "soon")).toEqual({
      code: 2,
      first: 'submissions: --since "soon" is not a date (try 2026-11-01).',
    });
    expect(await run("retry", "#99")).toMatchObject({ code: 1, err: "submissions: No outbox row #99." });
    expect(await run("retry", "ML-ZZZZZZZZ")).toMatchObject({
      code: 1,
      err: "submissions: No submission ML-ZZZZZZZZ.",
    });
  });

  it("checks the outbox for monitoring: exit 1 and one line when a delivery failed or waited over an hour", async () => {
    expect(await run("outbox", "--check")).toEqual({
      code: 1,
      out: "outbox NOT OK: 1 failed, 1 waiting over an hour; the oldest was queued 19 d 0 h ago.",
      err: "",
    });
    await run("erase", "--email", "ada@example.com");
    clock = NOW + 95 * MINUTE;
    expect(await run("outbox", "--check")).toMatchObject({
      code: 1,
      out: "outbox NOT OK: 0 failed, 2 waiting over an hour; the oldest was queued 2 h 5 min ago.",
    });
  });

  it("checks the outbox for monitoring: exit 0 when nothing failed or waited an hour", async () => {
    await run("erase", "--email", "ada@example.com");
    expect(await run("outbox", "--check")).toEqual({
      code: 0,
      out: "outbox OK: 2 waiting, none for over an hour, none failed.",
      err: "",
    });
  });

  it("erases a person: submissions, CV and deliveries", async () => {
    expect((await run("erase", "--email", "ADA@example.com")).out).toBe(
      "Erased 1 submission(s) and 1 file(s) of ada@example.com.",
    );
    expect((await run("list")).out).not.toContain("ML-AAAAAAAA");
    expect((await run("outbox")).out).not.toContain("ML-AAAAAAAA");
    expect(existsSync(join(dataDir, "uploads", "cv-file.pdf"))).toBe(false);
    // The CV itself, wherever the store kept it.
    await expect(withStore((store) => store.readCv("cv-file.pdf"))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("erases a person's vacancy alerts subscription with their submissions", async () => {
    const store = await openStore({ databaseUrl, dataDir });
    await store.signUp({
      email: "ada@example.com",
      preferences: { departments: [], levels: [], location: "" },
      compose: (subscription) => ({ to: subscription.email }),
    });
    expect((await run("outbox")).out).toMatch(/alerts:[0-9a-f]{24} +alert-confirmation +pending/);
    expect((await run("erase", "--email", "Ada@Example.com")).out).toBe(
      "Erased 1 submission(s) and 1 file(s) of ada@example.com.\nErased their vacancy alerts subscription and 0 file(s).",
    );
    expect(await store.findSubscription("ada@example.com")).toBeNull();
    expect((await run("outbox")).out).not.toContain("alerts:");
    await store.close();
  });

  it("explains a wrong command in one line", async () => {
    const lines = [];
    expect(await run("export", "--format", "xml")).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^submissions: export needs --format csv or --format json\.\n/),
    });
    expect((await run("list", "--since", "someday")).err.split("\n")[0]).toBe(
      'submissions: --since "someday" is not a date (try 2026-11-01).',
    );
    expect((await run("frobnicate")).code).toBe(2);
    expect(await run("show", "ML-ZZZZZZZZ")).toMatchObject({ code: 1, err: "submissions: No submission ML-ZZZZZZZZ." });
    expect((await run("list", "--check")).err.split("\n")[0]).toBe("submissions: list does not take --check.");
    // No database where it is looked for: SQLite's file is not in DATA_DIR, or PostgreSQL has no such database.
    // Nothing is made for it either: no folder in a DATA_DIR that was not there.
    const nowhere = {
      DATA_DIR: join(dataDir, "nowhere"),
      ...(databaseUrl && { DATABASE_URL: databaseUrl.replace(/[^/]+$/, "nowhere") }),
    };
    expect(await main(["list"], { env: nowhere, out() {}, err: (line) => lines.push(line) })).toBe(1);
    expect(lines).toEqual([
      databaseUrl
        ? 'submissions: database "nowhere" does not exist'
        : `submissions: No submissions database at ${join(dataDir, "nowhere", "site.db")} (is DATA_DIR set?).`,
    ]);
    expect(existsSync(join(dataDir, "nowhere"))).toBe(false);
  });

  it("runs as a script", () => {
    const out = execFileSync(process.execPath, ["scripts/submissions.mjs", "list", "--form", "contact"], {
      env: { ...process.env, ...commandEnv() },
      encoding: "utf8",
    });
    expect(out).toMatch(/^ML-BBBBBBBB .*Grace Hopper +<grace@example.com>\n$/);
  });

  // The online backup is SQLite's own, and its copy a SQLite file; PostgreSQL's backups are pg_dump's.
  if (storeKind.name === "SQLite") {
    it("backs up the database and the CVs while the server writes, into owner-only files that open with every row", async () => {
      // Another process stores a submission every few milliseconds, as the server does under load, until told to stop.
      const writer = spawn(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `import { createStore } from ${JSON.stringify(new URL("../server/store/index.mjs", import.meta.url).href)};
           const store = createStore({ dataDir: process.env.DATA_DIR });
           let n = 0;
           const write = async () => {
             for (let i = 0; i < 20; i += 1, n += 1)
               await store.insertSubmission({ id: "ML-W" + String(n).padStart(7, "0"), form: "contact", email: "w" + n + "@example.com",
                 fields: { message: "x".repeat(2000) }, messages: [{ kind: "inbox", payload: {} }] });
             process.stdout.write(n + "\\n");
           };
           const timer = setInterval(write, 2);
           process.stdin.on("data", () => { clearInterval(timer); store.close(); process.exit(0); });`,
        ],
        { env: { ...process.env, DATA_DIR: dataDir }, stdio: ["pipe", "pipe", "inherit"] },
      );
      let written = 0;
      writer.stdout.on("data", (chunk) => (written = Number(String(chunk).trim().split("\n").at(-1))));
      await waitUntil(() => written >= 200);
      const before = written;
      const file = join(tempDir("backup-"), "submissions.db");
      const { code, out } = await run("backup", file);
      writer.stdin.write("stop\n");
      await once(writer, "exit");

      expect(code).toBe(0);
      expect(out).toBe(`Backed up the database to ${file} and 1 CV file(s) to ${file}-uploads/.`);
      const copy = new DatabaseSync(file, { readOnly: true });
      try {
        expect(copy.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
        const { count } = copy.prepare("SELECT COUNT(*) AS count FROM submissions").get();
        // Everything stored before the backup began is in it, the seeded two included, each with its message.
        expect(count).toBeGreaterThanOrEqual(before + 2);
        expect(copy.prepare("SELECT COUNT(*) AS count FROM outbox WHERE submission_id LIKE 'ML-W%'").get().count).toBe(
          count - 2,
        );
        expect(copy.prepare("SELECT cv_file FROM submissions WHERE id = 'ML-AAAAAAAA'").get().cv_file).toBe(
          "cv-file.pdf",
        );
      } finally {
        copy.close();
      }
      expect(readFileSync(join(`${file}-uploads`, "cv-file.pdf"), "utf8")).toBe("%PDF-");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(`${file}-uploads`, "cv-file.pdf")).mode & 0o777).toBe(0o600);
      expect(statSync(`${file}-uploads`).mode & 0o777).toBe(0o700);

      // A second backup never overwrites the first.
      const again = await run("backup", file);
      expect(again.code).toBe(1);
      expect(again.err).toContain("exists already");
    }, 30_000);
  } else {
    it("refuses to back up a PostgreSQL database, pointing to pg_dump, and leaves no file behind", async () => {
      const file = join(tempDir("backup-"), "submissions.db");
      expect(await run("backup", file)).toEqual({
        code: 1,
        out: "",
        err: "submissions: The database is PostgreSQL: back it up with pg_dump (or the provider's snapshots); the CVs are in it.",
      });
      expect(existsSync(file)).toBe(false);
      expect(existsSync(`${file}-uploads`)).toBe(false);
      // The same answer when the name is taken: no other name would do.
      writeFileSync(file, "");
      expect((await run("backup", file)).err).toMatch(
        /^submissions: The database is PostgreSQL: back it up with pg_dump/,
      );
    });
  }

  it("writes no control byte to the terminal when run as a script", async () => {
    await seedHostile();
    await withStore(
      async (store) =>
        await store.markFailed(
          await store.claimNext({ now: NOW, leaseMs: MINUTE }),
          "550 \x1b]52;c;ZXZpbA==\x07",
          null,
          NOW,
        ),
    );
    for (const argv of [["list"], ["show", "ML-EEEEEEEE"], ["outbox"]]) {
      const bytes = execFileSync(process.execPath, ["scripts/submissions.mjs", ...argv], {
        env: { ...process.env, ...commandEnv() },
      });
      expect(bytes.toString()).toContain("\\x1b]");
      expect([...bytes].filter((byte) => (byte < 0x20 && byte !== 0x0a) || (byte >= 0x7f && byte <= 0x9f))).toEqual([]);
    }
    // Three cold starts of the command (each loads the store and its driver): seconds apiece on a busy machine.
  }, 60_000);
});

/** Resolves once `check` holds, looking every 10 ms (for at most 10 s). */
async function waitUntil(check) {
  for (const start = Date.now(); !check();) {
    if (Date.now() - start > 10_000) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
