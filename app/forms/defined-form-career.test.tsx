import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CvDropzone } from "./cv-dropzone";
import { DefinedForm } from "./defined-form";
import { created, FakeXhr, problem, sent, setUpFormTests } from "~test/fake-xhr";
import { cvMaxSize, cvMessages } from "./model/file-checks";
import { makeFile, pdfFile, signatures, tooLargePdf } from "~test/test-files";

setUpFormTests("career-interest");

const cvInput = () => screen.getByLabelText(/^CV\*?$/);
const submit = () => screen.getByRole("button", { name: "Submit application" });
const consent = () => screen.getByRole("checkbox", { name: /may use my details/ });

function renderForm(onDone = () => {}) {
  // The picker's accept filter is a hint; a drop or a "All files" choice reaches the checks anyway.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <DefinedForm
      form="career-interest"
      cv={CvDropzone}
      position="Software Engineer"
      vacancy="software-engineer"
      onDone={onDone}
    />,
  );
  return user;
}

async function fillAndAttach(user: ReturnType<typeof userEvent.setup>, { consent: agree = true } = {}) {
  await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
  await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
  await user.upload(cvInput(), pdfFile());
  await screen.findByText("Uploaded: cv.pdf");
  if (agree) await user.click(consent());
}

// Typing whole forms is slow in jsdom, the more so on a busy machine.
describe("DefinedForm: the application", { timeout: 20_000 }, () => {
  it("requires names, email and a CV, focusing the first name", async () => {
    const user = renderForm();
    await user.click(submit());
    const firstName = screen.getByRole("textbox", { name: "First name" });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription("Enter your first name");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Enter your email address");
    expect(cvInput()).toHaveAttribute("aria-invalid", "true");
    expect(cvInput()).toHaveAccessibleDescription(`One .pdf, .doc or .docx file, up to ${cvMaxSize}. Attach your CV`);
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

  it("refuses a file of the wrong type, naming the allowed types, and keeps the file already chosen", async () => {
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

  it("refuses a file over the size limit and an empty file", async () => {
    const user = renderForm();
    await user.upload(cvInput(), tooLargePdf());
    expect(await screen.findByText(cvMessages.tooLarge)).toBeInTheDocument();
    await user.upload(cvInput(), makeFile("empty.pdf", "application/pdf", [], 0));
    expect(await screen.findByText("File is smaller than 1 bytes")).toBeInTheDocument();
  });

  it("uploads the application with the vacancy and shows the reference only after the 201", async () => {
    const onDone = vi.fn();
    const user = renderForm(onDone);
    await fillAndAttach(user);
    await user.click(submit());
    const request = await sent();
    expect(request.url).toBe("/api/forms/career-interest");
    expect(request.form().get("vacancy")).toBe("software-engineer");
    expect(request.form().get("consent")).toBe("yes");
    expect(request.form().get("firstName")).toBe("Ada");
    expect(request.form().get("cv")).toBeInstanceOf(File);
    expect(screen.queryByRole("heading", { name: /Thank you/ })).not.toBeInTheDocument();

    await request.respond(created("ML-7K3F9Q2X"));
    const thanks = await screen.findByRole("heading", {
      name: "Thank you, Ada. Your application for Software Engineer is in.",
    });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText(/^Your reference is/)).toHaveTextContent("Your reference is ML-7K3F9Q2X.");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the upload's progress and can cancel it, keeping every value and the CV", async () => {
    const user = renderForm();
    await fillAndAttach(user);
    await user.click(submit());
    const request = await sent();
    act(() => request.progress(32, 64));
    expect(screen.getByRole("progressbar", { name: "Sending your application…" })).toHaveValue(50);
    expect(screen.getByText("50%")).toBeInTheDocument();
    // Announced politely, in quarters.
    expect(screen.getByText("50% sent")).toHaveAttribute("role", "status");
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");

    await user.click(screen.getByRole("button", { name: "Cancel sending" }));
    expect(request.aborted).toBe(true);
    expect(await screen.findByText(/^Sending stopped\./)).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    expect(screen.getByText("Uploaded: cv.pdf")).toBeInTheDocument();

    // Sending the same application again cannot create a second one.
    await user.click(submit());
    expect((await sent(2)).headers["idempotency-key"]).toBe(request.headers["idempotency-key"]);
  });

  it("puts a 413 on the CV field, focused, and keeps the file attached", async () => {
    const user = renderForm();
    await fillAndAttach(user);
    await user.click(submit());
    await (
      await sent()
    ).respond(
      problem(413, {
        detail: `The CV is larger than ${cvMaxSize}.`,
        errors: { cv: `Attach a file of up to ${cvMaxSize}` },
      }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `Your CV is too large to send. Attach a file of up to ${cvMaxSize}, then send again.`,
    );
    await waitFor(() => expect(cvInput()).toHaveFocus());
    await waitFor(() => expect(cvInput()).toHaveAttribute("aria-invalid", "true"));
    expect(cvInput()).toHaveAccessibleDescription(
      `One .pdf, .doc or .docx file, up to ${cvMaxSize}. Attach a file of up to ${cvMaxSize}`,
    );
    expect(screen.getByText("Uploaded: cv.pdf")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Last name" })).toHaveValue("Lovelace");
  });

  it("puts the server's CV check on the CV field (422)", async () => {
    const user = renderForm();
    await fillAndAttach(user);
    await user.click(submit());
    await (await sent()).respond(problem(422, { errors: { cv: cvMessages.notADocument } }));
    await waitFor(() => expect(cvInput()).toHaveFocus());
    expect(cvInput()).toHaveAccessibleDescription(
      `One .pdf, .doc or .docx file, up to ${cvMaxSize}. ${cvMessages.notADocument}`,
    );
  });

  it("offers to send again, with the same key, when an upload stalled (408), keeping every value and the CV", async () => {
    const user = renderForm();
    await fillAndAttach(user);
    await user.click(submit());
    const request = await sent();
    await request.respond(problem(408, { detail: "Nothing arrived for 30 seconds, so the upload was stopped." }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your connection went quiet while sending your application, so it was not received. Everything you entered is still here. Send it again.",
    );
    expect(screen.getByText("Uploaded: cv.pdf")).toBeInTheDocument();
    await user.click(submit());
    expect((await sent(2)).headers["idempotency-key"]).toBe(request.headers["idempotency-key"]);
  });

  it("says the visitor appears to be offline and keeps every value, the CV included", async () => {
    const user = renderForm();
    await fillAndAttach(user);
    await user.click(submit());
    (await sent()).fail();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^You appear to be offline\./);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    expect(screen.getByText("Uploaded: cv.pdf")).toBeInTheDocument();
    expect(consent()).toBeChecked();
  });

  it("requires consent before sending", async () => {
    const user = renderForm();
    await fillAndAttach(user, { consent: false });
    await user.click(submit());
    await waitFor(() => expect(consent()).toHaveFocus());
    expect(consent()).toHaveAccessibleDescription("Confirm that we may use your details to answer you");
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
