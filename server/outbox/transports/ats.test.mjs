// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fixtureApiKey, fixtureBoard, startMockAts } from "../../../tests/ats/mock-ats.ts";
import { atsApplication, createAtsTransport } from "./ats.mjs";

const question = {
  id: "contact",
  label: "May we contact you about other roles?",
  type: "multiselect",
  options: ["No, thanks", "No", "Yes, by email", "__proto__"],
  required: false,
};
const vacancy = {
  position: "Route Planner",
  questions: [question],
  ats: {
    system: "greenhouse",
    id: "4012001",
    url: "https://job-boards.greenhouse.io/acme/jobs/4012001",
    fields: { contact: { name: "question_1", values: { "No, thanks": "11", No: "12", "Yes, by email": "13" } } },
  },
};
const submission = (answer) => ({
  fields: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", consent: "yes", answers: [answer] },
  cv: null,
});

describe("an application's answers for the ATS", () => {
  it("keeps a choice that holds a comma as one choice", () => {
    const message = atsApplication(
      submission({ id: "contact", label: question.label, answer: "No, thanks", values: ["No, thanks"] }),
      vacancy,
      "greenhouse",
    );
    expect(message.payload.answers).toEqual([{ name: "question_1", values: ["11"], multiple: true }]);
  });

  it("sends an option named __proto__ as its own words, not as an object", () => {
    const message = atsApplication(
      submission({ id: "contact", label: question.label, answer: "__proto__, No", values: ["__proto__", "No"] }),
      vacancy,
      "greenhouse",
    );
    expect(message.payload.answers).toEqual([{ name: "question_1", values: ["__proto__", "12"], multiple: true }]);
  });

  it("hands nothing over for a role whose page sends candidates to the ATS's own form", () => {
    const linked = { ...vacancy, applyUrl: "https://job-boards.greenhouse.io/acme/jobs/4012001" };
    expect(
      atsApplication(submission({ id: "contact", label: "", answer: "No", values: ["No"] }), linked, "greenhouse"),
    ).toBeNull();
  });

  it("hands nothing over for another ATS's role or a role of the site's own", () => {
    expect(atsApplication(submission({ id: "contact", label: "", answer: "No" }), vacancy, "lever")).toBeNull();
    expect(
      atsApplication(submission({ id: "contact", label: "", answer: "No" }), { position: "x" }, "lever"),
    ).toBeNull();
  });
});

describe("a message queued before answers were kept as lists", () => {
  it("reaches Greenhouse with a multiselect's values, once sent as one part each, under its [] name", async () => {
    const mock = await startMockAts();
    try {
      const transport = createAtsTransport({
        system: "greenhouse",
        board: fixtureBoard,
        urls: { api: mock.apis.greenhouse },
        apiKey: fixtureApiKey,
        readCv: async () => Buffer.from("%PDF-1.7 ada"),
      });
      await transport.send({
        system: "greenhouse",
        job: "4012001",
        candidate: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
        answers: [
          { name: "question_30003", value: "7002" },
          { name: "question_30005", value: "7101" },
          { name: "question_30005", value: "7103" },
        ],
        cv: { file: "cv-1.pdf", name: "cv.pdf", type: "application/pdf" },
        consent: {
          given: true,
          fields: ["data_compliance[gdpr_consent_given]", "data_compliance[gdpr_processing_consent_given]"],
        },
      });
      expect(mock.applications.at(-1).fields).toMatchObject({
        question_30003: ["7002"],
        "question_30005[]": ["7101", "7103"],
      });
    } finally {
      await mock.close();
    }
  });
});
