import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AcademyInterestForm } from "./academy-interest-form";
import { setSubmissionSink } from "./submit";
import { clearDraft } from "./use-draft";

afterEach(() => {
  // Unmounting writes any pending draft, so it has to happen before the draft is dropped.
  cleanup();
  clearDraft("academy-interest");
  vi.restoreAllMocks();
});

describe("AcademyInterestForm", () => {
  it("requires names and email and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    render(<AcademyInterestForm onDone={() => {}} />);
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
    await user.click(screen.getByRole("button", { name: "Register interest" }));
    const lastName = screen.getByRole("textbox", { name: "Last name" });
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAttribute("aria-invalid", "true");
    expect(lastName).toHaveAccessibleDescription("Enter your last name");
    expect(screen.getByRole("textbox", { name: "Organisation" })).not.toHaveAttribute("aria-invalid");
  });

  it("refuses an invalid email", async () => {
    const user = userEvent.setup();
    render(<AcademyInterestForm onDone={() => {}} />);
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@");
    await user.click(screen.getByRole("button", { name: "Register interest" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription("Enter a valid email address, like name@example.com");
  });

  it("thanks the visitor by name and closes", async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const onDone = vi.fn();
    render(<AcademyInterestForm onDone={onDone} />);
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Grace");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Hopper");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "grace@example.com");
    await user.click(screen.getByRole("checkbox", { name: /may use my details/ }));
    await user.click(screen.getByRole("button", { name: "Register interest" }));
    expect(
      await screen.findByRole("heading", { name: "Thank you, Grace. Your interest is registered." }),
    ).toHaveFocus();
    expect(info).toHaveBeenCalledWith(
      'Form "academy-interest" submitted',
      expect.objectContaining({ organisation: "", phone: "", consent: "yes" }),
    );
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onDone).toHaveBeenCalled();
  });

  it("keeps the values when the submission fails", async () => {
    const user = userEvent.setup();
    const restore = setSubmissionSink(() => Promise.reject(new Error("offline")));
    render(<AcademyInterestForm onDone={() => {}} />);
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Grace");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Hopper");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "grace@example.com");
    await user.click(screen.getByRole("checkbox", { name: /may use my details/ }));
    await user.click(screen.getByRole("button", { name: "Register interest" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not send your registration. Please try again.",
    );
    expect(screen.getByRole("textbox", { name: "Last name" })).toHaveValue("Hopper");
    restore();
  });
});
