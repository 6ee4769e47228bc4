import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DefinedForm, type DefinedFormProps } from "./defined-form";
import { created, problem, sent, setUpFormTests } from "~test/fake-xhr";

setUpFormTests("academy-interest");

/** The Academy's registration, as its dialog mounts it. */
const AcademyInterestForm = (props: Omit<DefinedFormProps, "form">) => (
  <DefinedForm form="academy-interest" {...props} />
);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "First name" }), "Grace");
  await user.type(screen.getByRole("textbox", { name: "Last name" }), "Hopper");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "grace@example.com");
  await user.click(screen.getByRole("checkbox", { name: /may use my details/ }));
}

// Typing whole forms is slow in jsdom, the more so on a busy machine.
describe("DefinedForm: the Academy registration", { timeout: 20_000 }, () => {
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

  it("registers the interest and shows the reference only after the 201, then closes", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<AcademyInterestForm onDone={onDone} />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Register interest" }));
    const request = await sent();
    expect(request.url).toBe("/api/forms/academy-interest");
    expect(Object.fromEntries(request.form())).toMatchObject({
      firstName: "Grace",
      organisation: "",
      phone: "",
      consent: "yes",
      website: "",
    });
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByRole("heading", { name: /Thank you/ })).not.toBeInTheDocument();
    await request.respond(created("ML-0A1B2C3D"));
    // Focus moves in an effect after the commit that shows it: wait for the focus itself.
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Thank you, Grace. Your interest is registered." })).toHaveFocus(),
    );
    expect(screen.getByText(/^Your reference is/)).toHaveTextContent("Your reference is ML-0A1B2C3D.");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onDone).toHaveBeenCalled();
  });

  it("keeps the values when the page is refused as cross-site (403), and says to reload", async () => {
    const user = userEvent.setup();
    render(<AcademyInterestForm onDone={() => {}} />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Register interest" }));
    await (await sent()).respond(problem(403));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not accept your registration from this page. Reload the page, then send it again.",
    );
    expect(screen.getByRole("textbox", { name: "Last name" })).toHaveValue("Hopper");
    expect(screen.getByRole("checkbox", { name: /may use my details/ })).toBeChecked();
  });

  it("retries a server error with the same idempotency key", async () => {
    const user = userEvent.setup();
    render(<AcademyInterestForm onDone={() => {}} />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Register interest" }));
    const first = await sent();
    await first.respond(problem(500));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side; try again.");
    await user.click(screen.getByRole("button", { name: "Register interest" }));
    expect((await sent(2)).headers["idempotency-key"]).toBe(first.headers["idempotency-key"]);
  });
});
