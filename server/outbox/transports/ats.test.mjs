import { describe, expect, it } from "vitest";
import { atsApplication } from "./ats.mjs";

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
