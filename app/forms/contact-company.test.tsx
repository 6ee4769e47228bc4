import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { composeMessages } from "../../server/forms/messages.mjs";
import { createStore } from "../../server/forms/store.mjs";
import { tempDataDir } from "../../server/forms/test-support.mjs";
import { validateFields } from "../../server/forms/validate.mjs";
import { main } from "../../scripts/submissions.mjs";
import { ContactForm } from "./contact-form";

const fields = {
  firstName: "Ada",
  lastName: "Lovelace",
  subject: "inquiry",
  email: "ada@example.com",
  message: "Hello",
  company: "Analytical Engines Ltd",
};

describe("the contact form's Company field, from its definition alone", () => {
  it("is drawn with its label and limit", () => {
    render(<ContactForm />);
    const company = screen.getByRole("textbox", { name: "Company" });
    expect(company).toHaveAttribute("maxlength", "200");
    expect(company).toHaveAttribute("name", "company");
    expect(company).toHaveAttribute("autocomplete", "organization");
  });

  it("is checked by the server, and reaches the team's mail and the export", async () => {
    expect(validateFields("contact", { ...fields, company: "x".repeat(201) }).errors).toEqual({
      company: "Keep this under 200 characters",
    });
    const { values } = validateFields("contact", fields);
    expect(values.company).toBe("Analytical Engines Ltd");
    const [inbox] = composeMessages(
      { id: "ML-CCCCCCCC", form: "contact", fields: values, cv: null, createdAt: Date.now() },
      { from: "site@example.com", inboxes: { contact: "team@example.com" }, domain: "example.com" },
    );
    expect(inbox.payload.text).toContain("Company: Analytical Engines Ltd");

    const dataDir = tempDataDir();
    const store = createStore({ dataDir });
    store.insertSubmission({
      id: "ML-CCCCCCCC",
      form: "contact",
      email: fields.email,
      fields: values,
      messages: [{ kind: "inbox", payload: {} }],
      now: Date.now(),
    });
    store.close();
    const out: string[] = [];
    expect(await main(["export", "--format", "csv"], { env: { DATA_DIR: dataDir }, out: (line) => out.push(line) })).toBe(0);
    const [header, row] = out.join("\n").split("\n");
    const column = header!.split(",").indexOf('"company"');
    expect(column).toBeGreaterThan(0);
    expect(row!.split(",")[column]).toBe('"Analytical Engines Ltd"');
  });
});
