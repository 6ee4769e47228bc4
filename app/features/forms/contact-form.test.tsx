import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";
import { setSubmissionSink } from "./submit";
import { clearDraft } from "./use-draft";

afterEach(() => {
  // Unmounting writes any pending draft, so it has to happen before the draft is dropped.
  cleanup();
  clearDraft("contact");
  vi.restoreAllMocks();
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
  await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
  await user.selectOptions(screen.getByRole("combobox", { name: "Subject" }), "General Inquiry");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
  await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
}

describe("ContactForm", () => {
  it("marks the required fields for assistive technology and starts on the subject placeholder", () => {
    render(<ContactForm />);
    for (const name of ["First name", "Last name", "Email", "Message"]) {
      expect(screen.getByRole("textbox", { name })).toHaveAttribute("aria-required", "true");
    }
    expect(screen.getByRole("textbox", { name: "Address" })).not.toHaveAttribute("aria-required");
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveDisplayValue("Select a subject");
    expect(screen.getByRole("option", { name: "Select a subject" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveAttribute("type", "tel");
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveAttribute("autocomplete", "tel");
    expect(screen.getByRole("combobox", { name: "Country calling code" })).toHaveValue("US");
  });

  it("shows each error beside its field, wired with aria-describedby, and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const firstName = screen.getByRole("textbox", { name: "First name" });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(firstName).toHaveAccessibleDescription("Enter your first name");
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveAccessibleDescription("Choose a subject");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription("Enter your message");
    expect(screen.getByRole("textbox", { name: "Address" })).not.toHaveAttribute("aria-invalid");
  });

  it("focuses the first field still invalid, not the first field of the form", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Subject" })).toHaveFocus());
  });

  it("refuses an impossible phone number", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.type(screen.getByRole("textbox", { name: "Phone number" }), "202");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const phone = screen.getByRole("textbox", { name: "Phone number" });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription("Enter a valid phone number for the chosen country");
  });

  it("hands the values over, then shows a focused thank-you and can start again", async () => {
    const user = userEvent.setup();
    const sink = vi.fn().mockResolvedValue(undefined);
    const restore = setSubmissionSink(sink);
    render(<ContactForm />);
    await fillRequired(user);
    await user.type(screen.getByRole("textbox", { name: "Phone number" }), "2025550123");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const thanks = await screen.findByRole("heading", { name: "Thank you, Ada. Your message is on its way." });
    expect(thanks).toHaveFocus();
    expect(sink).toHaveBeenCalledWith("contact", {
      firstName: "Ada",
      lastName: "Lovelace",
      subject: "inquiry",
      phone: "+12025550123",
      email: "ada@example.com",
      address: "",
      message: "Hello",
    });
    await user.click(screen.getByRole("button", { name: "Send another message" }));
    const firstName = screen.getByRole("textbox", { name: "First name" });
    expect(firstName).toHaveValue("");
    await waitFor(() => expect(firstName).toHaveFocus());
    restore();
  });

  it("keeps every value and says so when the submission fails", async () => {
    const user = userEvent.setup();
    const restore = setSubmissionSink(() => Promise.reject(new Error("offline")));
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not send your message. Please try again.");
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveValue("Ada");
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveValue("inquiry");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
    restore();
  });
});
