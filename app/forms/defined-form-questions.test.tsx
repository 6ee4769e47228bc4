import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CvDropzone } from "./cv-dropzone";
import { DefinedForm } from "./defined-form";
import type { Question } from "./model/questions";
import { created, FakeXhr, problem, sent, setUpFormTests } from "~test/fake-xhr";
import { pdfFile } from "~test/test-files";

setUpFormTests("career-interest");

const questions: Question[] = [
  { id: "portfolio", label: "Link to your portfolio", type: "url", required: true },
  {
    id: "notice-period",
    label: "What is your notice period?",
    type: "select",
    options: ["Immediately", "1 month", "3 months or more"],
    required: true,
  },
  {
    id: "languages",
    label: "Which languages do you write?",
    type: "multiselect",
    options: ["TypeScript", "Kotlin", "Go"],
    required: true,
  },
  { id: "visa", label: "Do you need a visa?", type: "yesno", required: true },
  { id: "why", label: "Why this role?", type: "textarea", required: false },
];

const portfolio = () => screen.getByRole("textbox", { name: "Link to your portfolio" });
const notice = () => screen.getByRole("combobox", { name: "What is your notice period?" });
const languages = () => screen.getByRole("group", { name: "Which languages do you write?" });
const visa = () => screen.getByRole("radiogroup", { name: "Do you need a visa?" });
const submit = () => screen.getByRole("button", { name: "Submit application" });

function renderForm() {
  const user = userEvent.setup();
  render(
    <DefinedForm
      form="career-interest"
      cv={CvDropzone}
      position="Senior Product Designer"
      vacancy="senior-product-designer"
      questions={questions}
      onDone={() => {}}
    />,
  );
  return user;
}

async function fillStandardFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
  await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
  await user.upload(screen.getByLabelText(/^CV\*?$/), pdfFile());
  await screen.findByText("Uploaded: cv.pdf");
  await user.click(screen.getByRole("checkbox", { name: /may use my details/ }));
}

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(portfolio(), "https://ada.example.com");
  await user.selectOptions(notice(), "1 month");
  await user.click(within(languages()).getByRole("checkbox", { name: "Go" }));
  await user.click(within(languages()).getByRole("checkbox", { name: "TypeScript" }));
  await user.click(within(visa()).getByRole("radio", { name: "No" }));
  await user.type(screen.getByRole("textbox", { name: "Why this role?" }), "Gloves and freezers.");
}

const follows = (later: Element, earlier: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

// Typing whole forms is slow in jsdom, the more so on a busy machine.
describe("a vacancy's questions on its application form", { timeout: 20_000 }, () => {
  it("asks each question after the standard fields and before the CV, with the browser's own checks", () => {
    renderForm();
    const message = screen.getByRole("textbox", { name: "Message" });
    const cv = screen.getByLabelText(/^CV\*?$/);
    for (const control of [portfolio(), notice(), languages(), visa()]) {
      expect(follows(control, message)).toBe(true);
      expect(follows(cv, control)).toBe(true);
    }
    expect(portfolio()).toHaveAttribute("type", "url");
    expect(portfolio()).toHaveAttribute("name", "question-portfolio");
    expect(portfolio()).toBeRequired();
    expect(portfolio()).toHaveAccessibleDescription("A full link, starting with https://");
    expect(notice()).toHaveAttribute("name", "question-notice-period");
    expect(notice()).toBeRequired();
    expect(within(notice()).getByRole("option", { name: "Select an answer" })).toBeDisabled();
    expect(notice()).toHaveValue("");
    expect(
      within(languages())
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("name")),
    ).toEqual(["question-languages", "question-languages", "question-languages"]);
    expect(visa()).toHaveAttribute("aria-required", "true");
    expect(
      within(visa())
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["yes", "no"]);
    expect(screen.getByRole("textbox", { name: "Why this role?" })).toHaveAttribute("maxlength", "5000");
    expect(screen.getByRole("textbox", { name: "Why this role?" })).toHaveAttribute("rows", "4");
    expect(screen.getByRole("textbox", { name: "Why this role?" })).not.toBeRequired();
  });

  it("refuses required questions left empty, each with its message, focusing the first", async () => {
    const user = renderForm();
    await fillStandardFields(user);
    await user.click(submit());
    await waitFor(() => expect(portfolio()).toHaveFocus());
    expect(portfolio()).toHaveAccessibleDescription(
      "A full link, starting with https:// Enter a full link, like https://example.com",
    );
    expect(notice()).toHaveAccessibleDescription("Choose an answer");
    expect(languages()).toHaveAccessibleDescription("Choose all that apply Choose at least one answer");
    expect(visa()).toHaveAccessibleDescription("Choose Yes or No");
    expect(visa()).toHaveAttribute("aria-invalid", "true");
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("focuses the first question left empty in page order, a group of boxes included", async () => {
    const user = renderForm();
    await fillStandardFields(user);
    await user.type(portfolio(), "https://ada.example.com");
    await user.selectOptions(notice(), "1 month");
    await user.click(submit());
    await waitFor(() => expect(within(languages()).getByRole("checkbox", { name: "TypeScript" })).toHaveFocus());
  });

  it("sends the answers under their wire names with the rest of the application", async () => {
    const user = renderForm();
    await fillStandardFields(user);
    await answerAll(user);
    await user.click(submit());
    const body = (await sent()).form();
    expect(body.get("vacancy")).toBe("senior-product-designer");
    expect(body.get("question-portfolio")).toBe("https://ada.example.com");
    expect(body.get("question-notice-period")).toBe("1 month");
    // In the options' order, a value each under the question's name, as the browser's own post sends them.
    expect(body.getAll("question-languages")).toEqual(["TypeScript", "Go"]);
    expect(body.get("question-visa")).toBe("no");
    expect(body.get("question-why")).toBe("Gloves and freezers.");
  });

  it("puts the server's messages on their questions, focusing the first", async () => {
    const user = renderForm();
    await fillStandardFields(user);
    await answerAll(user);
    await user.click(submit());
    await (
      await sent()
    ).respond(
      problem(422, {
        errors: {
          "question-notice-period": "Choose an answer from the list",
          "question-languages": "Choose answers from the list",
        },
      }),
    );
    await waitFor(() => expect(notice()).toHaveFocus());
    expect(notice()).toHaveAccessibleDescription("Choose an answer from the list");
    expect(languages()).toHaveAccessibleDescription("Choose all that apply Choose answers from the list");
    expect(portfolio()).toHaveValue("https://ada.example.com");
  });

  it("keeps the answers out of the draft every vacancy's form shares", async () => {
    const user = renderForm();
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
    await user.type(portfolio(), "https://ada.example.com");
    await user.selectOptions(notice(), "1 month");
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem("forms:draft:career-interest") ?? "{}")).toMatchObject({
        firstName: "Ada",
      }),
    );
    const draft = JSON.parse(sessionStorage.getItem("forms:draft:career-interest") ?? "{}") as object;
    expect(Object.keys(draft).filter((name) => name.startsWith("question-"))).toEqual([]);
  });

  it("thanks the applicant once the answers are in", async () => {
    const user = renderForm();
    await fillStandardFields(user);
    await answerAll(user);
    await user.click(submit());
    await (await sent()).respond(created("ML-7K3F9Q2X"));
    expect(
      await screen.findByRole("heading", {
        name: "Thank you, Ada. Your application for Senior Product Designer is in.",
      }),
    ).toBeInTheDocument();
  });
});
