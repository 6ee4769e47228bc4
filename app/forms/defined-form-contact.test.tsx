import { act, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DefinedForm } from "./defined-form";
import { readDraft } from "./read-draft";
import { created, FakeXhr, problem, sent, setUpFormTests } from "~test/fake-xhr";

setUpFormTests("contact");

/** The contact page's form, as its route mounts it. */
const ContactForm = () => <DefinedForm form="contact" />;

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "First name" }), "Ada");
  await user.type(screen.getByRole("textbox", { name: "Last name" }), "Lovelace");
  await user.selectOptions(screen.getByRole("combobox", { name: "Subject" }), "General Inquiry");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
  await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
}

// Typing whole forms is slow in jsdom, the more so on a busy machine.
describe("DefinedForm: the contact form", { timeout: 20_000 }, () => {
  it("marks the required fields for assistive technology and starts on the subject placeholder", () => {
    render(<ContactForm />);
    for (const name of ["First name", "Last name", "Email", "Message"]) {
      expect(screen.getByRole("textbox", { name })).toHaveAttribute("aria-required", "true");
    }
    expect(screen.getByRole("textbox", { name: "Address" })).not.toHaveAttribute("aria-required");
    // A one-line input: the one-line address token, which autofill and the HTML standard accept there.
    expect(screen.getByRole("textbox", { name: "Address" })).toHaveAttribute("autocomplete", "address-line1");
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveDisplayValue("Select a subject");
    expect(screen.getByRole("option", { name: "Select a subject" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveAttribute("type", "tel");
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveAttribute("autocomplete", "tel");
    expect(screen.getByRole("combobox", { name: "Country calling code" })).toHaveValue("US");
  });

  it("is a real HTML form: it posts to the forms API with the browser's own checks and the bot fields", () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("action", "/api/forms/contact");
    expect(form).toHaveAttribute("method", "post");
    expect(screen.getByRole("textbox", { name: "First name" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveAttribute("maxlength", "100");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAttribute("maxlength", "5000");
    expect(screen.getByRole("combobox", { name: "Subject" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveAttribute("name", "phone");
    expect(form.querySelector('input[name="website"]')).toHaveValue("");
    expect(form.querySelector('input[name="startedAt"]')).toHaveAttribute("type", "hidden");
    // Once its script runs, the form checks itself and the browser's bubbles stay away.
    expect(form.noValidate).toBe(true);
  });

  it("takes over its prerendered markup in place, with what was typed before its code came", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    const form = container.querySelector("form")!;
    expect(form.noValidate).toBe(false);
    const firstName = form.querySelector<HTMLInputElement>('input[name="firstName"]')!;
    firstName.value = "Ada";
    form.querySelector<HTMLInputElement>('input[name="phone"]')!.value = "202 555 0123";
    const root = await act(async () => hydrateRoot(container, <ContactForm />, { onRecoverableError: () => {} }));
    expect(container.querySelector('input[name="firstName"]')).toBe(firstName);
    expect(firstName).toHaveValue("Ada");
    expect(form.noValidate).toBe(true);
    // What was typed is a draft at once, to survive a reload.
    expect(readDraft("contact")).toMatchObject({ firstName: "Ada" });
    // The typed values are the form's: a send complains about the last name, not the first.
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Last name" })).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Phone number" })).not.toHaveAttribute("aria-invalid");
    expect(firstName).not.toHaveAttribute("aria-invalid");
    act(() => root.unmount());
    container.remove();
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

  it("sends the values to the forms API and shows the reference only after the 201", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.type(screen.getByRole("textbox", { name: "Phone number" }), "2025550123");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const request = await sent();
    expect(request.url).toBe("/api/forms/contact");
    expect(Object.fromEntries(request.form())).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      subject: "inquiry",
      phone: "+12025550123",
      email: "ada@example.com",
      address: "",
      message: "Hello",
      website: "",
    });
    expect(request.form().get("startedAt")).toMatch(/^\d{13}$/);
    expect(screen.queryByRole("heading", { name: /Thank you/ })).not.toBeInTheDocument();

    await request.respond(created("ML-7K3F9Q2X"));
    const thanks = await screen.findByRole("heading", { name: "Thank you, Ada. Your message is on its way." });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText(/^Your reference is/)).toHaveTextContent("Your reference is ML-7K3F9Q2X.");
    await user.click(screen.getByRole("button", { name: "Send another message" }));
    const firstName = screen.getByRole("textbox", { name: "First name" });
    expect(firstName).toHaveValue("");
    await waitFor(() => expect(firstName).toHaveFocus());
  });

  it("marks the send button disabled and says it is sending while the request runs", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const request = await sent();
    const button = screen.getByRole("button", { name: "Sending…" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Sending your message…");
    await user.click(button);
    expect(FakeXhr.sent).toHaveLength(1);
    await request.respond(created("ML-7K3F9Q2X"));
    expect(await screen.findByText(/^Your reference is/)).toHaveTextContent("Your reference is ML-7K3F9Q2X.");
  });

  it("keeps every value on a server error, and a retry reuses the idempotency key", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const first = await sent();
    await first.respond(problem(503));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side; try again.");
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveValue("Ada");
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveValue("inquiry");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
    expect(screen.queryByRole("heading", { name: /Thank you/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send message" }));
    const retry = await sent(2);
    expect(retry.headers["idempotency-key"]).toBe(first.headers["idempotency-key"]);
    await retry.respond(created("ML-7K3F9Q2X"));
    expect(await screen.findByText(/^Your reference is/)).toHaveTextContent("Your reference is ML-7K3F9Q2X.");

    // A new message after a success is a new submission.
    await user.click(screen.getByRole("button", { name: "Send another message" }));
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect((await sent(3)).headers["idempotency-key"]).not.toBe(first.headers["idempotency-key"]);
  });

  it("uses a new idempotency key once the values have changed", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const first = await sent();
    first.fail();
    await screen.findByRole("alert");
    await user.type(screen.getByRole("textbox", { name: "Message" }), " again");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect((await sent(2)).headers["idempotency-key"]).not.toBe(first.headers["idempotency-key"]);
  });

  it("says so when the visitor is offline, and keeps the values", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    (await sent()).fail();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^You appear to be offline\./);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    expect(screen.getByRole("button", { name: "Send message" })).not.toHaveAttribute("aria-disabled");
  });

  it("puts the server's field messages on their fields and focuses the first of them", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await (
      await sent()
    ).respond(
      problem(422, {
        errors: { message: "Keep this under 5000 characters", email: "Enter an email address we can reach" },
      }),
    );
    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveFocus());
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("Enter an email address we can reach");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "Keep this under 5000 characters",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Some details need attention.");
    expect(email).toHaveValue("ada@example.com");
  });

  it("says how long to wait when the server limits sends", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await (await sent()).respond(problem(429, { retryAfter: 30 }, { "Retry-After": "30" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many sends from your connection; try again in 30 seconds.",
    );
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
  });
});
