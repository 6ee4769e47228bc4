// @vitest-environment node
// What the team's mail and the candidate's confirmation say about a role whose title came from an ATS: one plain
// line, with nothing invisible in it that could turn its words around in a reader's inbox.
import { describe, expect, it } from "vitest";
import { composeMessages } from "./messages.mjs";

const bidiControls = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;

function compose(vacancyTitle, fields = {}) {
  const submission = {
    id: "ML-7K3Q9P2X",
    form: "career-interest",
    fields: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", vacancy: "sous-chef", ...fields },
    cv: null,
    createdAt: Date.UTC(2026, 10, 20, 10, 5),
  };
  const [inbox, confirmation] = composeMessages(submission, {
    from: "Mise Labs <no-reply@miselabs.example>",
    inboxes: { careers: "careers@miselabs.example" },
    vacancyTitle,
    domain: "miselabs.example",
  });
  return { inbox: inbox.payload, confirmation: confirmation.payload };
}

describe("composeMessages", () => {
  it("writes a title with a right-to-left override into the subject without it", () => {
    const { inbox } = compose("Sous chef \u202Egpj.exe\u202C");
    expect(inbox.subject).toBe("Career interest for Sous chef gpj.exe [ML-7K3Q9P2X]");
  });

  it("shows the role without bidirectional or format characters wherever the mail names it", () => {
    const { inbox, confirmation } = compose("\u2067Head\u00ad chef\u2069\u200f\n(Leeds)\u061c\u2028");
    for (const text of [inbox.subject, inbox.text, inbox.html, confirmation.text, confirmation.html]) {
      expect(text).not.toMatch(bidiControls);
      expect(text).not.toMatch(/\u00ad|\u2028/u);
    }
    expect(inbox.text).toMatch(/^Vacancy: Head chef \(Leeds\)$/m);
    expect(confirmation.text).toContain("Thank you for your interest in the Head chef (Leeds) role.");
  });

  it("keeps a subject's words in scripts written right to left", () => {
    const { inbox } = compose("طاهٍ رئيسي");
    expect(inbox.subject).toBe("Career interest for طاهٍ رئيسي [ML-7K3Q9P2X]");
  });

  it("keeps invisible characters out of the name the team's mail replies to", () => {
    const { inbox, confirmation } = compose("Sous chef", { firstName: "Ada\u202e", lastName: "Love\u200blace" });
    expect(inbox.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });
    // A first name with a control in it does not look like a name: the confirmation greets without it.
    expect(confirmation.text).toMatch(/^Hello,$/m);
    expect(confirmation.text).not.toMatch(bidiControls);
  });

  it("names an open application when no role is given", () => {
    expect(compose(undefined, { vacancy: undefined }).inbox.subject).toBe(
      "Career interest for Open application [ML-7K3Q9P2X]",
    );
  });
});
