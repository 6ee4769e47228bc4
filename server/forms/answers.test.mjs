// @vitest-environment node
// A vacancy's own questions through the forms API: checked against the role's list with the page's messages,
// stored with the submission, and in the team's mail and the webhook, never in the applicant's confirmation.
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { refusedNoticeId } from "../../app/config/form-pages.ts";
import { siteApi } from "../app.mjs";
import { checkAnswers } from "./answers.mjs";
import { composeWebhook } from "./messages.mjs";
import { createStore } from "../store/index.mjs";
import { docxBytes, multipart, startSmtp, tempDataDir, waitFor } from "../../tests/support/forms-api.mjs";
import { listenOnFreePort } from "../../tests/support/ports.mjs";

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The site's API on a free loopback port, with the site's own vacancies (app/content/vacancies). */
async function startApi(options = {}) {
  const dataDir = tempDataDir();
  const app = Fastify();
  await app.register(siteApi, {
    minFillMs: 0,
    notice: () => {},
    ...options,
    outbox: { backoff: [20, 40, 80], pollMs: 100, stopTimeoutMs: 500 },
    dataDir,
  });
  await listenOnFreePort((port) => app.listen({ port, host: "127.0.0.1" }));
  cleanups.push(() => app.close());
  const store = createStore({ dataDir });
  cleanups.push(async () => await store.close());
  return { store, url: `http://127.0.0.1:${app.server.address().port}/api/forms/career-interest` };
}

const application = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  consent: "yes",
  website: "",
};

/** Posts an application with a CV as a browser would: with script (JSON answers) or without (a page). */
async function apply(url, fields, { script = true } = {}) {
  const { contentType, body } = await multipart(fields, [{ filename: "cv.docx", bytes: docxBytes() }]);
  const response = await fetch(url, {
    method: "POST",
    headers: { accept: script ? "application/json" : "text/html", "content-type": contentType },
    body,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    body: script && (await response.json()),
  };
}

describe("a vacancy's questions through the forms API", () => {
  it("carries the answers to the team's mail by their labels, and none of them to the applicant", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const { url, store } = await startApi({ smtpUrl: smtp.url });
    const response = await apply(url, {
      ...application,
      vacancy: "software-engineer",
      "question-notice-period": "2 months",
      // A question this role does not ask: not read.
      "question-salary": "Name your price",
    });
    expect(response.status).toBe(201);

    await waitFor(() => smtp.messages.length === 2, { what: "the team's copy and the confirmation" });
    const inbox = smtp.messages.find((mail) => mail.to.text !== "ada@example.com");
    const confirmation = smtp.messages.find((mail) => mail.to.text === "ada@example.com");
    expect(inbox.text).toContain("What is your notice period?: 2 months");
    expect(inbox.html).toContain('<th align="left" valign="top">What is your notice period?</th><td>2 months</td>');
    expect(`${inbox.text}${inbox.html}`).not.toContain("Name your price");
    expect(`${confirmation.subject}${confirmation.text}${confirmation.html}`).not.toMatch(/notice period|2 months/);

    const [stored] = await store.listSubmissions();
    expect(stored.fields.answers).toEqual([
      { id: "notice-period", label: "What is your notice period?", answer: "2 months" },
    ]);
    expect(stored.fields).not.toHaveProperty("question-salary");
  });

  it("refuses a required question left empty with its message, keyed by its wire name, storing nothing", async () => {
    const { url, store } = await startApi();
    const response = await apply(url, { ...application, vacancy: "senior-product-designer" });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ "question-portfolio": "Enter a full link, like https://example.com" });
    expect(await store.listSubmissions()).toEqual([]);
  });

  it("refuses a choice the question does not offer", async () => {
    const { url } = await startApi();
    const response = await apply(url, {
      ...application,
      vacancy: "software-engineer",
      "question-notice-period": "Never",
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ "question-notice-period": "Choose an answer from the list" });
  });

  it("sends a post made without script back to its vacancy, naming the question", async () => {
    const { url } = await startApi();
    const response = await apply(url, { ...application, vacancy: "senior-product-designer" }, { script: false });
    expect(response.status).toBe(303);
    expect(new URL(response.location, "http://site.test").pathname).toBe("/careers/senior-product-designer");
    expect(response.location).toContain(`?error=question-portfolio#${refusedNoticeId}`);
  });
});

describe("checkAnswers", () => {
  const questions = [
    { id: "languages", label: "Which languages?", type: "multiselect", options: ["TypeScript", "Go"], required: true },
    { id: "visa", label: "Do you need a visa?", type: "yesno", required: false },
    { id: "why", label: "Why us?", type: "textarea", required: false },
  ];

  it("reads a multiselect's boxes and a yes or no as people read them, leaving out what was not answered", () => {
    const fields = { "question-languages": ["TypeScript", "Go"], "question-visa": "yes" };
    expect(checkAnswers(questions, fields)).toEqual({
      answers: [
        { id: "languages", label: "Which languages?", answer: "TypeScript, Go", values: ["TypeScript", "Go"] },
        { id: "visa", label: "Do you need a visa?", answer: "Yes" },
      ],
      errors: {},
    });
  });

  it("refuses a box beyond the question's options", () => {
    expect(checkAnswers(questions, { "question-languages": "COBOL" }).errors).toEqual({
      "question-languages": "Choose answers from the list",
    });
  });

  it("asks nothing of an application without a vacancy, or for a role without questions", () => {
    expect(checkAnswers(undefined, { "question-visa": "maybe" })).toEqual({ answers: [], errors: {} });
  });
});

describe("the webhook", () => {
  it("carries each question's label with its answer", () => {
    const answers = [{ id: "visa", label: "Do you need a visa?", answer: "No" }];
    const { payload } = composeWebhook({
      id: "ML-AAAAAAAA",
      form: "career-interest",
      fields: { ...application, vacancy: "software-engineer", answers },
      cv: null,
      createdAt: Date.parse("2026-11-20T10:00:00Z"),
    });
    expect(JSON.parse(payload.body).fields.answers).toEqual(answers);
  });
});
