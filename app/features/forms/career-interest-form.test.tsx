import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CareerInterestForm } from "./career-interest-form";
import { setSubmissionSink } from "./submit";
import { makeFile, pdfFile, signatures, tooLargePdf } from "./test-files";
import { clearDraft } from "./use-draft";

afterEach(() => {
  // Unmounting writes any pending draft, so it has to happen before the draft is dropped.
  cleanup();
  clearDraft("career-interest");
  vi.restoreAllMocks();
});

const cvInput = () => screen.getByLabelText(/^CV\*?$/);
const submit = () => screen.getByRole("button", { name: "Submit application" });
const consent = () => screen.getByRole("checkbox", { name: /may use my details/ });

function renderForm(onDone = () => {}) {
  // The picker's accept filter is a hint; a drop or a "All files" choice reaches the checks anyway.
  const user = userEvent.setup({ applyAccept: false });
  render(<CareerInterestForm position="Software Engineer" vacancy="software-engineer" onDone={onDone} />);
  return user;
}

describe("CareerInterestForm", () => {
  it("requires names, email and a CV, focusing the first name", async () => {
    const user = renderForm();
    await user.click(submit());
    const firstName = screen.getByRole("textbox", { name: "First name" });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription("Enter your first name");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Enter your email address");
    expect(cvInput()).toHaveAttribute("aria-invalid", "true");
    expect(cvInput()).toHaveAccessibleDescription("One .pdf, .doc or .docx file, up to 5 MB. Attach your CV");
  });

  it("focuses the CV input when the CV is the only thing missing", async () => {
    const user = renderForm();
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.click(consent());
    await user.click(submit());
    await waitFor(() => expect(cvInput()).toHaveFocus());
  });

  it("shows and announces the chosen file, and removes it", async () => {
    const user = renderForm();
    await user.upload(cvInput(), pdfFile());
    expect(await screen.findByText("Uploaded: cv.pdf")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Uploaded: cv.pdf");
    await user.click(screen.getByRole("button", { name: "Remove cv.pdf" }));
    expect(screen.queryByText("Uploaded: cv.pdf")).not.toBeInTheDocument();
    expect(cvInput()).toHaveFocus();
  });

  it("keeps the CV when other fields fail validation", async () => {
    const user = renderForm();
    await user.upload(cvInput(), pdfFile());
    await screen.findByText("Uploaded: cv.pdf");
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole("textbox", { name: "First name" })).toHaveFocus());
    expect(screen.getByText("Uploaded: cv.pdf")).toBeInTheDocument();
    expect(cvInput()).not.toHaveAttribute("aria-invalid");
  });

  it("refuses a file of the wrong type with SPEC 5's message and keeps the file already chosen", async () => {
    const user = renderForm();
    await user.upload(cvInput(), pdfFile());
    await screen.findByText("Uploaded: cv.pdf");
    await user.upload(cvInput(), makeFile("notes.txt", "text/plain", [0x41]));
    expect(await screen.findByText("File type must be one of .pdf, .doc, .docx")).toBeInTheDocument();
    expect(screen.getByText("Uploaded: cv.pdf")).toBeInTheDocument();
    expect(screen.getByText("File type must be one of .pdf, .doc, .docx").closest("[aria-live]")).not.toBeNull();
  });

  it("refuses a renamed executable with a plain sentence", async () => {
    const user = renderForm();
    await user.upload(cvInput(), makeFile("cv.pdf", "application/pdf", signatures.exe));
    expect(await screen.findByText("This file's contents are not a PDF or Word document.")).toBeInTheDocument();
    expect(screen.queryByText(/Uploaded:/)).not.toBeInTheDocument();
  });

  it("refuses a file over 5 MB and an empty file", async () => {
    const user = renderForm();
    await user.upload(cvInput(), tooLargePdf());
    expect(await screen.findByText("File is larger than 5242880 bytes")).toBeInTheDocument();
    await user.upload(cvInput(), makeFile("empty.pdf", "application/pdf", [], 0));
    expect(await screen.findByText("File is smaller than 1 bytes")).toBeInTheDocument();
  });

  it("sends the vacancy with the values and thanks the applicant by name", async () => {
    const sink = vi.fn().mockResolvedValue(undefined);
    const restore = setSubmissionSink(sink);
    const onDone = vi.fn();
    const user = renderForm(onDone);
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.upload(cvInput(), pdfFile());
    await screen.findByText("Uploaded: cv.pdf");
    await user.click(consent());
    await user.click(submit());
    const thanks = await screen.findByRole("heading", {
      name: "Thank you, Ada. Your application for Software Engineer is in.",
    });
    expect(thanks).toHaveFocus();
    expect(sink).toHaveBeenCalledWith(
      "career-interest",
      expect.objectContaining({ vacancy: "software-engineer", firstName: "Ada", consent: "yes" }),
    );
    expect(sink.mock.calls[0]?.[1].cv).toBeInstanceOf(File);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onDone).toHaveBeenCalled();
    restore();
  });

  it("keeps every value, the CV included, when the submission fails", async () => {
    const restore = setSubmissionSink(() => Promise.reject(new Error("offline")));
    const user = renderForm();
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.upload(cvInput(), pdfFile());
    await screen.findByText("Uploaded: cv.pdf");
    await user.click(consent());
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not send your application. Please try again.");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    expect(screen.getByText("Uploaded: cv.pdf")).toBeInTheDocument();
    restore();
  });
});
